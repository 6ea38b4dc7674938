import { array, enums, nullable, number, object, optional, string, type Infer } from 'superstruct';
import { ALL_TYPES_CONTACT } from '../contact-types';
import { NamedRecord } from './shapes';

/** A contact-organisation link as the link calls answer it, with the spec's field names (spec section 3, x_contacts). */
export const ContactLink = object({
  id: number(),
  ContactId: number(),
  TypeContactId: number(),
  TypeOrganisationId: number(),
  organisation_id: number(),
  validation_status: number(),
  function: nullable(string()),
  phone: nullable(string()),
  email: nullable(string()),
  version: number(),
});
export type ContactLink = Infer<typeof ContactLink>;

/** POST /organisations/addLinkOrgaContact: the link, and the organisation it was asked of when asked by company number. */
export const AddedContactLink = object({ ...ContactLink.schema, organisation: optional(NamedRecord) });

/** POST /contacts/searchByEmail: who has that e-mail and the types it already holds in the organisation (null for nobody). */
export const FoundContact = object({ id: number(), Prenom: string(), Nom: string(), Email: string(), types: array(enums(ALL_TYPES_CONTACT)) });
export type FoundContact = Infer<typeof FoundContact>;
