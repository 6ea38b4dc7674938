import { array, boolean, coerce, define, enums, object, refine, size, type Infer } from 'superstruct';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_URL_MAX } from '../webhooks';
import { Id, REQUIRED } from './form-values';
import { SafeString } from './safe-string';

export const WEBHOOK_URL_INVALID = 'Adresse invalide : une adresse http:// ou https:// complète, par exemple https://gestion.example.be/webhooks.';
export const WEBHOOK_EVENTS_REQUIRED = 'Choisissez au moins un événement.';

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/** The receiver's address: http(s) only, no credentials in it (the signature proves the sender). */
export const WebhookUrl = coerce(
  define<string>('WebhookUrl', (value) => {
    if (typeof value !== 'string' || value === '') return REQUIRED;
    if (value.length > WEBHOOK_URL_MAX) return `Cette adresse ne peut pas dépasser ${WEBHOOK_URL_MAX} caractères.`;
    return isHttpUrl(value) || WEBHOOK_URL_INVALID;
  }),
  SafeString,
  (value) => value.trim(),
);

/** POST /gestion/webhooks/add: an endpoint and the events it wants, each once. */
export const WebhookEndpointPayload = object({
  url: WebhookUrl,
  events: refine(size(array(enums(WEBHOOK_EVENT_TYPES)), 0, WEBHOOK_EVENT_TYPES.length), 'events', (events) => {
    if (events.length === 0) return WEBHOOK_EVENTS_REQUIRED;
    return new Set(events).size === events.length || 'Chaque événement une seule fois.';
  }),
});
export type WebhookEndpointPayload = Infer<typeof WebhookEndpointPayload>;

/** POST /gestion/webhooks/delete */
export const WebhookEndpointRef = object({ id: Id });

/** POST /gestion/webhooks/enable: on (deliveries written again) or off (none written while off). */
export const WebhookEndpointSwitch = object({ id: Id, enabled: boolean() });

/** POST /gestion/webhooks/deliveries/resend: a new delivery of that delivery's event. */
export const WebhookDeliveryRef = object({ id: Id });
