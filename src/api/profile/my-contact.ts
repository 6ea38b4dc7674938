import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../client';
import { profileKeys } from './my-identity';

/** The contact's own data as GET /contacts/{id} gives it (spec section 3, Contact). */
export interface ContactData {
  id: number;
  Email: string;
  NomUtilisateur: string;
  Prenom: string;
  Nom: string;
  ProfilLinkedIn: string | null;
  ReceptionEmail: boolean;
}

export type ContactUpdate = Partial<Omit<ContactData, 'id'>> & { newPassword?: string };

export const myContactQuery = (contactId: number) =>
  queryOptions({ queryKey: [...profileKeys.all, 'contact', contactId] as const, queryFn: () => api<ContactData>(`/contacts/${contactId}`) });

export function useMyContact(contactId: number) {
  return useQuery(myContactQuery(contactId));
}

/** POST /contacts/{id}/update (with `newPassword` to change it): the answer is the contact as saved. */
export function useUpdateMyContact(contactId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: ContactUpdate) => api<ContactData>(`/contacts/${contactId}/update`, { method: 'POST', body: payload }),
    onSuccess: (contact) => queryClient.setQueryData(myContactQuery(contactId).queryKey, contact),
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKeys.all }),
  });
}
