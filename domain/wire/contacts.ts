import { PostalAddress } from './shapes';
import { CONTACT_NAMES, CONTACT_PROFILE } from './contact-names';
import { array, boolean, enums, nullable, number, object, optional, string, type Infer } from 'superstruct';
import { TypeAdresse } from '../organisation-types';
import { StatutValidationLien } from '../link-validation';

/**
 * A contact as the contacts API sends it (spec sections 3 and 7, Contact), with the spec's field names.
 * The relations named in `with[]` come only when asked for.
 */

/** An address as read back (spec section 3, Address). */
export const ContactAddressWire = object({
  id: number(),
  typeAdresse: enums(Object.values(TypeAdresse)),
  nom: nullable(string()),
  ...PostalAddress.schema,
});
export type ContactAddressWire = Infer<typeof ContactAddressWire>;

/** One link of the contact to an organisation (x_organisations): one per contact type held. */
export const ContactOrganisationLinkWire = object({
  id: number(),
  organisation_id: number(),
  /** The organisation's long name, so a list reads without another call. */
  organisation_nom: string(),
  TypeOrganisationId: number(),
  TypeContactId: number(),
  validation_status: enums(Object.values(StatutValidationLien)),
  organisation_actif: boolean(),
  fonction: nullable(string()),
  telephone: nullable(string()),
  email: nullable(string()),
});
export type ContactOrganisationLinkWire = Infer<typeof ContactOrganisationLinkWire>;

/** An organisation the contact is linked to, once (organisations_distinct). */
export const ContactOrganisationWire = object({ id: number(), nom: string(), TypeOrganisationId: number() });
export type ContactOrganisationWire = Infer<typeof ContactOrganisationWire>;

/** A row of the contact list (POST /contacts). */
export const ContactListItem = object({
  id: number(),
  Prenom: string(),
  Nom: string(),
  Email: string(),
  NomUtilisateur: string(),
  Nationalite: nullable(string()),
  /** The long names of the organisations it is linked to (validated or not), in name order. */
  organisations: array(string()),
});
export type ContactListItem = Infer<typeof ContactListItem>;

export const ContactListPage = object({ items: array(ContactListItem), total: number(), page: number(), perPage: number() });
export type ContactListPage = Infer<typeof ContactListPage>;

/** GET /contacts/{id}: the contact, and the relations asked for. */
/**
 * One labelling of the contact as an expert (lab_contact_labellings): a competence the platform validated or is
 * examining for it, for the provider that asked, with its status and, once granted, its validity.
 */
export const ContactLabellingWire = object({
  competence_id: number(),
  code: string(),
  libelle: string(),
  organisation_id: nullable(number()),
  organisation_nom: nullable(string()),
  statut: number(),
  statut_libelle: string(),
  accorde_le: nullable(string()),
  expire_le: nullable(string()),
});
export type ContactLabellingWire = Infer<typeof ContactLabellingWire>;

export const ContactWire = object({
  ...CONTACT_NAMES,
  Telephone: nullable(string()),
  Nationalite: nullable(string()),
  NumeroIdentification: nullable(string()),
  ...CONTACT_PROFILE,
  /** The kinds of e-mail the contact turned off (domain/notifications.ts). */
  NotificationsDesactivees: array(string()),
  compte_valide: boolean(),
  created_at: string(),
  version: number(),
  adresse: optional(nullable(ContactAddressWire)),
  /** The nationality's code and French name. */
  pays: optional(nullable(object({ code: string(), nom: string() }))),
  x_organisations: optional(array(ContactOrganisationLinkWire)),
  organisations_distinct: optional(array(ContactOrganisationWire)),
  droits: optional(array(object({ id: number() }))),
  beneficiaire: optional(nullable(ContactOrganisationWire)),
  /** The kind of identity document it named, with its French name. */
  type_document_identite: optional(nullable(object({ code: string(), libelle: string() }))),
  lab_contact_labellings: optional(array(ContactLabellingWire)),
});
export type ContactWire = Infer<typeof ContactWire>;

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

/** POST /contacts/{id}/photo: the photo stored in place of any earlier one. */
export const StoredPhoto = object({ PhotoEmpreinteId: number(), mime: string(), taille: number() });

/** POST /contacts/{id}/photo/delete: the contact, now without a photo (its PhotoEmpreinteId is null). */
export const RemovedPhoto = object({ id: number(), PhotoEmpreinteId: nullable(number()) });
