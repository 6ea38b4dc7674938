import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';
import type { DossierDetail } from '../dossiers/types';
import type { ConfigureCompetencesPayload } from '../../../domain/schemas/wizard';
import type { CompetenceChoice } from '../../../domain/wire/wizard';
import { wizardKeys } from './keys';
import { useDossierMutation } from './mutation';

/** GET /dossiers/{id}/available-competences: the competences the experts of the dossier's provider hold. */
export function fetchAvailableCompetences(dossierId: number): Promise<CompetenceChoice[]> {
  return api<CompetenceChoice[]>(`/dossiers/${dossierId}/available-competences`);
}

export const availableCompetencesQuery = (dossierId: number) =>
  queryOptions({ queryKey: wizardKeys.availableCompetences(dossierId), queryFn: () => fetchAvailableCompetences(dossierId) });

export function useAvailableCompetences(dossierId: number) {
  return useQuery(availableCompetencesQuery(dossierId));
}

/** POST /dossiers/{id}/configure-competences: step 4 saved (competences with their share, experts). */
export function configureCompetences(dossierId: number, payload: ConfigureCompetencesPayload): Promise<DossierDetail> {
  return api<DossierDetail>(`/dossiers/${dossierId}/configure-competences`, { method: 'POST', body: payload });
}

export function useConfigureCompetences(dossierId: number) {
  return useDossierMutation((payload: ConfigureCompetencesPayload) => configureCompetences(dossierId, payload));
}
