import { array, assign, coerce, define, dynamic, enums, is, literal, object, omit, optional, pattern, refine, size, type, type Infer, type Struct } from 'superstruct';
import { TypeContact } from '../contact-types';
import { isTypePmeId, SousTypeOrganisation, TypeAdresse, TypeOrganisation, type TypePmeId } from '../organisation-types';
import { pmeProblem, platformToday } from '../sme';
import { isValidNationalRegisterNumber } from '../validators/national-register';
import { AddressInput } from './address';
import { contactIdentityFields } from './contacts';
import { Day, decimal, Id, REQUIRED, Text } from './form-values';
import { BceNumber, searchValueProblem } from './organisation-search';
import { SafeString } from './safe-string';

/**
 * POST /organisations/add {typeId, sousTypeId, organisation, contacts, adresses, documents} (spec section
 * 7): a beneficiary organisation added by a provider. Each part is also the form of one wizard step, so
 * the screens and the server check the same rules (spec section 5).
 */

export const MISSING_CONTACTS = "L'organisation doit avoir un contact Autorité et un contact Référence.";
export const INACTIVE_IN_REGISTER = "Cette entreprise n'est plus active selon la Banque-Carrefour des Entreprises : elle ne peut pas être ajoutée.";
export const MISSING_ADDRESSES = "L'organisation doit avoir un siège social et une unité d'établissement.";
const INVALID_NATIONAL_REGISTER = 'Numéro de registre national invalide : 11 chiffres dont les deux derniers sont le chiffre de contrôle.';

/** The beneficiary kinds a provider adds (spec section 3: company, business owner, foreign company). */
export const SOUS_TYPES_AJOUTABLES = [SousTypeOrganisation.ENTREPRISE, SousTypeOrganisation.PORTEUR_PROJET, SousTypeOrganisation.ENTREPRISE_ETRANGERE] as const;
export type SousTypeAjoutable = (typeof SOUS_TYPES_AJOUTABLES)[number];

const SousTypeAjoutableField = coerce(
  define<SousTypeAjoutable>('SousTypeAjoutable', (v) => (SOUS_TYPES_AJOUTABLES as readonly unknown[]).includes(v) || 'Type de bénéficiaire invalide.'),
  pattern(SafeString, /^\s*\d{1,2}\s*$/),
  (v) => Number(v.trim()),
);

const TypePmeField = coerce(
  define<TypePmeId>('TypePme', (v) => (v === '' || v === undefined ? REQUIRED : isTypePmeId(v) || 'Type de PME invalide.')),
  SafeString,
  (v) => (v.trim() === '' ? '' : Number(v)),
);

/** Identity of a Belgian company: its number; the rest comes from the company register. */
export const IdentiteEntreprise = object({ numeroBce: BceNumber });
export type IdentiteEntreprise = Infer<typeof IdentiteEntreprise>;
/** Identity of a foreign company: the foreign-company option's identification number and its name. */
export const IdentiteEtrangere = object({
  numeroIdentification: refine(Text(30), 'identification', (v) => searchValueProblem('identification', v) ?? true),
  nomLong: Text(200),
});
export type IdentiteEtrangere = Infer<typeof IdentiteEtrangere>;
/** Identity of a project holder (business owner): a person, known by a national register number. */
export const IdentitePorteurProjet = object({
  numeroRegistreNational: refine(Text(20), 'registreNational', (v) => isValidNationalRegisterNumber(v) || INVALID_NATIONAL_REGISTER),
  nomLong: Text(200),
});
export type IdentitePorteurProjet = Infer<typeof IdentitePorteurProjet>;

const NonNegative = (name: string, max: number, maxDecimals: number, message: string) => decimal({ name, positive: false, max, maxDecimals, message: () => message });

const PmeFields = object({
  typePme: TypePmeField,
  pmeChiffreAffaire: NonNegative('ChiffreAffaire', 1e12, 2, "Chiffre d'affaires invalide : un montant positif ou nul, au plus deux décimales."),
  pmeNombreEmploye: NonNegative('NombreEmploye', 1e6, 2, 'Nombre invalide : des équivalents temps plein, positif ou nul, au plus deux décimales.'),
  pmeDateCreation: Day,
});

/** The SME type rule of section 5 (domain/sme.ts), on the field concerned. */
function withPmeRule<T extends Infer<typeof PmeFields>, S>(struct: Struct<T, S>): Struct<T, S> {
  return refine(struct, 'pme', (pme, ctx) => {
    // Superstruct refines values whose fields failed too: the rule reads only well-formed data.
    if (!is(pme, type(PmeFields.schema))) return true;
    const problem = pmeProblem(pme, platformToday());
    // A refinement's path is absolute: under `organisation` in the payload, at the top in the step's form.
    return problem === null || { path: [...ctx.path, problem.field], message: problem.message };
  });
}

/** The SME data of a company (spec section 3): the wizard's SME step. */
export const PmeInput = withPmeRule(PmeFields);
export type PmeInput = Infer<typeof PmeInput>;

