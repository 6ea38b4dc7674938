import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicApi } from '../client';
import type { PlatformConstants } from '../../../domain/wire/constants';

/** GET /constants/get: read once per visit, no token needed. */
export const constantsQuery = queryOptions({
  queryKey: ['constants'],
  queryFn: () => publicApi<PlatformConstants>('/constants/get'),
  staleTime: Infinity,
});

export function useConstants() {
  return useQuery(constantsQuery);
}
