import { dossierSideOf, type DossierCaller } from './dossierScope';
import { mayActInOrganisation } from './organisationActions';

/** "View an organisation" (matrix row A, R, E, I): a validated contact of it, or a manager, who sees every organisation. */
export function mayViewOrganisation(caller: DossierCaller, organisationId: number): boolean {
  return dossierSideOf(caller.droitId) === 'gestion' || mayActInOrganisation(caller, organisationId, 'VIEW_ORGANISATION');
}
