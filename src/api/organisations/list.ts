import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrganisationListFilter } from '../../../domain/schemas/organisations';
import type { OrganisationPage } from '../../../domain/wire/organisations';
import { api } from '../client';
import { organisationRecordKeys } from './detail';

export type OrganisationListQuery = Partial<OrganisationListFilter>;

/** POST /organisations: the beneficiaries the provider may list, filtered, sorted and paginated by the server. */
export const organisationListQuery = (query: OrganisationListQuery) =>
  queryOptions({
    queryKey: organisationRecordKeys.list(query),
    queryFn: () => api<OrganisationPage>('/organisations', { method: 'POST', body: query }),
    placeholderData: keepPreviousData,
  });

export function useOrganisationList(query: OrganisationListQuery) {
  return useQuery(organisationListQuery(query));
}
