import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../client';
import type { ContactUpdatePayload } from '../../../domain/schemas/contacts';
import type { ContactWire } from '../../../domain/wire/contacts';
import { profileKeys } from './my-identity';

/** GET /contacts/{id}?with[]=adresse: the signed-in contact's own data, its address included. */
export const myContactQuery = (contactId: number) =>
  queryOptions({ queryKey: [...profileKeys.all, 'contact', contactId] as const, queryFn: () => api<ContactWire>(`/contacts/${contactId}?with[]=adresse`) });

export function useMyContact(contactId: number) {
  return useQuery(myContactQuery(contactId));
}

/** POST /contacts/{id}/update (with `newPassword` to change it), at the version read: a stale screen gets 409. */
export function useUpdateMyContact(contactId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: ContactUpdatePayload) => api<ContactWire>(`/contacts/${contactId}/update`, { method: 'POST', body: payload }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKeys.all }),
  });
}