/** What `organisation` holds for each kind: a company's identity and SME data; a project holder's identity only. */
const ORGANISATION_BY_SOUS_TYPE = {
  [SousTypeOrganisation.ENTREPRISE]: withPmeRule(assign(IdentiteEntreprise, PmeFields)),
  [SousTypeOrganisation.ENTREPRISE_ETRANGERE]: withPmeRule(assign(IdentiteEtrangere, PmeFields)),
  [SousTypeOrganisation.PORTEUR_PROJET]: IdentitePorteurProjet,
};

/** The organisation part of the payload, whichever its kind; the server reads the fields of its kind. */
export type OrganisationAjoutee = Partial<Infer<typeof IdentiteEntreprise> & Infer<typeof IdentiteEtrangere> & Infer<typeof IdentitePorteurProjet> & PmeInput>;

const { Prenom, Nom, Email, Telephone } = contactIdentityFields;

/**
 * A contact of the new organisation and the type of its link: the identity fields of the contact schema
 * (domain/schemas/contacts.ts) a person is named and reached by; an existing contact is found by its e-mail,
 * else one is created with these. The function is the link's (for that organisation), the phone both.
 */
export const ContactAjoute = object({
  typeContactId: enums([TypeContact.AUTORITE, TypeContact.REFERENCE]),
  Prenom,
  Nom,
  Email,
  Telephone,
  fonction: Text(100, { required: false }),
});
export type ContactAjoute = Infer<typeof ContactAjoute>;

const hasAll = <T>(items: readonly T[], wanted: readonly T[]) => wanted.every((w) => items.includes(w));

export const OrganisationAddPayload = refine(
  object({
    typeId: literal(TypeOrganisation.BENEFICIAIRE),
    sousTypeId: SousTypeAjoutableField,
    /** Its shape follows `sousTypeId`, already read when this is (superstruct checks keys in order). */
    organisation: dynamic<OrganisationAjoutee>((_, ctx) => {
      const parent = ctx.branch[ctx.branch.length - 2] as { sousTypeId?: unknown } | undefined;
      return (ORGANISATION_BY_SOUS_TYPE[parent?.sousTypeId as SousTypeAjoutable] ?? IdentiteEntreprise) as Struct<OrganisationAjoutee, unknown>;
    }),
    contacts: size(array(ContactAjoute), 0, 4),
    adresses: size(array(AddressInput), 0, 10),
    /** Supporting documents are not taken at creation yet: they are added from the organisation afterwards. */
    documents: optional(size(array(Id), 0, 0)),
    /** The provider organisation the caller acts for; without it, any where it may create a beneficiary. */
    prestataireId: optional(Id),
  }),
  'organisationAdd',
  // Superstruct refines an object whose fields failed too: only lists are read.
  function* ({ contacts, adresses }) {
    if (!Array.isArray(contacts) || !Array.isArray(adresses)) return;
    if (!hasAll(contacts.map((c) => c.typeContactId), [TypeContact.AUTORITE, TypeContact.REFERENCE])) yield { path: ['contacts'], message: MISSING_CONTACTS };
    if (!hasAll(adresses.map((a) => a.typeAdresse), [TypeAdresse.SIEGE_SOCIAL, TypeAdresse.UNITE_ETABLISSEMENT])) yield { path: ['adresses'], message: MISSING_ADDRESSES };
  },
);
export type OrganisationAddPayload = Infer<typeof OrganisationAddPayload>;

const ContactFields = omit(ContactAjoute, ['typeContactId']);

/** The contacts step's form: the Authority and the Reference (the same person may hold both). */
export const ContactsStepInput = object({ autorite: ContactFields, reference: ContactFields });
export type ContactsStepInput = Infer<typeof ContactsStepInput>;

/** The addresses step's form: the head office and the establishment unit. */
export const AdressesStepInput = object({ siege: AddressInput, unite: AddressInput });
export type AdressesStepInput = Infer<typeof AdressesStepInput>;

/**
 * /beneficiaire/porteurProjetAdd's form: a project holder is one person, its own Authority and Reference,
 * whose address is its head office and establishment unit (sent so to POST /organisations/add).
 */
export const PorteurProjetInput = object({
  numeroRegistreNational: IdentitePorteurProjet.schema.numeroRegistreNational,
  ...omit(ContactFields, ['fonction']).schema,
  adresse: AddressInput,
});
export type PorteurProjetInput = Infer<typeof PorteurProjetInput>;

/** The body of POST /organisations/add for a project holder. */
export function porteurProjetPayload({ numeroRegistreNational, adresse, ...person }: PorteurProjetInput): OrganisationAddPayload {
  const contact = { ...person, fonction: '' };
  return {
    typeId: TypeOrganisation.BENEFICIAIRE,
    sousTypeId: SousTypeOrganisation.PORTEUR_PROJET,
    organisation: { numeroRegistreNational, nomLong: `${person.Prenom} ${person.Nom}` },
    contacts: [TypeContact.AUTORITE, TypeContact.REFERENCE].map((typeContactId) => ({ typeContactId, ...contact })),
    adresses: [TypeAdresse.SIEGE_SOCIAL, TypeAdresse.UNITE_ETABLISSEMENT].map((typeAdresse) => ({ ...adresse, typeAdresse })),
  };
}
