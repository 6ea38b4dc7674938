import type { TypeAdresseId } from '../organisation-types';
import type { StatutValidationLienId } from '../link-validation';

/**
 * A contact as the contacts API sends it (spec sections 3 and 7, Contact), with the spec's field names.
 * The relations named in `with[]` come only when asked for.
 */

/** An address as read back (spec section 3, Address). */
export interface ContactAddressWire {
  id: number;
  typeAdresse: TypeAdresseId;
  nom: string | null;
  rue: string;
  numero: string;
  boite: string | null;
  codePostal: string;
  localite: string;
  pays: string;
}

/** One link of the contact to an organisation (x_organisations): one per contact type held. */
export interface ContactOrganisationLinkWire {
  id: number;
  organisation_id: number;
  /** The organisation's long name, so a list reads without another call. */
  organisation_nom: string;
  TypeOrganisationId: number;
  TypeContactId: number;
  validation_status: StatutValidationLienId;
  organisation_actif: boolean;
  fonction: string | null;
  telephone: string | null;
  email: string | null;
}

/** An organisation the contact is linked to, once (organisations_distinct). */
export interface ContactOrganisationWire {
  id: number;
  nom: string;
  TypeOrganisationId: number;
}

/** A row of the contact list (POST /contacts). */
export interface ContactListItem {
  id: number;
  Prenom: string;
  Nom: string;
  Email: string;
  NomUtilisateur: string;
  Nationalite: string | null;
  /** The long names of the organisations it is linked to (validated or not), in name order. */
  organisations: string[];
}

export interface ContactListPage {
  items: ContactListItem[];
  total: number;
  page: number;
  perPage: number;
}

/** GET /contacts/{id}: the contact, and the relations asked for. */
export interface ContactWire {
  id: number;
  Email: string;
  NomUtilisateur: string;
  Prenom: string;
  Nom: string;
  Telephone: string | null;
  Nationalite: string | null;
  NumeroIdentification: string | null;
  AdresseId: number | null;
  ProfilLinkedIn: string | null;
  ReceptionEmail: boolean;
  /** The kinds of e-mail the contact turned off (domain/notifications.ts). */
  NotificationsDesactivees: string[];
  BeneficiaireId: number | null;
  PhotoEmpreinteId: number | null;
  wp_connector_disabled: boolean;
  compte_valide: boolean;
  created_at: string;
  version: number;
  adresse?: ContactAddressWire | null;
  /** The nationality's code and French name. */
  pays?: { code: string; nom: string } | null;
  x_organisations?: ContactOrganisationLinkWire[];
  organisations_distinct?: ContactOrganisationWire[];
  droits?: { id: number }[];
  beneficiaire?: ContactOrganisationWire | null;
  /** The kind of identity document it named, with its French name. */
  type_document_identite?: { code: string; libelle: string } | null;
  lab_contact_labellings?: ContactLabellingWire[];
}

/**
 * One labelling of the contact as an expert (lab_contact_labellings): a competence the platform validated or is
 * examining for it, for the provider that asked, with its status and, once granted, its validity.
 */
export interface ContactLabellingWire {
  competence_id: number;
  code: string;
  libelle: string;
  organisation_id: number | null;
  organisation_nom: string | null;
  statut: number;
  statut_libelle: string;
  accorde_le: string | null;
  expire_le: string | null;
}

/** The relations GET /contacts/{id} may load (spec section 3). */
export const CONTACT_RELATIONS = [
  'adresse',
  'type_document_identite',
  'pays',
  'x_organisations',
  'lab_contact_labellings',
  'organisations_distinct',
  'beneficiaire',
  'droits',
] as const;
export type ContactRelation = (typeof CONTACT_RELATIONS)[number];
