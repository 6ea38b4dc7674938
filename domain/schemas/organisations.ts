import { electronicFormatIBAN } from 'ibantools';
import { array, coerce, defaulted, define, enums, integer, literal, nullable, object, optional, refine, size, union, type Infer } from 'superstruct';
import { isCountryCode } from '../countries';
import { isTypePmeId, type TypePmeId } from '../organisation-types';
import { isValidBce, normaliseBce } from '../validators/bce';
import { isValidEmail } from '../validators/email';
import { isValidIban } from '../validators/iban';
import { isValidNaceCode } from '../validators/nace';
import { isValidPhone } from '../validators/phone';
import { REGISTER_FIELDS, type RegisterField } from '../wire/organisations';
import { AddressInput } from './address';
import { Amount, Day, Text, Version } from './form-values';
import { CONTROL_CHARACTER_MESSAGE, hasForbiddenControlCharacter, SafeString } from './safe-string';

/** Spec section 5: data imported from the company register is changed by the helpdesk only. */
export const REGISTER_FIELD_MESSAGE = 'modifiable par le helpdesk uniquement';

/**
 * Which of an organisation's fields came from the company register: a Belgian organisation is identified
 * by its company number, and its name, legal form, number and NACE codes are the register's. A foreign
 * company or a project holder is not in the register, so its user keeps them.
 */
export function registerFieldsOf(organisation: { numeroBce: string | null; etranger: boolean }): RegisterField[] {
  return organisation.numeroBce !== null && !organisation.etranger ? [...REGISTER_FIELDS] : [];
}

// ---- POST /organisations: the provider area's beneficiary list ----

export { CATEGORIES_BENEFICIAIRE, ORGANISATION_SORT_FIELDS, type CategorieBeneficiaire, type OrganisationSortField } from '../organisation-list';
import { CATEGORIES_BENEFICIAIRE, ORGANISATION_SORT_FIELDS } from '../organisation-list';
import { ExportFormat } from './exports';

export const ORGANISATION_LIST_MAX_PER_PAGE = 100;

const organisationFilterFields = {
  categorie: optional(enums(CATEGORIES_BENEFICIAIRE)),
  /** Free text: a fragment of the name, or of the company (or identification) number. */
  recherche: optional(Text(100, { required: false })),
};

export const OrganisationListFilter = object({
  ...organisationFilterFields,
  sort: defaulted(object({ field: enums(ORGANISATION_SORT_FIELDS), direction: enums(['asc', 'desc'] as const) }), { field: 'nom', direction: 'asc' }),
  page: defaulted(refine(integer(), 'page', (v) => (v >= 1 && v <= 1_000_000) || 'Page invalide.'), 1),
  perPage: defaulted(
    refine(integer(), 'perPage', (v) => (v >= 1 && v <= ORGANISATION_LIST_MAX_PER_PAGE) || `Entre 1 et ${ORGANISATION_LIST_MAX_PER_PAGE} organisations par page.`),
    20,
  ),
});
export type OrganisationListFilter = Infer<typeof OrganisationListFilter>;

/** POST /organisations/export (our path): every beneficiary the list's filters select, as CSV (the default) or XLSX. */
export const OrganisationExportFilter = object({ ...organisationFilterFields, format: defaulted(ExportFormat, 'csv') });
export type OrganisationExportFilter = Infer<typeof OrganisationExportFilter>;

// ---- POST /organisations/{id}/update and /info-commerciales/update ----

const EMAIL_INVALID = 'Adresse e-mail invalide.';
const URL_INVALID = 'Adresse web invalide : elle commence par https:// ou http://.';
const IBAN_INVALID = 'IBAN invalide.';
const PHONE_INVALID = 'Numéro de téléphone invalide.';
const BCE_INVALID = "Numéro d'entreprise invalide.";
const NACE_INVALID = 'Code NACE invalide (par exemple 62.010).';

/** Optional text: surrounding spaces are noise, blank is none (null, what the database stores); a rule checks the rest. */
export function OptionalText(maxLength: number, rule?: (value: string) => true | string) {
  return coerce(
    define<string | null>('OptionalText', (v) => {
      if (v === null) return true;
      if (typeof v !== 'string') return 'Texte invalide.';
      if (hasForbiddenControlCharacter(v)) return CONTROL_CHARACTER_MESSAGE;
      if (v.length > maxLength) return `Ce texte ne peut pas dépasser ${maxLength} caractères.`;
      return !rule || rule(v);
    }),
    SafeString,
    (v) => (v.trim() === '' ? null : v.trim()),
  );
}

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
};

