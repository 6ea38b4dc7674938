import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';

/**
 * The sending rounds of an outbox (e-mails, webhooks): one at start, one at once when a transaction queues rows (the
 * database's notice on `channel`, in every process sharing it), and one every `roundSeconds` for retries and a notice
 * missed. Rounds never overlap: a burst of notices while a round runs needs one more round, not one each. A failed
 * round is logged with `failure`; closing the app waits for the round in progress.
 */
export function registerOutboxRounds(
  app: FastifyInstance,
  database: Pick<Database, 'listen'>,
  { channel, roundSeconds, deliver, failure }: { channel: string; roundSeconds: number; deliver: () => Promise<unknown>; failure: string },
) {
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<unknown> = Promise.resolve();
  let waiting = false;
  const run = (): Promise<unknown> => {
    if (waiting) return round;
    waiting = true;
    round = round
      .then(() => {
        waiting = false;
        return deliver();
      })
      .catch((error: unknown) => app.log.error({ err: error }, failure));
    return round;
  };
  app.addHook('onReady', async () => {
    await database.listen(channel, () => void run());
    timer = setInterval(() => void run(), roundSeconds * 1000);
    timer.unref();
    void run();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await round;
  });
}
