import {
  array,
  coerce,
  defaulted,
  define,
  enums,
  integer,
  literal,
  object,
  optional,
  pattern,
  record,
  refine,
  string,
  trimmed,
  union,
  unknown,
  type Infer,
  type Struct,
} from 'superstruct';
import { isTypeContactId, type TypeContactId } from '../contact-types';
import { OPTIONAL_NOTIFICATION_KINDS } from '../notifications';
import { CONTACT_ORIGINS, CONTACT_SORT_FIELDS } from '../contact-list';
import { BELGIQUE, isCountryCode } from '../countries';
import { TypeAdresse } from '../organisation-types';
import { isValidEmail } from '../validators/email';
import { isValidNationalRegisterNumber, normaliseNationalRegisterNumber } from '../validators/national-register';
import { normaliseForeignIdentification } from '../validators/identity-document';
import { isValidResetPassword, RESET_PASSWORD_MAX, RESET_PASSWORD_MIN } from '../validators/password';
import { isValidPhone } from '../validators/phone';
import { AddressInput, EMPTY_ADDRESS } from './address';
import { Flag, Id, REQUIRED, Text, Version } from './form-values';
import { SafeString } from './safe-string';
import { CONTACT_RELATIONS, type ContactRelation } from '../wire/contacts';
import { ExportFormat } from './exports';

/**
 * A contact as its forms and bodies give it (spec section 3, Contact; section 5), with the spec's field names.
 * Two parts that compose: the identity of a person (who they are, how to reach them, where they live) and
 * the account (how they sign in, whether they get mails). The organisation-creation wizard reuses the
 * identity and account parts for the Authority and Reference contacts of a new organisation.
 */

export const EMAIL_INVALID = 'Adresse e-mail invalide.';
export const PHONE_INVALID = 'Numéro de téléphone invalide (par exemple 081 23 45 67 ou +33 1 23 45 67 89).';
export const NATIONALITY_INVALID = 'Nationalité inconnue.';
export const NATIONAL_REGISTER_INVALID =
  'Numéro de registre national invalide : 11 chiffres (aa.mm.jj-xxx.cc) dont les deux derniers sont le chiffre de contrôle.';
export const IDENTIFICATION_INVALID = "Numéro d'identification invalide : de 2 à 30 lettres ou chiffres.";
export const LOGIN_INVALID = "Le nom d'utilisateur ne peut pas contenir d'espace.";
export const PASSWORD_LENGTH = `Le mot de passe doit contenir entre ${RESET_PASSWORD_MIN} et ${RESET_PASSWORD_MAX} caractères.`;

/**
 * A person's address has no type of its own, but every stored address carries one: the contact's is the
 * main one (siège), set by the form and never shown for a contact.
 */
export const CONTACT_ADDRESS_TYPE = TypeAdresse.SIEGE_SOCIAL;

export const Email = refine(Text(254), 'email', (value) => value === '' || isValidEmail(value) || EMAIL_INVALID);

/** Optional: blank is no phone; otherwise a number of its country's plan, Belgian without a prefix. */
export const Telephone = refine(Text(30, { required: false }), 'phone', (value) => value === '' || isValidPhone(value) || PHONE_INVALID);

const Nationalite = coerce(
  define<string>('Nationalite', (value) => (value === '' || value === undefined ? REQUIRED : isCountryCode(value) || NATIONALITY_INVALID)),
  SafeString,
  (value) => value.trim().toUpperCase(),
);

/** The fields of a person's identity; `NumeroIdentification` is checked against the nationality (below). */
export const contactIdentityFields = {
  Prenom: Text(100),
  Nom: Text(100),
  Email,
  Telephone,
  Nationalite,
  /** A Belgian's national register number, a foreigner's identification number; optional, blank is none. */
  NumeroIdentification: Text(30, { required: false }),
  adresse: AddressInput,
};

/** The fields of the account a contact signs in with. */
export const contactAccountFields = {
  NomUtilisateur: refine(Text(100), 'login', (value) => !/\s/.test(value) || LOGIN_INVALID),
  ReceptionEmail: Flag,
};

/**
 * The identification number in the form it is stored and compared in (unique per contact): the 11 digits
 * of a Belgian's national register number, a foreigner's number without separators in capitals; null when
 * blank or malformed.
 */
export function storedIdentification(nationalite: string, value: string): string | null {
  if (value === '') return null;
  return nationalite === BELGIQUE ? normaliseNationalRegisterNumber(value) : normaliseForeignIdentification(value);
}

/** Adds the nationality rule to any struct holding the identity fields: Belgians give a valid register number. */
export function withIdentificationRule<T extends { Nationalite: string; NumeroIdentification: string }, S>(struct: Struct<T, S>): Struct<T, S> {
  return refine(struct, 'NumeroIdentification', ({ Nationalite: nationalite, NumeroIdentification: value }) => {
    if (value === '') return true;
    const valid = nationalite === BELGIQUE ? isValidNationalRegisterNumber(value) : storedIdentification(nationalite, value) !== null;
    return valid || { path: ['NumeroIdentification'], message: nationalite === BELGIQUE ? NATIONAL_REGISTER_INVALID : IDENTIFICATION_INVALID };
  });
}

/** The identity alone (a person named in another form). */
export const ContactIdentityInput = withIdentificationRule(object(contactIdentityFields));
export type ContactIdentityInput = Infer<typeof ContactIdentityInput>;

/** A whole contact: identity and account. */
export const ContactInput = withIdentificationRule(object({ ...contactIdentityFields, ...contactAccountFields }));
export type ContactInput = Infer<typeof ContactInput>;

