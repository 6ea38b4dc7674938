import type { Db } from '../../db/client';
import { forbidden, invalidTransition, notFound, readOnlyDossier } from '../../../domain/errors';
import { dossierActionVerdict, type DossierAction } from '../../../machines/access/dossierActions';
import type { DossierCaller } from '../../../machines/access/dossierScope';
import type { StoredDossier } from '../../db/rows';
import { findDossier } from './stored';

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

/**
 * Whether the caller may take this action on the dossier at all (404 when there is none, 403 when the rules
 * refuse this caller), whatever the dossier's state: what a route checks before reading the body. The
 * operation checks again, with its state, in its own transaction.
 */
export async function requireDossierCaller(db: Db, dossierId: number, action: DossierAction, caller: DossierCaller): Promise<void> {
  const stored = await findDossier(db, dossierId);
  if (!stored) throw notFound();
  if (dossierActionVerdict(action, stored.access, caller) === 'forbidden') throw forbidden();
}
