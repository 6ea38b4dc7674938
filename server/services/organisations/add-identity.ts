import { and, eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/client';
import { organisations } from '../../db/schema/index';
import { invalidFields } from '../../../domain/errors';
import { SousTypeOrganisation, TypeOrganisation } from '../../../domain/organisation-types';
import { INACTIVE_IN_REGISTER, type OrganisationAddPayload } from '../../../domain/schemas/organisation-add';
import { normaliseBce } from '../../../domain/validators/bce';
import { normaliseForeignIdentification } from '../../../domain/validators/identity-document';
import { normaliseNationalRegisterNumber } from '../../../domain/validators/national-register';
import type { RegisterCompany } from '../../../domain/wire/wizard';
import { companyRegister } from '../register/company-register';

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The identifying number of the new organisation: the field it came in, its column and its normalised value. */
interface Identifier {
  field: 'numeroBce' | 'numeroIdentification' | 'numeroRegistreNational';
  column: SQLWrapper;
  value: string;
}

/** What the organisation row takes from its identity: the register's data for a Belgian company, the form's otherwise. */
export interface Identity {
  identifier: Identifier;
  nomLong: string;
  etranger: boolean;
  formeJuridique: string | null;
  codesNace: string[];
  registre: RegisterCompany | null;
}

const unknownToRegister = () =>
  invalidFields([{ field: 'organisation.numeroBce', message: "Ce numéro d'entreprise est inconnu de la Banque-Carrefour des Entreprises." }]);

/**
 * A Belgian company is the company register's (spec section 2: "company number looked up in the register"):
 * its name, legal form and NACE codes come from there, never from the form. A foreign company and a
 * project holder are what the form says.
 */
export async function resolveIdentity(db: Db, config: ServerConfig, { sousTypeId, organisation }: OrganisationAddPayload): Promise<Identity> {
  if (sousTypeId === SousTypeOrganisation.ENTREPRISE) {
    const value = normaliseBce(organisation.numeroBce)!;
    const registre = await companyRegister(db, config)(value);
    if (!registre) throw unknownToRegister();
    // A company the register says is closed cannot file for a voucher: it is not added.
    if (!registre.actif) throw invalidFields([{ field: 'organisation.numeroBce', message: INACTIVE_IN_REGISTER }]);
    const { denomination, formeJuridique, codesNace } = registre;
    return { identifier: { field: 'numeroBce', column: organisations.numeroBce, value }, nomLong: denomination, etranger: false, formeJuridique, codesNace, registre };
  }
  const foreign = sousTypeId === SousTypeOrganisation.ENTREPRISE_ETRANGERE;
  const identifier: Identifier = foreign
    ? { field: 'numeroIdentification', column: organisations.numeroIdentification, value: normaliseForeignIdentification(organisation.numeroIdentification)! }
    : { field: 'numeroRegistreNational', column: organisations.numeroRegistreNational, value: normaliseNationalRegisterNumber(organisation.numeroRegistreNational)! };
  return { identifier, nomLong: organisation.nomLong!, etranger: foreign, formeJuridique: null, codesNace: [], registre: null };
}

const compact = (column: SQLWrapper) => sql`upper(regexp_replace(coalesce(${column}, ''), '[.\\s/-]', '', 'g'))`;

/**
 * Spec section 8, "organisation exists" (and section 5, "a national register number already used is
 * refused"): a beneficiary of the platform already holds that number. The number is locked for the
 * transaction first, so two providers adding the same company at once cannot both pass the check.
 * Only active beneficiaries count: a provider company may still be added as a beneficiary, a deleted one again.
 */
export async function refuseExisting(tx: Transaction, platformId: number, { field, column, value }: Identifier): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`organisation-add:${field}:${value}`}))`);
  const [existing] = await tx
    .select({ nom: organisations.nomLong })
    .from(organisations)
    .where(and(eq(organisations.typeOrganisationId, TypeOrganisation.BENEFICIAIRE), eq(organisations.plateformeId, platformId), eq(organisations.actif, true), sql`${compact(column)} = ${value}`))
    .limit(1);
  if (!existing) return;
  const message =
    field === 'numeroRegistreNational'
      ? `Ce numéro de registre national est déjà utilisé, par « ${existing.nom} ».`
      : `Cette organisation existe déjà sur la plateforme : « ${existing.nom} ».`;
  throw invalidFields([{ field: `organisation.${field}`, message }]);
}
