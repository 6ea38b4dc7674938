import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../client';
import type { ApiFailure } from '../errors';
import { useSessionActor } from '../../session/SessionContext';
import { profileKeys } from '../profile/my-identity';
import { organisationKeys } from '../wizard/keys';

/**
 * POST /organisations/{id}/delete {version}: its links end, so the session's linked organisations are read again.
 * Its detail is dropped by the screen once it has left the organisation's page (still reading it meanwhile).
 */
export function useDeleteOrganisation() {
  const queryClient = useQueryClient();
  const session = useSessionActor();
  return useMutation<unknown, ApiFailure, { id: number; version: number }>({
    mutationFn: ({ id, version }) => api<unknown>(`/organisations/${id}/delete`, { method: 'POST', body: { version } }),
    onSuccess: () => {
      session.send({ type: 'REFRESH_LINKED_ORGANISATIONS' });
      void queryClient.invalidateQueries({ queryKey: organisationKeys.all, predicate: (q) => q.queryKey[1] !== 'detail' });
      void queryClient.invalidateQueries({ queryKey: profileKeys.all });
    },
  });
}
