import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { WEBHOOK_QUEUED_CHANNEL } from '../services/webhooks/enqueue';
import { deliverDueWebhooks } from '../services/webhooks/sender';
import { registerOutboxRounds } from './outbox-rounds';

/**
 * Sends the webhook outbox: at once when a transaction writes deliveries (the database's notice on
 * WEBHOOK_QUEUED_CHANNEL, in every process sharing it), and every WEBHOOK_ROUND_SECONDS for retries and missed
 * notices. Each process claims its own deliveries (server/services/webhooks/sender.ts), so any number may run.
 */
export function registerWebhookSender(app: FastifyInstance, database: Pick<Database, 'listen'>) {
  const { allowPrivateAddresses, timeoutSeconds, roundSeconds } = app.ctx.config.webhooks;
  const options = { timeoutMs: timeoutSeconds * 1000, allowPrivate: allowPrivateAddresses };
  registerOutboxRounds(app, database, {
    channel: WEBHOOK_QUEUED_CHANNEL,
    roundSeconds,
    deliver: () => deliverDueWebhooks(app.ctx.db, options),
    failure: 'envoi des webhooks impossible',
  });
}
