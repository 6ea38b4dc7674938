import { dossierActionVerdict } from '../../machines/access/dossierActions';
import type { CreationCaller } from '../../machines/access/dossierCreation';
import { toDossierForAccess } from '../api/dossiers/dossier-access';
import type { DossierDetail } from '../api/dossiers/types';
import { RouteRefusal } from '../layout/route-refusal';

/**
 * A dossier of the older platform is read-only, which no state of the wizard says: asked with the function
 * the server asks before saving any screen (403 there). Loaded with the wizard's first address: the status
 * machine it reads stays out of the first page.
 */
export function requireCurrentPlatform(detail: DossierDetail, caller: CreationCaller): void {
  if (dossierActionVerdict('complete', toDossierForAccess(detail), caller) === 'readOnly') throw new RouteRefusal('readOnly', detail.id);
}
