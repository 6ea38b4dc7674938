import { api } from '../client';
import type { DossierDetail } from '../dossiers/types';
import type { ConfigureBeneficiairePayload } from '../../../domain/schemas/wizard';
import { useDossierMutation } from './mutation';

/** POST /dossiers/{id}/configure-beneficiaire: step 2 saved (organisation, establishment unit, Authority contact). */
export function configureBeneficiaire(dossierId: number, payload: ConfigureBeneficiairePayload): Promise<DossierDetail> {
  return api<DossierDetail>(`/dossiers/${dossierId}/configure-beneficiaire`, { method: 'POST', body: payload });
}

export function useConfigureBeneficiaire(dossierId: number) {
  return useDossierMutation((payload: ConfigureBeneficiairePayload) => configureBeneficiaire(dossierId, payload));
}
