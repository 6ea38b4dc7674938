import { api } from '../client';
import type { DossierDetail } from '../dossiers/types';
import type { ConfigurePrestationPayload } from '../../../domain/schemas/wizard';
import { useDossierMutation } from './mutation';

/** POST /dossiers/{id}/configure-prestation: step 5 saved (the performance and its subcontractors). */
export function configurePrestation(dossierId: number, payload: ConfigurePrestationPayload): Promise<DossierDetail> {
  return api<DossierDetail>(`/dossiers/${dossierId}/configure-prestation`, { method: 'POST', body: payload });
}

export function useConfigurePrestation(dossierId: number) {
  return useDossierMutation((payload: ConfigurePrestationPayload) => configurePrestation(dossierId, payload));
}
