import { TYPE_CONTACT_LABELS, isTypeContactId } from '../../../domain/contact-types';
import { TYPE_ORGANISATION_LABELS, isTypeOrganisationId } from '../../../domain/organisation-types';

/** The spec's names of a link's contact type and organisation type (domain/), whatever number the server sends. */
export const typeContactLabel = (id: number) => (isTypeContactId(id) ? TYPE_CONTACT_LABELS[id] : String(id));
export const typeOrganisationLabel = (id: number) => (isTypeOrganisationId(id) ? TYPE_ORGANISATION_LABELS[id] : String(id));
