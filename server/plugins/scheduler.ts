import type { FastifyInstance } from 'fastify';
import { expireExpertCompetences } from '../services/labellisation/expert-competences';
import { expireLabels } from '../services/labellisation/labels';
import { fireDueTransitions } from '../services/scheduler/timed-transitions';

/** Deadlines count in days: a round every five minutes is precise enough, and cheap. */
const ROUND_EVERY_MS = 5 * 60 * 1000;

/**
 * The scheduler of timed transitions (server/services/scheduler/) and of the labels' and expert competences' expiry: a round at start, then
 * every five minutes.
 * Every API process runs it; the row locks let only one of them fire each event.
 */
export function registerScheduler(app: FastifyInstance) {
  let timer: NodeJS.Timeout | undefined;
  // The round under way, which a shutdown lets finish before the database closes.
  let round: Promise<void> = Promise.resolve();
  const runOnce = async () => {
    const started = performance.now();
    let failed = false;
    try {
      await fireDueTransitions(app.ctx.db, app.ctx.config);
    } catch (error) {
      failed = true;
      app.log.error({ err: error }, 'planificateur : tour impossible');
    }
    try {
      await expireLabels(app.ctx.db, new Date());
    } catch (error) {
      app.log.error({ err: error }, "planificateur : expiration des labels impossible");
    }
    try {
      await expireExpertCompetences(app.ctx.db, new Date());
    } catch (error) {
      app.log.error({ err: error }, 'planificateur : expiration des compétences d’experts impossible');
    }
    app.metrics.schedulerRound((performance.now() - started) / 1000, failed);
  };
  const run = () => (round = round.then(runOnce));
  app.addHook('onReady', async () => {
    timer = setInterval(() => void run(), ROUND_EVERY_MS);
    timer.unref();
    await run();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await round;
  });
}