/** An empty contact form: Belgian, mails on. */
export const EMPTY_CONTACT = {
  Prenom: '',
  Nom: '',
  Email: '',
  Telephone: '',
  Nationalite: BELGIQUE,
  NumeroIdentification: '',
  adresse: { ...EMPTY_ADDRESS, typeAdresse: CONTACT_ADDRESS_TYPE },
  NomUtilisateur: '',
  ReceptionEmail: true,
} as const;

/** A password of spec section 5's length, taken verbatim (a space may be part of one). */
const PasswordOfLength = refine(SafeString, 'newPassword', (value) => isValidResetPassword(value) || PASSWORD_LENGTH);

/** A new password in the contact update; blank means the password stays. */
const NewPassword = coerce(optional(PasswordOfLength), union([literal(''), literal(undefined)]), () => undefined);

export const PASSWORDS_DIFFER = 'Les deux mots de passe ne correspondent pas.';

/**
 * The profile's password change: the new password typed twice (spec section 5: the two match); only `newPassword`
 * is sent, in the contact update above, whose rule it shares.
 */
export const PasswordChangeForm = refine(object({ newPassword: PasswordOfLength, confirmation: SafeString }), 'passwordsMatch', ({ newPassword, confirmation }) =>
  newPassword === confirmation || { path: ['confirmation'], message: PASSWORDS_DIFFER },
);
export type PasswordChangeForm = Infer<typeof PasswordChangeForm>;

/** POST /contacts/{id}/update: the contact, the version it was read at (optimistic locking), maybe a new password. */
export const ContactUpdatePayload = withIdentificationRule(
  object({ ...contactIdentityFields, ...contactAccountFields, version: Version, newPassword: NewPassword }),
);
export type ContactUpdatePayload = Infer<typeof ContactUpdatePayload>;

/**
 * The link a new contact may get to an organisation in the same call (POST /contacts/add): its contact type
 * and, for that organisation, a function, phone and e-mail of its own.
 */
export const NewContactOrganisationLink = object({
  organisationId: Id,
  typeContactId: coerce(
    define<TypeContactId>('TypeContactId', (value) => isTypeContactId(value) || 'Type de contact inconnu.'),
    pattern(SafeString, /^\s*\d{1,2}\s*$/),
    (value) => Number(value.trim()),
  ),
  fonction: optional(Text(100, { required: false })),
  telephone: optional(Telephone),
  email: optional(refine(Text(254, { required: false }), 'email', (value) => value === '' || isValidEmail(value) || EMAIL_INVALID)),
});
export type NewContactOrganisationLink = Infer<typeof NewContactOrganisationLink>;

/** POST /contacts/add: a contact, maybe linked at once to an organisation. */
export const ContactAddPayload = withIdentificationRule(
  object({ ...contactIdentityFields, ...contactAccountFields, organisation: optional(NewContactOrganisationLink) }),
);
export type ContactAddPayload = Infer<typeof ContactAddPayload>;

export const CONTACT_LIST_MAX_PER_PAGE = 100;
export const CONTACT_SEARCH_MAX_LENGTH = 100;

/** POST /contacts: the list's filters, sort and page; by name when no sort is given. */
const contactFilterFields = {
  origine: defaulted(enums(CONTACT_ORIGINS), 'tous'),
  /** Free text over name, first name, e-mail and user name. */
  recherche: optional(
    refine(trimmed(SafeString), 'recherche', (v) => v.length <= CONTACT_SEARCH_MAX_LENGTH || `Ce texte ne peut pas dépasser ${CONTACT_SEARCH_MAX_LENGTH} caractères.`),
  ),
  organisationId: optional(Id),
};

export const ContactListFilter = object({
  ...contactFilterFields,
  sort: defaulted(object({ field: enums(CONTACT_SORT_FIELDS), direction: enums(['asc', 'desc'] as const) }), { field: 'nom', direction: 'asc' }),
  page: defaulted(refine(integer(), 'page', (v) => (v >= 1 && v <= 1_000_000) || 'Page invalide.'), 1),
  perPage: defaulted(
    refine(integer(), 'perPage', (v) => (v >= 1 && v <= CONTACT_LIST_MAX_PER_PAGE) || `Entre 1 et ${CONTACT_LIST_MAX_PER_PAGE} contacts par page.`),
    20,
  ),
});
export type ContactListFilter = Infer<typeof ContactListFilter>;

/** POST /contacts/export (our path): every contact the list's filters select, as CSV (the default) or XLSX. */
export const ContactExportFilter = object({ ...contactFilterFields, format: defaulted(ExportFormat, 'csv') });
export type ContactExportFilter = Infer<typeof ContactExportFilter>;

export const RELATION_UNKNOWN = 'Relation inconnue.';

/**
 * GET /contacts/{id}?with[]=...: the relations to load. `with[]=a&with[]=b` arrives as an array, a single
 * `with[]=a` as a string: both become `{ with: [...] }`; an unknown name is refused.
 */
export const ContactDetailQuery = coerce(
  object({
    with: array(define<ContactRelation>('ContactRelation', (value) => (CONTACT_RELATIONS as readonly unknown[]).includes(value) || RELATION_UNKNOWN)),
  }),
  record(string(), unknown()),
  (query) => {
    const raw = query['with[]'] ?? query.with ?? [];
    return { with: Array.isArray(raw) ? raw : [raw] };
  },
);
export type ContactDetailQuery = Infer<typeof ContactDetailQuery>;

/** POST /contacts/{id}/notification-preferences: the optional kinds of e-mail the contact turns off, each once. */
export const NotificationPreferencesPayload = object({
  desactivees: refine(array(enums(OPTIONAL_NOTIFICATION_KINDS)), 'desactivees', (kinds) => new Set(kinds).size === kinds.length || 'Chaque type ne peut être donné qu’une fois.'),
});
export type NotificationPreferencesPayload = Infer<typeof NotificationPreferencesPayload>;
