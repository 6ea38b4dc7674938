import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { WEBHOOK_QUEUED_CHANNEL } from '../services/webhooks/enqueue';
import { deliverDueWebhooks } from '../services/webhooks/sender';

/**
 * Sends the webhook outbox: at once when a transaction writes deliveries (the database's notice on
 * WEBHOOK_QUEUED_CHANNEL, in every process sharing it), and every WEBHOOK_ROUND_SECONDS for retries and missed
 * notices. Each process claims its own deliveries (server/services/webhooks/sender.ts), so any number may run.
 */
export function registerWebhookSender(app: FastifyInstance, database: Pick<Database, 'listen'>) {
  const { allowPrivateAddresses, timeoutSeconds, roundSeconds } = app.ctx.config.webhooks;
  const options = { timeoutMs: timeoutSeconds * 1000, allowPrivate: allowPrivateAddresses };
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<unknown> = Promise.resolve();
  // A burst of notices while a round runs needs one more round, not one each; a full round calls for the next.
  let waiting = false;
  const run = (): Promise<unknown> => {
    if (waiting) return round;
    waiting = true;
    round = round
      .then(async () => {
        waiting = false;
        return deliverDueWebhooks(app.ctx.db, options);
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'envoi des webhooks impossible'));
    return round;
  };
  app.addHook('onReady', async () => {
    await database.listen(WEBHOOK_QUEUED_CHANNEL, () => void run());
    timer = setInterval(() => void run(), roundSeconds * 1000);
    timer.unref();
    void run();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await round;
  });
}
