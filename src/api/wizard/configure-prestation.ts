import { api } from '../client';
import type { DossierDetail } from '../dossiers/types';
import type { ConfigurePrestationPayload } from '../../../domain/schemas/wizard';
import { dossierDataPath, type DossierDataTarget } from './data-target';
import { useDossierMutation } from './mutation';

/** POST /dossiers/{id}/configure-prestation (step 5) or /edit/prestation: the performance and its subcontractors saved. */
export function configurePrestation(dossierId: number, payload: ConfigurePrestationPayload, target: DossierDataTarget = 'introduction'): Promise<DossierDetail> {
  return api<DossierDetail>(dossierDataPath(dossierId, 'prestation', target), { method: 'POST', body: payload });
}

export function useConfigurePrestation(dossierId: number, target: DossierDataTarget) {
  return useDossierMutation((payload: ConfigurePrestationPayload) => configurePrestation(dossierId, payload, target));
}
