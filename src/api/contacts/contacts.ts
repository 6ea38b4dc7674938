import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, create } from '../client';
import type { ContactAddPayload, ContactListFilter, ContactUpdatePayload } from '../../../domain/schemas/contacts';
import type { ContactListPage, ContactRelation, ContactWire } from '../../../domain/wire/contacts';

export type ContactListQuery = Partial<ContactListFilter>;

export const contactKeys = {
  all: ['contacts'] as const,
  list: (query: ContactListQuery) => ['contacts', 'list', query] as const,
  detail: (id: number) => ['contacts', 'detail', id] as const,
};

/** What the contact's screens show: its address, nationality, identity document, links and labellings. */
export const CONTACT_SCREEN_RELATIONS: readonly ContactRelation[] = ['adresse', 'type_document_identite', 'pays', 'x_organisations', 'lab_contact_labellings'];

/** POST /contacts: the contacts the caller may see, filtered, sorted and paginated by the server. */
export const contactListQuery = (query: ContactListQuery) =>
  queryOptions({
    queryKey: contactKeys.list(query),
    queryFn: () => api<ContactListPage>('/contacts', { method: 'POST', body: query }),
    placeholderData: keepPreviousData,
  });

export function useContactList(query: ContactListQuery) {
  return useQuery(contactListQuery(query));
}

/** GET /contacts/{id}?with[]=...: the contact with what its screens show. */
export const contactDetailQuery = (id: number) =>
  queryOptions({
    queryKey: contactKeys.detail(id),
    queryFn: () => api<ContactWire>(`/contacts/${id}`, { query: { 'with[]': [...CONTACT_SCREEN_RELATIONS] } }),
  });

export function addContact(payload: ContactAddPayload): Promise<ContactWire> {
  return create<ContactWire>('/contacts/add', payload);
}

export function updateContact(id: number, payload: ContactUpdatePayload): Promise<ContactWire> {
  return api<ContactWire>(`/contacts/${id}/update`, { method: 'POST', body: payload });
}

export function deleteContact(id: number, version: number): Promise<{ id: number; deleted: true }> {
  return api(`/contacts/${id}/delete`, { method: 'POST', body: { version } });
}
