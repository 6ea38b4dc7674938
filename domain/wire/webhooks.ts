import type { WebhookDeliveryStatus, WebhookEventType } from '../webhooks';

/** One endpoint in the managers' list (GET /gestion/webhooks); its secret is never read back. */
export interface WebhookEndpointRow {
  id: number;
  url: string;
  events: WebhookEventType[];
  enabled: boolean;
  createdAt: string;
  /** Its deliveries by state, for the list's summary. */
  counts: Record<WebhookDeliveryStatus, number>;
}

/** POST /gestion/webhooks/add: the endpoint and its secret, shown this once. */
export interface WebhookEndpointCreated {
  endpoint: WebhookEndpointRow;
  secret: string;
}

/** One attempt: what the receiver answered (or why it could not), and when. */
export interface WebhookAttemptRow {
  at: string;
  /** The HTTP status; null when no answer came (refused address, connection, time-out). */
  statusCode: number | null;
  /** The start of the answer's body, or the reason no answer came. */
  excerpt: string;
  durationMs: number;
}

/** One delivery of an event to the endpoint (GET /gestion/webhooks/{id}/deliveries), newest first. */
export interface WebhookDeliveryRow {
  id: number;
  /** The Standard Webhooks message id (`webhook-id`), the same for a resent event. */
  messageId: string;
  eventType: WebhookEventType;
  dossierId: number | null;
  demandeId: number | null;
  /** The dossier's or request's reference, for the reader. */
  reference: string | null;
  status: WebhookDeliveryStatus;
  createdAt: string;
  nextAttemptAt: string | null;
  attempts: WebhookAttemptRow[];
}
