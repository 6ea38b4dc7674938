import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicApi } from '../client';

/** GET /auth/gestia-login-url: the external identity service's page, or null when the platform has none. */
export const gestiaLoginUrlQuery = queryOptions({
  queryKey: ['auth', 'gestia-login-url'],
  queryFn: () => publicApi<string | null>('/auth/gestia-login-url'),
  staleTime: Infinity,
});

export function useGestiaLoginUrl() {
  return useQuery(gestiaLoginUrlQuery);
}
