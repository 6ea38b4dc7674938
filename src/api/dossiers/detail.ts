import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';
import { dossierKeys } from './list';
import type { DossierDetail } from './types';

/** GET /dossiers/{id} with every tab's data and the tooltips. */
export const dossierDetailQuery = (id: number) =>
  queryOptions({
    queryKey: dossierKeys.detail(id),
    queryFn: () => api<DossierDetail>(`/dossiers/${id}?with[]=detailDossierAll&with[]=tooltips`),
  });

export function useDossierDetail(id: number) {
  return useQuery(dossierDetailQuery(id));
}
