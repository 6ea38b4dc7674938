import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';
import type { DossierListFilter } from '../../../domain/schemas/dossiers';
import type { DossierPage } from './types';

export type DossierListQuery = Partial<DossierListFilter>;

export const dossierKeys = {
  all: ['dossiers'] as const,
  lists: ['dossiers', 'list'] as const,
  list: (query: DossierListQuery) => ['dossiers', 'list', query] as const,
  detail: (id: number) => ['dossiers', 'detail', id] as const,
};

/** POST /dossiers: the dossiers the caller may see, filtered, sorted and paginated by the server. */
export const dossierListQuery = (query: DossierListQuery) =>
  queryOptions({
    queryKey: dossierKeys.list(query),
    queryFn: () => api<DossierPage>('/dossiers', { method: 'POST', body: query }),
    placeholderData: keepPreviousData,
  });

export function useDossierList(query: DossierListQuery) {
  return useQuery(dossierListQuery(query));
}