export const OptionalEmail = OptionalText(254, (v) => isValidEmail(v) || EMAIL_INVALID);
const OptionalUrl = OptionalText(500, (v) => isHttpUrl(v) || URL_INVALID);
export const OptionalPhone = OptionalText(30, (v) => isValidPhone(v) || PHONE_INVALID);

/** Blank means none; anything else must be a valid day. */
const NullableDay = coerce(nullable(Day), union([literal(''), literal(null)]), () => null);
const NullableAmount = coerce(nullable(Amount), union([literal(''), literal(null)]), () => null);

/** Full-time equivalents: zero or more, two decimals at most. */
const Fte = coerce(
  nullable(define<number>('Fte', (v) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= 1_000_000 && Math.round(v * 100) === v * 100) || "Nombre d'employés invalide.")),
  SafeString,
  (v) => (v.trim() === '' ? null : /^\d+([.,]\d+)?$/.test(v.trim()) ? Number(v.trim().replace(',', '.')) : v),
);

const NullableTypePme = coerce(
  nullable(define<TypePmeId>('TypePme', (v) => isTypePmeId(v) || 'Type de PME inconnu.')),
  union([SafeString, integer()]),
  (v) => (v === '' ? null : Number(v)),
);

/** Stored in its electronic form (no spaces, capitals), however it was typed. */
const Iban = coerce(OptionalText(42, (v) => isValidIban(v) || IBAN_INVALID), SafeString, (v) => electronicFormatIBAN(v) ?? v);

const Pays = coerce(OptionalText(2, (v) => isCountryCode(v) || 'Pays inconnu.'), SafeString, (v) => v.toUpperCase());

const NumeroBce = OptionalText(20, (v) => isValidBce(v) || BCE_INVALID);

const CodesNace = refine(array(refine(SafeString, 'nace', (v) => isValidNaceCode(v) || NACE_INVALID)), 'nace', (codes) => codes.length > 0 || 'Au moins un code NACE est requis.');

/**
 * An organisation's data as its Authority edits it. The register's fields come too (the form sends what it
 * shows): the server refuses a change to them with REGISTER_FIELD_MESSAGE on that field.
 */
export const OrganisationUpdatePayload = object({
  version: Version,
  NomLong: Text(200),
  NomCourt: OptionalText(100),
  FormeJuridique: OptionalText(100),
  NumeroBce,
  CodesNace,
  TypePme: NullableTypePme,
  PmeDateCreation: NullableDay,
  PmeChiffreAffaire: NullableAmount,
  PmeNombreEmploye: Fte,
  FinaliteProjet: OptionalText(2000),
  Remarques: OptionalText(2000),
  IBAN: Iban,
  TitulaireIBAN: OptionalText(200),
  PaysIBAN: Pays,
  DescriptionIBAN: OptionalText(200),
});
export type OrganisationUpdatePayload = Infer<typeof OrganisationUpdatePayload>;

/** The company number as stored (10 digits), so a number typed with dots compares equal to the register's. */
export const storedBce = (value: string | null) => (value === null ? null : normaliseBce(value) ?? value);

export const MAX_COMMERCIAL_CONTACTS = 10;

const CommercialContactInput = object({
  nom: Text(200),
  email: OptionalEmail,
  telephone: OptionalPhone,
});

/** Spec section 3, Commercial data: long commercial name, website, professional-network profile, contact e-mail, commercial contacts and address. */
export const CommercialInfoPayload = object({
  version: Version,
  DenominationCommercialeLongue: OptionalText(300),
  SiteWeb: OptionalUrl,
  ProfilLinkedIn: OptionalUrl,
  MailContact: OptionalEmail,
  ContactsCommerciaux: size(array(CommercialContactInput), 0, MAX_COMMERCIAL_CONTACTS),
  AdresseCommerciale: nullable(AddressInput),
});
export type CommercialInfoPayload = Infer<typeof CommercialInfoPayload>;

/** The deletion of an organisation by its Authority: the version it was shown at (a stale one is refused). */
export const OrganisationDeletePayload = object({ version: Version });
export type OrganisationDeletePayload = Infer<typeof OrganisationDeletePayload>;
