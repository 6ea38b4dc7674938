import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';
import type { ExpertChoice } from '../../../domain/wire/wizard';
import { wizardKeys } from '../wizard/keys';

/**
 * GET /contacts/available-experts-for-dossier/{dossierId}?competences=a,b: the experts of the dossier's
 * provider who hold at least one of those competences (all its experts without any), each with the
 * competences it holds, so that the form can show which chosen competences are covered.
 */
export function fetchAvailableExperts(dossierId: number, competenceIds: readonly number[]): Promise<ExpertChoice[]> {
  return api<ExpertChoice[]>(`/contacts/available-experts-for-dossier/${dossierId}`, { query: { competences: competenceIds.join(',') } });
}

export const availableExpertsQuery = (dossierId: number, competenceIds: readonly number[]) =>
  queryOptions({
    queryKey: wizardKeys.availableExperts(dossierId, competenceIds),
    queryFn: () => fetchAvailableExperts(dossierId, competenceIds),
  });

export function useAvailableExperts(dossierId: number, competenceIds: readonly number[]) {
  return useQuery(availableExpertsQuery(dossierId, competenceIds));
}
