import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompetenceOption, ExpertItem } from '../../../domain/wire/competences';
import { api } from '../client';
import { labellisationKeys } from './keys';

/** GET /labellisation/prestataires/{id}/experts: the expert voucher recap, each Expert contact with every voucher asked for them. */
export const providerExpertsQuery = (prestataireId: number) =>
  queryOptions({ queryKey: labellisationKeys.providerExperts(prestataireId), queryFn: () => api<ExpertItem[]>(`/labellisation/prestataires/${prestataireId}/experts`) });

export function useProviderExperts(prestataireId: number) {
  return useQuery(providerExpertsQuery(prestataireId));
}

/** GET /labellisation/prestataires/{id}/competences: the platform's competences, each covered or not by the provider's recognitions. */
export const providerCompetencesQuery = (prestataireId: number) =>
  queryOptions({ queryKey: labellisationKeys.providerCompetences(prestataireId), queryFn: () => api<CompetenceOption[]>(`/labellisation/prestataires/${prestataireId}/competences`) });

export function useProviderCompetences(prestataireId: number | null) {
  return useQuery({ ...providerCompetencesQuery(prestataireId ?? 0), enabled: prestataireId !== null });
}
