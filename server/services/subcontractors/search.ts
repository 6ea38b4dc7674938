import { and, asc, eq, ilike, inArray, isNull, ne, notInArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { addresses, organisations, registreEntreprises, xAdresses } from '../../db/schema/index';
import { SousTypeOrganisation, TypeAdresse, TypeOrganisation } from '../../../domain/organisation-types';
import type { SousTraitantChoice } from '../../../domain/wire/wizard';
import { containing } from '../../db/like';

/** How many subcontractors a look-up answers at most: a search as the user types, not an export. */
const SEARCH_LIMIT = 30;

/** At most this many words of the search are matched: enough for any company name, bounded for the database. */
const MAX_FRAGMENTS = 6;

/**
 * Every word typed appears somewhere in the name, in any order and any case ("Verr wall" finds "Verrerie
 * Wallonne SA"); the trigram indexes on the names serve these conditions.
 */
export function nameFragments(column: SQLWrapper, recherche: string): SQL | undefined {
  const words = recherche.split(/\s+/).filter(Boolean).slice(0, MAX_FRAGMENTS);
  return words.length === 0 ? undefined : and(...words.map((word) => ilike(column as never, containing(word))));
}

/** The start of a company number as typed (dots and spaces dropped); nothing when no digit was typed. */
export function companyNumberStart(column: SQLWrapper, recherche: string): SQL | undefined {
  const digits = recherche.replace(/[^0-9]/g, '');
  return digits === '' ? undefined : sql`regexp_replace(coalesce(${column}, ''), '[.\\s]', '', 'g') like ${`${digits}%`}`;
}

/**
 * Who may be a subcontractor: an active company of the platform, provider or beneficiary. A project
 * holder is a private person (found by national register number only, never by name) and a manager is
 * the administration: neither is offered.
 */
export const subcontractorOrganisation = and(
  inArray(organisations.typeOrganisationId, [TypeOrganisation.PRESTATAIRE, TypeOrganisation.BENEFICIAIRE]),
  or(isNull(organisations.sousTypeOrganisationId), ne(organisations.sousTypeOrganisationId, SousTypeOrganisation.PORTEUR_PROJET)),
  eq(organisations.actif, true),
);

async function platformCompanies(db: Db, recherche: string) {
  const rows = await db
    .select({ id: organisations.id, nom: organisations.nomLong, NumeroBCE: organisations.numeroBce })
    .from(organisations)
    .where(and(subcontractorOrganisation, or(nameFragments(organisations.nomLong, recherche), companyNumberStart(organisations.numeroBce, recherche))))
    .orderBy(asc(organisations.nomLong), asc(organisations.id))
    .limit(SEARCH_LIMIT);
  const offices = rows.length
    ? await db
        .select({ organisationId: xAdresses.organisationId, localite: addresses.localite })
        .from(xAdresses)
        .innerJoin(addresses, eq(addresses.id, xAdresses.adresseId))
        .where(and(inArray(xAdresses.organisationId, rows.map((r) => r.id)), eq(addresses.typeAdresse, TypeAdresse.SIEGE_SOCIAL), eq(xAdresses.actif, true)))
    : [];
  return rows.map((r): SousTraitantChoice => ({ ...r, localite: offices.find((o) => o.organisationId === r.id)?.localite ?? null }));
}

/** Active companies of the embedded company register that the platform does not hold (yet): chosen by name only. */
async function registerCompanies(db: Db, recherche: string, known: string[], limit: number): Promise<SousTraitantChoice[]> {
  if (limit <= 0) return [];
  const rows = await db
    .select({ numeroBce: registreEntreprises.numeroBce, nom: registreEntreprises.denomination, siege: registreEntreprises.siegeSocial })
    .from(registreEntreprises)
    .where(
      and(
        eq(registreEntreprises.actif, true),
        or(nameFragments(registreEntreprises.denomination, recherche), companyNumberStart(registreEntreprises.numeroBce, recherche)),
        known.length ? notInArray(registreEntreprises.numeroBce, known) : undefined,
      ),
    )
    .orderBy(asc(registreEntreprises.denomination), asc(registreEntreprises.numeroBce))
    .limit(limit);
  return rows.map((r) => ({ id: null, nom: r.nom, NumeroBCE: r.numeroBce, localite: r.siege.localite || null }));
}

/**
 * GET /organisations/search-sous-traitant: the platform's companies by fragments of their name or the start
 * of their company number, with their head office's locality; then the company register's, which are
 * kept by name (the platform does not hold them).
 */
export async function searchSousTraitant(db: Db, recherche: string): Promise<SousTraitantChoice[]> {
  const platform = await platformCompanies(db, recherche);
  const known = platform.flatMap((o) => (o.NumeroBCE ? [o.NumeroBCE] : []));
  return [...platform, ...(await registerCompanies(db, recherche, known, SEARCH_LIMIT - platform.length))];
}
