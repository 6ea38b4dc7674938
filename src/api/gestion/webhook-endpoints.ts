import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WebhookEndpointPayload } from '../../../domain/schemas/webhooks';
import type { WebhookEndpointCreated, WebhookEndpointRow } from '../../../domain/wire/webhooks';
import { api } from '../client';

export const webhookKeys = {
  endpoints: ['gestion', 'webhooks'] as const,
  deliveries: (endpointId: number) => ['gestion', 'webhooks', endpointId, 'deliveries'] as const,
};

/** GET /gestion/webhooks: the registered endpoints, newest first, with their deliveries counted (never a secret). */
export const webhookEndpointsQuery = () => queryOptions({ queryKey: webhookKeys.endpoints, queryFn: () => api<WebhookEndpointRow[]>('/gestion/webhooks') });

export const useWebhookEndpoints = () => useQuery(webhookEndpointsQuery());

export type WebhookEndpointCall =
  | { kind: 'add'; body: WebhookEndpointPayload }
  | { kind: 'enable'; id: number; enabled: boolean }
  | { kind: 'delete'; id: number };

const send = (call: WebhookEndpointCall): Promise<WebhookEndpointCreated | WebhookEndpointRow | { id: number }> => {
  // Without an Idempotency-Key: the server keeps no copy of the answer, which holds the secret.
  if (call.kind === 'add') return api<WebhookEndpointCreated>('/gestion/webhooks/add', { method: 'POST', body: call.body });
  if (call.kind === 'enable') return api<WebhookEndpointRow>('/gestion/webhooks/enable', { method: 'POST', body: { id: call.id, enabled: call.enabled } });
  return api<{ id: number }>('/gestion/webhooks/delete', { method: 'POST', body: { id: call.id } });
};

/** Registers, switches or deletes an endpoint (a manager's); the list is read again after each. */
export function useWebhookEndpointCall() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.endpoints }) });
}
