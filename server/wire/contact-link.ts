import type { ContactLinkRow } from '../db/rows';
import type { ContactLink } from '../../domain/wire/contact-links';

/** A contact-organisation link as the browser reads it: the spec's field names (spec section 3, x_contacts). */
export function contactLinkToWire(link: ContactLinkRow): ContactLink {
  return {
    id: link.id,
    ContactId: link.contactId,
    TypeContactId: link.typeContactId,
    TypeOrganisationId: link.typeOrganisationId,
    organisation_id: link.organisationId,
    validation_status: link.validationStatus,
    function: link.fonction,
    phone: link.telephone,
    email: link.email,
    version: link.version,
  };
}
