import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { ORGANISATION_WITH } from '../../../domain/wire/organisation-with';
import type { OrganisationDetail } from '../../../domain/wire/organisations';
import { api } from '../client';
import { organisationKeys } from '../wizard/keys';

export const organisationRecordKeys = {
  detail: (id: number) => [...organisationKeys.all, 'detail', id] as const,
  list: (query: object) => [...organisationKeys.all, 'list', query] as const,
};

/** GET /organisations/{id} with every relation the area's tabs show: one load serves them all. */
export const organisationDetailQuery = (id: number) =>
  queryOptions({
    queryKey: organisationRecordKeys.detail(id),
    queryFn: () => api<OrganisationDetail>(`/organisations/${id}?${ORGANISATION_WITH.map((w) => `with[]=${w}`).join('&')}`),
  });

export function useOrganisationDetail(id: number) {
  return useSuspenseQuery(organisationDetailQuery(id)).data;
}
