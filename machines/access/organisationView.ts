import { PERMISSIONS } from '../../domain/permissions';
import { dossierSideOf, typesContactIn, type DossierCaller } from './dossierScope';

/** "View an organisation" (matrix row A, R, E, I): a validated contact of it, or a manager, who sees every organisation. */
export function mayViewOrganisation(caller: DossierCaller, organisationId: number): boolean {
  if (dossierSideOf(caller.droitId) === 'gestion') return true;
  return typesContactIn(caller, organisationId).some((type) => (PERMISSIONS.VIEW_ORGANISATION as readonly number[]).includes(type));
}
