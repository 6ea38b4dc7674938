import { api } from '../client';
import type { DossierDetail } from '../dossiers/types';
import type { ConfigurePrestatairePartiallyPayload, ConfigurePrestatairePayload } from '../../../domain/schemas/wizard';
import { useDossierMutation } from './mutation';

/** POST /dossiers/{id}/configure-prestataire: step 3 of the introduction (provider, its Authority, Reference and Information contacts). */
export function configurePrestataire(dossierId: number, payload: ConfigurePrestatairePayload): Promise<DossierDetail> {
  return api<DossierDetail>(`/dossiers/${dossierId}/configure-prestataire`, { method: 'POST', body: payload });
}

export function useConfigurePrestataire(dossierId: number) {
  return useDossierMutation((payload: ConfigurePrestatairePayload) => configurePrestataire(dossierId, payload));
}

/**
 * POST /dossiers/{id}/configure-prestataire-partially: step 3 of the initiation. The beneficiary chooses the
 * provider, which sends the dossier to it: the answer's EtapeEncodage is DossierPrestation, and the
 * beneficiary's wizard now opens only the recap.
 */
export function configurePrestatairePartially(dossierId: number, payload: ConfigurePrestatairePartiallyPayload): Promise<DossierDetail> {
  return api<DossierDetail>(`/dossiers/${dossierId}/configure-prestataire-partially`, { method: 'POST', body: payload });
}

export function useConfigurePrestatairePartially(dossierId: number) {
  return useDossierMutation((payload: ConfigurePrestatairePartiallyPayload) => configurePrestatairePartially(dossierId, payload));
}
