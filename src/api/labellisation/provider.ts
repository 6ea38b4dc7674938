import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProviderLabellisation } from '../../../domain/wire/labellisation';
import { api } from '../client';
import { labellisationKeys } from './keys';

/** GET /labellisation/prestataires/{id}: the provider's labels and what the caller may do there. */
export const providerLabellisationQuery = (id: number) =>
  queryOptions({ queryKey: labellisationKeys.provider(id), queryFn: () => api<ProviderLabellisation>(`/labellisation/prestataires/${id}`) });

export function useProviderLabellisation(id: number) {
  return useQuery(providerLabellisationQuery(id));
}
