/**
 * Signed webhooks (docs/webhooks.md): the events a manager's endpoint may subscribe to, each written by one
 * lifecycle's single status-write path, and the state of a delivery. Names follow the Standard Webhooks habit
 * (`<resource>.<what happened>`): a receiver switches on them.
 */
export const WEBHOOK_EVENT_TYPES = ['dossier.status_changed', 'labellisation.decided', 'service_report.decided'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** queued (to send, again after a refusal), delivered (a 2xx answer), failed (every attempt refused). */
export const WEBHOOK_DELIVERY_STATUSES = ['queued', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** The Standard Webhooks secret's prefix: `whsec_` then the key in base64, which the receiver's library decodes. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

export const WEBHOOK_URL_MAX = 500;
