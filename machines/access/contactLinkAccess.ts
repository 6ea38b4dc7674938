import type { DossierCaller } from './dossierScope';
import { mayActInOrganisation } from './organisationActions';

/**
 * "Validate link requests" (matrix of spec section 6, A only): an inactive Authority decides nothing.
 * The contact-link machine's guard, the server and the screens ask this.
 */
export function mayDecideLink(caller: DossierCaller, organisationId: number): boolean {
  return mayActInOrganisation(caller, organisationId, 'VALIDATE_LINK_REQUEST');
}

/**
 * "Delete a link": the contact its own link (a request may be withdrawn), or an Authority who manages the
 * organisation's contact links (MANAGE_CONTACT_LINKS).
 */
export function mayDeleteLink(caller: DossierCaller, link: { contactId: number; organisationId: number }): boolean {
  return link.contactId === caller.contactId || mayActInOrganisation(caller, link.organisationId, 'MANAGE_CONTACT_LINKS');
}
