import { PostalAddress } from './shapes';
import { array, boolean, enums, nullable, number, object, optional, string, type Infer } from 'superstruct';
import { ALL_ACTIONS } from '../permissions';
import { SourceAdresse } from '../organisation-types';

/**
 * An organisation as GET /api/organisations/{id} answers it (spec sections 3 and 7), the spec's field
 * names on the wire; the server builds it and the screens read it, from this one type.
 */

/** One contact-organisation link of the organisation (x_contacts): who, as what, and how to reach them there. */
export const OrganisationContactLink = object({
  /** The link's id (the one the link calls take). */
  id: number(),
  contact: object({ id: number(), Prenom: string(), Nom: string(), Email: string() }),
  TypeContactId: number(),
  function: nullable(string()),
  phone: nullable(string()),
  /** The e-mail used for that organisation. */
  email: nullable(string()),
  validation_status: number(),
  actif: boolean(),
  version: number(),
});
export type OrganisationContactLink = Infer<typeof OrganisationContactLink>;

/** One address of the organisation (x_adresses) with its active flag and where it came from. */
export const OrganisationAddress = object({
  AdresseId: number(),
  actif: boolean(),
  source: enums(Object.values(SourceAdresse)),
  TypeAdresse: number(),
  nom: nullable(string()),
  ...PostalAddress.schema,
});
export type OrganisationAddress = Infer<typeof OrganisationAddress>;

/** A commercial contact of a provider (spec section 3, Commercial data): a name and how to reach them. */
export const CommercialContact = object({ nom: string(), email: nullable(string()), telephone: nullable(string()) });
export type CommercialContact = Infer<typeof CommercialContact>;


/** The fields a user may not change because they came from the company register (spec section 5: helpdesk only). */
export const REGISTER_FIELDS = ['NomLong', 'FormeJuridique', 'NumeroBce', 'CodesNace'] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

const Labelled = nullable(object({ id: number(), label: string() }));

export const OrganisationDetail = object({
  id: number(),
  TypeOrganisationId: number(),
  SousTypeOrganisationId: nullable(number()),
  NumeroBce: nullable(string()),
  NumeroIdentification: nullable(string()),
  NumeroRegistreNational: nullable(string()),
  NomLong: string(),
  NomCourt: nullable(string()),
  FormeJuridique: nullable(string()),
  CodesNace: array(string()),
  TypePme: nullable(number()),
  PmeDateCreation: nullable(string()),
  PmeChiffreAffaire: nullable(string()),
  PmeNombreEmploye: nullable(string()),
  FinaliteProjet: nullable(string()),
  Remarques: nullable(string()),
  Etranger: boolean(),
  IBAN: nullable(string()),
  TitulaireIBAN: nullable(string()),
  PaysIBAN: nullable(string()),
  DescriptionIBAN: nullable(string()),
  DenominationCommercialeLongue: nullable(string()),
  SiteWeb: nullable(string()),
  ProfilLinkedIn: nullable(string()),
  MailContact: nullable(string()),
  ContactsCommerciaux: array(CommercialContact),
  AdresseCommerciale: nullable(OrganisationAddress),
  actif: boolean(),
  version: number(),
  /** Relations, present when asked for with `with[]`. */
  sous_type: optional(Labelled),
  type_pme: optional(Labelled),
  nace: optional(array(string())),
  forme_juridique: optional(nullable(string())),
  x_contacts: optional(array(OrganisationContactLink)),
  x_adresses: optional(array(OrganisationAddress)),
  /** The matrix actions the caller may take in this organisation (mayActInOrganisation), for the screens. */
  actions: array(enums(ALL_ACTIONS)),
  /** The fields that came from the company register: shown read-only, "modifiable par le helpdesk uniquement". */
  registerFields: array(enums(REGISTER_FIELDS)),
});
export type OrganisationDetail = Infer<typeof OrganisationDetail>;

/** One row of the organisation list (POST /api/organisations). */
export const OrganisationSummary = object({
  id: number(),
  TypeOrganisationId: number(),
  SousTypeOrganisationId: nullable(number()),
  TypePme: nullable(number()),
  NomLong: string(),
  NumeroBce: nullable(string()),
  NumeroIdentification: nullable(string()),
  localite: nullable(string()),
});
export type OrganisationSummary = Infer<typeof OrganisationSummary>;

export const OrganisationPage = object({
  items: array(OrganisationSummary),
  /** Exact when `totalExact`; otherwise at least that many match (the server counts a bounded way ahead). */
  total: number(),
  totalExact: boolean(),
  page: number(),
  perPage: number(),
});
export type OrganisationPage = Infer<typeof OrganisationPage>;
