import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FoundContact } from '../../../domain/wire/contact-links';
import type { DecisionLienId } from '../../../domain/link-validation';
import type { AddLinkPayload, RequestLinkPayload, UpdateLinkPayload } from '../../../domain/schemas/contact-links';
import { api, create } from '../client';
import { organisationKeys } from '../wizard/keys';

/** The contact the add dialog found by e-mail. */
export type { FoundContact };

export type LinkCall =
  | { kind: 'add'; body: AddLinkPayload }
  | { kind: 'request'; body: RequestLinkPayload }
  | { kind: 'update'; organisationId: number; linkId: number; body: UpdateLinkPayload }
  | { kind: 'decide'; organisationId: number; linkId: number; Statut: DecisionLienId; reason?: string; version: number }
  | { kind: 'delete'; organisationId: number; contactId: number; typeContactId: number; reason: string };

function send(call: LinkCall) {
  const post = (path: string, body: object) => api<unknown>(path, { method: 'POST', body });
  switch (call.kind) {
    case 'add':
    case 'request':
      return create<unknown>('/organisations/addLinkOrgaContact', call.body);
    case 'update':
      return post(`/organisations/${call.organisationId}/contact/${call.linkId}/update`, call.body);
    case 'decide':
      return post(`/organisations/${call.organisationId}/contact/${call.linkId}/validate`, { Statut: call.Statut, reason: call.reason, version: call.version });
    case 'delete':
      return post(`/contacts/${call.contactId}/type/${call.typeContactId}/organisation/${call.organisationId}/delete`, { reason: call.reason });
  }
}

/**
 * Every call that changes a contact-organisation link (spec section 7). The organisations' data shows the
 * links, and the session's linked organisations may change with them: both are read again, after a refusal
 * too (a 409 says the link changed since it was read: the screen shows it as it is now).
 */
export function useLinkCall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: organisationKeys.all }), queryClient.invalidateQueries({ queryKey: ['contacts'] })]),
  });
}

/** POST /contacts/searchByEmail: null when nobody has that e-mail. */
export const searchContactByEmail = (email: string, organisationId: number) =>
  api<FoundContact | null>('/contacts/searchByEmail', { method: 'POST', body: { email, organisationId } });
