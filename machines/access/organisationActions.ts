import { Droit } from '../../domain/droits';
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

/** The provider side of an organisation: under the provider right only, the matrix's row for the caller's link to it. */
export function mayActAsProvider(caller: DossierCaller, organisationId: number, action: ActionName): boolean {
  return caller.droitId === Droit.Prestataire && mayActInOrganisation(caller, organisationId, action);
}

/** A provider area's check from its table of named actions, each reading its row of the matrix. */
export const providerActionCheck =
  <K extends string>(rows: Record<K, ActionName>) =>
  (caller: DossierCaller, organisationId: number, action: K): boolean =>
    mayActAsProvider(caller, organisationId, rows[action]);
