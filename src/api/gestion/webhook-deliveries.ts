import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WebhookDeliveryRow } from '../../../domain/wire/webhooks';
import { api, create } from '../client';
import { webhookKeys } from './webhook-endpoints';

/** While a delivery waits for its first answer, the list is read again this often. */
const PENDING_REFRESH_MS = 2000;

/** GET /gestion/webhooks/{id}/deliveries: the endpoint's latest deliveries with their attempts, newest first. */
export const webhookDeliveriesQuery = (endpointId: number) =>
  queryOptions({
    queryKey: webhookKeys.deliveries(endpointId),
    queryFn: () => api<WebhookDeliveryRow[]>(`/gestion/webhooks/${endpointId}/deliveries`),
    // The sender works beside the screen: a delivery not yet tried shows its first answer without a reload.
    refetchInterval: (query) => (query.state.data?.some((d) => d.status === 'queued' && d.attempts.length === 0) ? PENDING_REFRESH_MS : false),
  });

export const useWebhookDeliveries = (endpointId: number) => useQuery(webhookDeliveriesQuery(endpointId));

/** "Renvoyer": a new delivery of the same event, sent at once. */
export function useResendWebhookDelivery(endpointId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: number) => create<{ id: number }>('/gestion/webhooks/deliveries/resend', { id: deliveryId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(endpointId) }),
  });
}
