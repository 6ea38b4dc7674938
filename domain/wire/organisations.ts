import type { ActionName } from '../permissions';
import type { SourceAdresseId } from '../organisation-types';

/**
 * An organisation as GET /api/organisations/{id} answers it (spec sections 3 and 7), the spec's field
 * names on the wire; the server builds it and the screens read it, from this one type.
 */

/** One contact-organisation link of the organisation (x_contacts): who, as what, and how to reach them there. */
export interface OrganisationContactLink {
  /** The link's id (the one the link calls take). */
  id: number;
  contact: { id: number; Prenom: string; Nom: string; Email: string };
  TypeContactId: number;
  function: string | null;
  phone: string | null;
  /** The e-mail used for that organisation. */
  email: string | null;
  validation_status: number;
  actif: boolean;
  version: number;
}

/** One address of the organisation (x_adresses) with its active flag and where it came from. */
export interface OrganisationAddress {
  AdresseId: number;
  actif: boolean;
  source: SourceAdresseId;
  TypeAdresse: number;
  nom: string | null;
  rue: string;
  numero: string;
  boite: string | null;
  codePostal: string;
  localite: string;
  pays: string;
}

/** A commercial contact of a provider (spec section 3, Commercial data): a name and how to reach them. */
export interface CommercialContact {
  nom: string;
  email: string | null;
  telephone: string | null;
}

/** The relations `with[]` may ask for (spec section 7). */
export const ORGANISATION_WITH = ['sous_type', 'type_pme', 'nace', 'x_contacts', 'x_adresses', 'forme_juridique'] as const;
export type OrganisationWith = (typeof ORGANISATION_WITH)[number];

/** The fields a user may not change because they came from the company register (spec section 5: helpdesk only). */
export const REGISTER_FIELDS = ['NomLong', 'FormeJuridique', 'NumeroBce', 'CodesNace'] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

export interface OrganisationDetail {
  id: number;
  TypeOrganisationId: number;
  SousTypeOrganisationId: number | null;
  NumeroBce: string | null;
  NumeroIdentification: string | null;
  NumeroRegistreNational: string | null;
  NomLong: string;
  NomCourt: string | null;
  FormeJuridique: string | null;
  CodesNace: string[];
  TypePme: number | null;
  PmeDateCreation: string | null;
  PmeChiffreAffaire: string | null;
  PmeNombreEmploye: string | null;
  FinaliteProjet: string | null;
  Remarques: string | null;
  Etranger: boolean;
  IBAN: string | null;
  TitulaireIBAN: string | null;
  PaysIBAN: string | null;
  DescriptionIBAN: string | null;
  DenominationCommercialeLongue: string | null;
  SiteWeb: string | null;
  ProfilLinkedIn: string | null;
  MailContact: string | null;
  ContactsCommerciaux: CommercialContact[];
  AdresseCommerciale: OrganisationAddress | null;
  actif: boolean;
  version: number;
  /** Relations, present when asked for with `with[]`. */
  sous_type?: { id: number; label: string } | null;
  type_pme?: { id: number; label: string } | null;
  nace?: string[];
  forme_juridique?: string | null;
  x_contacts?: OrganisationContactLink[];
  x_adresses?: OrganisationAddress[];
  /** The matrix actions the caller may take in this organisation (mayActInOrganisation), for the screens. */
  actions: ActionName[];
  /** The fields that came from the company register: shown read-only, "modifiable par le helpdesk uniquement". */
  registerFields: RegisterField[];
}

/** One row of the organisation list (POST /api/organisations). */
export interface OrganisationSummary {
  id: number;
  TypeOrganisationId: number;
  SousTypeOrganisationId: number | null;
  TypePme: number | null;
  NomLong: string;
  NumeroBce: string | null;
  NumeroIdentification: string | null;
  localite: string | null;
}

export interface OrganisationPage {
  items: OrganisationSummary[];
  /** Exact when `totalExact`; otherwise at least that many match (the server counts a bounded way ahead). */
  total: number;
  totalExact: boolean;
  page: number;
  perPage: number;
}
