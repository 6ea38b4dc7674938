import { Droit, type DroitId } from './droits';

/**
 * Staff keep access while a manager's maintenance toggle is on, so that one of them can end it; everyone
 * else gets the maintenance page. The spec says only that the flag shows that page.
 */
export const MAINTENANCE_EXEMPT_DROITS: readonly DroitId[] = [Droit.AdministrateurGeneral, Droit.Administrateur, Droit.Gestionnaire];

export const exemptFromMaintenance = (droitId: number) => (MAINTENANCE_EXEMPT_DROITS as readonly number[]).includes(droitId);
