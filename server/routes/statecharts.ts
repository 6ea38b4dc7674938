import type { FastifyInstance } from 'fastify';
import { SIGNED_IN } from '../http/policy';
import { route } from '../http/route';
import { STATECHART_SETTINGS_PATH, StatechartSettings } from '../../domain/wire/statecharts';

/** The statechart studio's one call (not in the spec): the legal delays its texts name, as this server runs them. */
export async function statechartRoutes(app: FastifyInstance) {
  const { config } = app.ctx;
  app.get(STATECHART_SETTINGS_PATH, route({ policy: SIGNED_IN, result: StatechartSettings }), async () => {
    const result: StatechartSettings = {
      ADMISSIBILITY_DAYS: config.admissibilityDays,
      REPORT_AUTO_REJECT_DAYS: config.reportAutoRejectDays,
      REPORT_CHECK_DAYS: config.reportCheckDays,
    };
    return { result };
  });
}
