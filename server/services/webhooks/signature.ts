import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { WEBHOOK_SECRET_PREFIX } from '../../../domain/webhooks';

/** A new endpoint's secret, Standard Webhooks style: `whsec_` and 32 random bytes in base64. */
export function newWebhookSecret(): string {
  return WEBHOOK_SECRET_PREFIX + randomBytes(32).toString('base64');
}

/** A new event's message id (`webhook-id`), unique across every event of every endpoint. */
export function newMessageId(): string {
  return `msg_${randomUUID().replaceAll('-', '')}`;
}

/**
 * The headers of one attempt (Standard Webhooks): the signature is the base64 HMAC-SHA256, with the secret's
 * decoded key, of "id.timestamp.body", the timestamp in seconds; a receiver refuses an old one (replays).
 */
export function signedHeaders(secret: string, messageId: string, at: Date, body: string): Record<string, string> {
  const timestamp = Math.floor(at.getTime() / 1000).toString();
  const key = Buffer.from(secret.slice(WEBHOOK_SECRET_PREFIX.length), 'base64');
  const signature = createHmac('sha256', key).update(`${messageId}.${timestamp}.${body}`).digest('base64');
  return { 'webhook-id': messageId, 'webhook-timestamp': timestamp, 'webhook-signature': `v1,${signature}` };
}
