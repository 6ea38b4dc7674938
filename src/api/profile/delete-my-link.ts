import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../client';
import { useSessionActor } from '../../session/SessionContext';
import { profileKeys } from './my-identity';

export interface DeleteLinkInput {
  contactId: number;
  typeId: number;
  organisationId: number;
  reason: string;
}

/** POST /contacts/{contactId}/type/{typeId}/organisation/{orgId}/delete {reason}: the role is gone from the session's links too. */
export function useDeleteMyLink() {
  const queryClient = useQueryClient();
  const session = useSessionActor();
  return useMutation({
    mutationFn: ({ contactId, typeId, organisationId, reason }: DeleteLinkInput) =>
      api<unknown>(`/contacts/${contactId}/type/${typeId}/organisation/${organisationId}/delete`, { method: 'POST', body: { reason } }),
    onSuccess: () => session.send({ type: 'REFRESH_LINKED_ORGANISATIONS' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKeys.all }),
  });
}
