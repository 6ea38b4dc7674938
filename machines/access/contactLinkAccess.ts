import type { DossierCaller } from './dossierScope';
import { mayActInOrganisation } from './organisationActions';

/**
 * "Validate link requests" (matrix of spec section 6, A only): an inactive Authority decides nothing.
 * The contact-link machine's guard, the server and the screens ask this.
 */
export function mayDecideLink(caller: DossierCaller, organisationId: number): boolean {
  return mayActInOrganisation(caller, organisationId, 'VALIDATE_LINK_REQUEST');
}
