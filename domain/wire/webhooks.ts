import { array, boolean, enums, nullable, number, object, string, type Infer } from 'superstruct';
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENT_TYPES } from '../webhooks';
import { Instant, keyed } from './shapes';

const WebhookEventType = enums(WEBHOOK_EVENT_TYPES);

/** One endpoint in the managers' list (GET /gestion/webhooks); its secret is never read back. */
export const WebhookEndpointRow = object({
  id: number(),
  url: string(),
  events: array(WebhookEventType),
  enabled: boolean(),
  createdAt: Instant,
  /** Its deliveries by state, for the list's summary. */
  counts: keyed(WEBHOOK_DELIVERY_STATUSES, number()),
});
export type WebhookEndpointRow = Infer<typeof WebhookEndpointRow>;

/** POST /gestion/webhooks/add: the endpoint and its secret, shown this once. */
export const WebhookEndpointCreated = object({ endpoint: WebhookEndpointRow, secret: string() });
export type WebhookEndpointCreated = Infer<typeof WebhookEndpointCreated>;

/** One attempt: what the receiver answered (or why it could not), and when. */
export const WebhookAttemptRow = object({
  at: Instant,
  /** The HTTP status; null when no answer came (refused address, connection, time-out). */
  statusCode: nullable(number()),
  /** The start of the answer's body, or the reason no answer came. */
  excerpt: string(),
  durationMs: number(),
});
export type WebhookAttemptRow = Infer<typeof WebhookAttemptRow>;

/** One delivery of an event to the endpoint (GET /gestion/webhooks/{id}/deliveries), newest first. */
export const WebhookDeliveryRow = object({
  id: number(),
  /** The Standard Webhooks message id (`webhook-id`), the same for a resent event. */
  messageId: string(),
  eventType: WebhookEventType,
  dossierId: nullable(number()),
  demandeId: nullable(number()),
  /** The dossier's or request's reference, for the reader. */
  reference: nullable(string()),
  status: enums(WEBHOOK_DELIVERY_STATUSES),
  createdAt: Instant,
  nextAttemptAt: nullable(Instant),
  attempts: array(WebhookAttemptRow),
});
export type WebhookDeliveryRow = Infer<typeof WebhookDeliveryRow>;
