import { PERMISSIONS, type ActionName } from '../../domain/permissions';
import { typesContactIn, type DossierCaller } from './dossierScope';

/**
 * The matrix of spec section 6 applied to one organisation: the caller holds there a validated, active
 * link of a contact type the action's row allows (only active links are loaded for a caller). Every
 * per-organisation rule (edit it, manage its addresses or its contact links, validate link requests)
 * asks this, on the server and in the screens, so the two cannot disagree.
 */
export function mayActInOrganisation(caller: DossierCaller, organisationId: number, action: ActionName): boolean {
  return typesContactIn(caller, organisationId).some((type) => (PERMISSIONS[action] as readonly number[]).includes(type));
}
