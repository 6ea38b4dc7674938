import { api } from '../client';
import type { DossierDetail } from '../dossiers/types';
import type { UpdateTypeAidePayload } from '../../../domain/schemas/wizard';
import { useDossierMutation } from './mutation';

/** POST /dossiers/{id}/update-type-aide: step 1 saved; answers the dossier as it now is. */
export function updateTypeAide(dossierId: number, payload: UpdateTypeAidePayload): Promise<DossierDetail> {
  return api<DossierDetail>(`/dossiers/${dossierId}/update-type-aide`, { method: 'POST', body: payload });
}

export function useUpdateTypeAide(dossierId: number) {
  return useDossierMutation((payload: UpdateTypeAidePayload) => updateTypeAide(dossierId, payload));
}
