import type { FastifyInstance } from 'fastify';
import { boolean, object } from 'superstruct';
import { forbidden } from '../http/errors';
import { parse } from '../http/validate';
import { requireAuth } from '../plugins/auth';
import { isMaintenanceOn } from '../plugins/guards';
import { MAINTENANCE_KEY } from '../services/platform/settings';
import { MAINTENANCE_EXEMPT_DROITS } from '../../domain/maintenance';

const MaintenanceToggle = object({ enabled: boolean() });

/** The manager's maintenance toggle (MAINTENANCE=1 forces it on whatever the toggle says). */
export async function maintenanceRoutes(app: FastifyInstance) {
  app.get('/maintenance', { config: { public: true, duringMaintenance: true } }, async () => ({
    result: { enabled: await isMaintenanceOn(app), forced: app.ctx.config.maintenance },
  }));

  app.post('/maintenance', async (request) => {
    const auth = requireAuth(request);
    if (!MAINTENANCE_EXEMPT_DROITS.includes(auth.droitId)) throw forbidden();
    const { enabled } = parse(MaintenanceToggle, request.body);
    await app.ctx.settings.write(MAINTENANCE_KEY, enabled);
    return { result: { enabled: await isMaintenanceOn(app), forced: app.ctx.config.maintenance } };
  });
}
