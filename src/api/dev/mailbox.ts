import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DevMailboxMessage } from '../../../domain/wire/dev-mailbox';
import { publicApi } from '../client';

/** How often the open page asks again: the platform sends its queued e-mails every few seconds. */
const REFRESH_MS = 3000;

/** GET /dev/mailbox (public, only while the server runs the development mailbox; 404 otherwise). */
export const devMailboxQuery = queryOptions({
  queryKey: ['dev-mailbox'],
  queryFn: () => publicApi<DevMailboxMessage[]>('/dev/mailbox'),
  refetchInterval: (query) => (query.state.status === 'error' ? false : REFRESH_MS),
  retry: false,
});

export const useDevMailbox = () => useQuery(devMailboxQuery);
