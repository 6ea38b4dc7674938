import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';
import { SEARCH_MIN_LENGTH } from '../../../domain/schemas/organisation-search';
import type { SousTraitantChoice } from '../../../domain/wire/wizard';
import { organisationKeys } from '../wizard/keys';

/** GET /organisations/search-sous-traitant?recherche=: providers by a part of their name or their company number. */
export function searchSousTraitant(recherche: string): Promise<SousTraitantChoice[]> {
  return api<SousTraitantChoice[]>('/organisations/search-sous-traitant', { query: { recherche } });
}

export const searchSousTraitantQuery = (recherche: string) =>
  queryOptions({ queryKey: organisationKeys.searchSousTraitant(recherche), queryFn: () => searchSousTraitant(recherche) });

/** Asks only once enough is typed. */
export function useSearchSousTraitant(recherche: string) {
  return useQuery({ ...searchSousTraitantQuery(recherche.trim()), enabled: recherche.trim().length >= SEARCH_MIN_LENGTH });
}
