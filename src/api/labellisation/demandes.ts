import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DemandeListFilter } from '../../../domain/schemas/labellisation';
import type { DemandePage } from '../../../domain/wire/labellisation';
import { api } from '../client';
import { labellisationKeys } from './keys';

export type DemandeListQuery = Partial<DemandeListFilter>;

/** POST /labellisation/prestataires/{id}/demandes/list: the provider's requests, paginated by the server. */
export const providerDemandesQuery = (prestataireId: number, filter: DemandeListQuery) =>
  queryOptions({
    queryKey: labellisationKeys.providerList(prestataireId, filter),
    queryFn: () => api<DemandePage>(`/labellisation/prestataires/${prestataireId}/demandes/list`, { method: 'POST', body: filter }),
    placeholderData: keepPreviousData,
  });

export function useProviderDemandes(prestataireId: number, filter: DemandeListQuery) {
  return useQuery(providerDemandesQuery(prestataireId, filter));
}

/** POST /labellisation/bureau: the requests waiting for the caller's centre or for the administration. */
export const deskDemandesQuery = (filter: DemandeListQuery) =>
  queryOptions({
    queryKey: labellisationKeys.desk(filter),
    queryFn: () => api<DemandePage>('/labellisation/bureau', { method: 'POST', body: filter }),
    placeholderData: keepPreviousData,
  });

export function useDeskDemandes(filter: DemandeListQuery) {
  return useQuery(deskDemandesQuery(filter));
}
