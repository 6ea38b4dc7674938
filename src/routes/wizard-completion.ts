import { dossierActionVerdict } from '../../machines/access/dossierActions';
import type { CreationCaller } from '../../machines/access/dossierCreation';
import { toDossierForAccess } from '../api/dossiers/dossier-access';
import type { DossierDetail } from '../api/dossiers/types';
import { RouteRefusal } from './route-refusal';

/**
 * Matrix row "create or complete a dossier", asked with the function the server asks before saving any
 * screen (403 there). A refusal by the dossier's state is the step guard's: it sends to the screen that state
 * allows. Loaded with the wizard's first address: the status machine it reads stays out of the first page.
 */
export function requireCompletion(detail: DossierDetail, caller: CreationCaller): void {
  const verdict = dossierActionVerdict('complete', toDossierForAccess(detail), caller);
  if (verdict === 'forbidden') throw new RouteRefusal('completeDossier', detail.id);
  if (verdict === 'readOnly') throw new RouteRefusal('readOnly', detail.id);
}
