import { forbidden, invalidTransition, readOnlyDossier } from '../../../domain/errors';
import { dossierActionVerdict, type DossierAction } from '../../../machines/access/dossierActions';
import type { DossierCaller } from '../../../machines/access/dossierScope';
import type { StoredDossier } from './stored';

/**
 * Refuses what the access rules refuse, with the status the API promises: 403 for who the caller is
 * (and for a read-only dossier), 409 InvalidTransition for what the dossier's state does not allow.
 */
export function authorizeDossierAction(action: DossierAction, dossier: StoredDossier, caller: DossierCaller): void {
  const verdict = dossierActionVerdict(action, dossier.access, caller);
  if (verdict === 'forbidden') throw forbidden();
  if (verdict === 'readOnly') throw readOnlyDossier();
  if (verdict === 'invalidState') throw invalidTransition();
}
