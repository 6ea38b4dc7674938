import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContactUpdatePayload } from '../../../domain/schemas/contacts';
import type { OptionalNotificationKind } from '../../../domain/notifications';
import type { ContactWire } from '../../../domain/wire/contacts';
import { api } from '../client';
import { contactDetailQuery, contactKeys, updateContact } from '../contacts/contacts';
import { profileKeys } from './my-identity';

/** GET /contacts/{id} of the signed-in contact, with its address: what its profile edits. */
export function useMyContact(contactId: number) {
  return useQuery(contactDetailQuery(contactId));
}

/** POST /contacts/{id}/update (with `newPassword` to change it), at the version read: a stale screen gets 409. */
export function useUpdateMyContact(contactId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: ContactUpdatePayload) => updateContact(contactId, payload),
    onSettled: () => Promise.all([contactKeys.all, profileKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/** POST /contacts/{id}/notification-preferences: the kinds of e-mail the signed-in contact turns off. */
export function useSaveNotificationPreferences(contactId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (desactivees: OptionalNotificationKind[]) =>
      api<ContactWire>(`/contacts/${contactId}/notification-preferences`, { method: 'POST', body: { desactivees } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contactKeys.all }),
  });
}
