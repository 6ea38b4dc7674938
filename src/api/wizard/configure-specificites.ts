import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';
import type { DossierDetail } from '../dossiers/types';
import type { ConfigureSpecificitesPayload } from '../../../domain/schemas/wizard';
import type { PreviousDossier } from '../../../domain/wire/wizard';
import { wizardKeys } from './keys';
import { dossierDataPath, type DossierDataTarget } from './data-target';
import { useDossierMutation } from './mutation';

/** GET /dossiers/{id}/possible-previous-dossiers: the beneficiary's earlier dossiers that may be the prerequisite, with their documents. */
export function fetchPossiblePreviousDossiers(dossierId: number): Promise<PreviousDossier[]> {
  return api<PreviousDossier[]>(`/dossiers/${dossierId}/possible-previous-dossiers`);
}

export const possiblePreviousDossiersQuery = (dossierId: number) =>
  queryOptions({ queryKey: wizardKeys.possiblePreviousDossiers(dossierId), queryFn: () => fetchPossiblePreviousDossiers(dossierId) });

export function usePossiblePreviousDossiers(dossierId: number) {
  return useQuery(possiblePreviousDossiersQuery(dossierId));
}

/** POST /dossiers/{id}/configure-specificites (step 7) or /edit/specificites: prerequisite dossier and its justifications, extra NACE codes. */
export function configureSpecificites(dossierId: number, payload: ConfigureSpecificitesPayload, target: DossierDataTarget = 'introduction'): Promise<DossierDetail> {
  return api<DossierDetail>(dossierDataPath(dossierId, 'specificites', target), { method: 'POST', body: payload });
}

export function useConfigureSpecificites(dossierId: number, target: DossierDataTarget) {
  return useDossierMutation((payload: ConfigureSpecificitesPayload) => configureSpecificites(dossierId, payload, target));
}
