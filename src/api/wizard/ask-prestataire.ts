import { api } from '../client';
import type { DossierDetail } from '../dossiers/types';
import type { AskTextPayload } from '../../../domain/schemas/dossiers';
import { useDossierMutation } from './mutation';

/**
 * POST /dossiers/{id}/askPrestataire: from the initiation's recap or the dossier's remarks, the beneficiary
 * writes to the provider the dossier was sent to (e-mailed to its Authority contacts, kept in the dossier's remarks).
 */
export function askPrestataire(dossierId: number, payload: AskTextPayload): Promise<DossierDetail> {
  return api<DossierDetail>(`/dossiers/${dossierId}/askPrestataire`, { method: 'POST', body: payload });
}

export function useAskPrestataire(dossierId: number) {
  return useDossierMutation((payload: AskTextPayload) => askPrestataire(dossierId, payload));
}
