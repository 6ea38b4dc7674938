import type { FastifyInstance } from 'fastify';
import { rejectUnansweredReports } from '../services/dossiers/auto-reject';

const EVERY_HOUR_MS = 60 * 60 * 1000;

/**
 * Rejects unanswered service reports at start and every hour. Several API processes may run it at
 * once: the dossier's version lets only one of them apply each rejection.
 */
export function registerReportAutoReject(app: FastifyInstance) {
  let timer: NodeJS.Timeout | undefined;
  const run = async () => {
    try {
      await rejectUnansweredReports(app.ctx.db, { delayDays: app.ctx.config.reportAutoRejectDays });
    } catch (error) {
      app.log.error({ err: error }, 'rejet automatique des rapports impossible');
    }
  };
  app.addHook('onReady', async () => {
    timer = setInterval(() => void run(), EVERY_HOUR_MS);
    timer.unref();
    await run();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
