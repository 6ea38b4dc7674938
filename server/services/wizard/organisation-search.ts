import { and, asc, eq, inArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/client';
import { contacts, organisations, xContacts } from '../../db/schema/index';
import { forbidden } from '../../../domain/errors';
import { TypeOrganisation } from '../../../domain/organisation-types';
import type { AvailableBeneficiairesQuery, BeneficiaireSearchCriterion, SearchBceQuery } from '../../../domain/schemas/organisation-search';
import { normaliseBce } from '../../../domain/validators/bce';
import { normaliseForeignIdentification, normaliseIdentityDocument } from '../../../domain/validators/identity-document';
import { normaliseNationalRegisterNumber } from '../../../domain/validators/national-register';
import type { OrganisationChoice, SearchBceResult } from '../../../domain/wire/wizard';
import { dossierCreationOrganisations, type CreationCaller } from '../../../machines/access/dossierCreation';
import { dossierSideOf } from '../../../machines/access/dossierScope';
import type { StoredDossier } from '../../db/rows';
import { companyRegister } from '../register/company-register';
import { companyNumberStart, nameFragments } from '../subcontractors/search';
import { loadOrganisationChoices } from './organisations';
import { prestataireProblems } from './prestataire';

/** How many organisations a look-up answers at most: a search, not an export. */
const SEARCH_LIMIT = 50;

/** The look-ups serve the dossier wizards: a provider's or a beneficiary's session only. */
export function requireDossierSide(caller: CreationCaller): 'prestataire' | 'beneficiaire' {
  const side = dossierSideOf(caller.droitId);
  if (side !== 'prestataire' && side !== 'beneficiaire') throw forbidden();
  return side;
}

/** A stored identifier compared as typed by users: separators dropped, letters in capitals. */
const compact = (column: SQLWrapper) => sql`upper(regexp_replace(coalesce(${column}, ''), '[.\\s/-]', '', 'g'))`;

function criterionCondition(criterion: BeneficiaireSearchCriterion, value: string): SQL {
  switch (criterion) {
    case 'bce':
      return sql`${compact(organisations.numeroBce)} = ${normaliseBce(value)}`;
    case 'registreNational':
      return sql`${compact(organisations.numeroRegistreNational)} = ${normaliseNationalRegisterNumber(value)}`;
    case 'identification':
      return sql`${compact(organisations.numeroIdentification)} = ${normaliseForeignIdentification(value)}`;
    case 'documentIdentite': {
      // A project holder is found through the person: a contact of the organisation with that identity document.
      const holders = sql`select ${xContacts.organisationId} from ${xContacts} join ${contacts} on ${contacts.id} = ${xContacts.contactId}
        where ${compact(contacts.numeroDocumentIdentite)} = ${normaliseIdentityDocument(value)}`;
      return sql`${organisations.id} in (${holders})`;
    }
  }
}

/**
 * GET /organisations/get-available-beneficiaires: the active beneficiaries of the kind. A beneficiary gets
 * the organisations it files for; a provider only what its search identifies (no search, no list).
 */
export async function availableBeneficiaires(db: Db, caller: CreationCaller, query: AvailableBeneficiairesQuery): Promise<OrganisationChoice[]> {
  const side = requireDossierSide(caller);
  const search = query.typeRecherche && query.recherche !== '' ? criterionCondition(query.typeRecherche, query.recherche) : undefined;
  if (side === 'prestataire' && !search) return [];
  const own = side === 'beneficiaire' ? dossierCreationOrganisations(caller) : null;
  if (own?.length === 0) return [];
  const rows = await db
    .select()
    .from(organisations)
    .where(
      and(
        eq(organisations.typeOrganisationId, TypeOrganisation.BENEFICIAIRE),
        eq(organisations.sousTypeOrganisationId, query.sousTypeOrganisationId),
        eq(organisations.actif, true),
        own ? inArray(organisations.id, own) : undefined,
        search,
      ),
    )
    .orderBy(asc(organisations.nomLong))
    .limit(SEARCH_LIMIT);
  return loadOrganisationChoices(db, rows);
}

/**
 * GET /organisations/searchBCE: the organisations of that kind with that company number (or, foreign, that
 * identification number); when there are none the company register's data, unless restricted to the platform.
 */
export async function searchBce(db: Db, config: ServerConfig, query: SearchBceQuery): Promise<SearchBceResult> {
  const number = query.foreigner ? normaliseForeignIdentification(query.bce) : normaliseBce(query.bce);
  const column = query.foreigner ? organisations.numeroIdentification : organisations.numeroBce;
  const type = query.roleCode === 'prestataire' ? TypeOrganisation.PRESTATAIRE : TypeOrganisation.BENEFICIAIRE;
  const rows = await db
    .select()
    .from(organisations)
    .where(
      and(
        eq(organisations.typeOrganisationId, type),
        sql`${compact(column)} = ${number}`,
        query.restrictPlatform ? eq(organisations.plateformeId, config.platform.id) : undefined,
      ),
    )
    .orderBy(asc(organisations.nomLong))
    .limit(SEARCH_LIMIT);
  const registre = rows.length === 0 && !query.restrictPlatform && !query.foreigner ? await companyRegister(db, config)(number!) : null;
  return { organisations: await loadOrganisationChoices(db, rows), registre };
}

/**
 * GET /organisations/get-available-prestataires?dossierId=: a provider chooses among its own provider
 * organisations; a beneficiary among the platform's eligible providers (by name or company number).
 */
export async function availablePrestataires(db: Db, caller: CreationCaller, { row }: StoredDossier, recherche: string): Promise<OrganisationChoice[]> {
  const side = requireDossierSide(caller);
  const own = side === 'prestataire' ? dossierCreationOrganisations(caller) : null;
  if (own?.length === 0) return [];
  const candidates = await db
    .select()
    .from(organisations)
    .where(
      and(
        eq(organisations.typeOrganisationId, TypeOrganisation.PRESTATAIRE),
        eq(organisations.plateformeId, row.plateformeId),
        eq(organisations.actif, true),
        own ? inArray(organisations.id, own) : undefined,
        recherche ? or(nameFragments(organisations.nomLong, recherche), companyNumberStart(organisations.numeroBce, recherche)) : undefined,
      ),
    )
    .orderBy(asc(organisations.nomLong))
    .limit(SEARCH_LIMIT);
  const eligible = [];
  for (const candidate of candidates) if ((await prestataireProblems(db, candidate.id))?.length === 0) eligible.push(candidate);
  return loadOrganisationChoices(db, eligible);
}
