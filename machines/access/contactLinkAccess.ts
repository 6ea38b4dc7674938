import { PERMISSIONS } from '../../domain/permissions';
import { typesContactIn, type DossierCaller } from './dossierScope';

/**
 * "Validate link requests" (matrix of spec section 6, A only): the caller holds a validated link of a type
 * the matrix allows in the organisation. Only active links are loaded for a caller, so an inactive
 * Authority decides nothing. The contact-link machine's guard, the server and the screens ask this.
 */
export function mayDecideLink(caller: DossierCaller, organisationId: number): boolean {
  return typesContactIn(caller, organisationId).some((type) => (PERMISSIONS.VALIDATE_LINK_REQUEST as readonly number[]).includes(type));
}
