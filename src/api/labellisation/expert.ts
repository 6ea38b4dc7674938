import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ExpertSummary } from '../../../domain/wire/competences';
import type { DemandePage } from '../../../domain/wire/labellisation';
import { api } from '../client';
import type { DemandeListQuery } from './demandes';
import { labellisationKeys } from './keys';

/** GET /labellisation/experts/{id}: the expert, the providers they are an Expert of and their vouchers (404 to anyone else). */
export const expertSummaryQuery = (expertId: number) =>
  queryOptions({ queryKey: labellisationKeys.expert(expertId), queryFn: () => api<ExpertSummary>(`/labellisation/experts/${expertId}`) });

export function useExpertSummary(expertId: number) {
  return useQuery(expertSummaryQuery(expertId));
}

/** POST /labellisation/experts/{id}/demandes/list: the expert's competence validations, paginated by the server. */
export const expertDemandesQuery = (expertId: number, filter: DemandeListQuery) =>
  queryOptions({
    queryKey: labellisationKeys.expertList(expertId, filter),
    queryFn: () => api<DemandePage>(`/labellisation/experts/${expertId}/demandes/list`, { method: 'POST', body: filter }),
    placeholderData: keepPreviousData,
  });

export function useExpertDemandes(expertId: number, filter: DemandeListQuery) {
  return useQuery(expertDemandesQuery(expertId, filter));
}
