import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../client';
import { profileKeys, type MyContact, type MyIdentity } from '../profile/my-identity';
import { useSessionActor } from '../../session/SessionContext';

/** The project-holder role calls: enable and disable it, or take it (spec section 7, Contacts). */
export type PorteurCall = 'porteur/enable' | 'porteur/disable' | 'addPorteur';

/**
 * GET /contacts/{id}/porteur/enable, /disable and /addPorteur: each answers the contact with the role's new
 * state, shown at once. Taking the role adds an organisation, so the links are read again, the session's too.
 */
export function usePorteurRole(contactId: number) {
  const queryClient = useQueryClient();
  const session = useSessionActor();
  return useMutation({
    mutationFn: (call: PorteurCall) => api<MyContact>(`/contacts/${contactId}/${call}`),
    onSuccess: (contact) => {
      queryClient.setQueryData<MyIdentity>(profileKeys.identity, (identity) => identity && { ...identity, user: contact });
      session.send({ type: 'REFRESH_LINKED_ORGANISATIONS' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKeys.all }),
  });
}
