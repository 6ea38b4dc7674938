import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DemandeDetail } from '../../../domain/wire/labellisation';
import { api } from '../client';
import { labellisationKeys } from './keys';

/** GET /labellisation/demandes/{id}: the request, its history, the centres' opinions and what the caller may do. */
export const demandeDetailQuery = (id: number) =>
  queryOptions({ queryKey: labellisationKeys.demande(id), queryFn: () => api<DemandeDetail>(`/labellisation/demandes/${id}`) });

export function useDemandeDetail(id: number) {
  return useQuery(demandeDetailQuery(id));
}
