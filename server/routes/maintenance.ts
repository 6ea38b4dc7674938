import type { FastifyInstance } from 'fastify';
import { boolean, object } from 'superstruct';
import { PUBLIC, rights } from '../http/policy';
import { route } from '../http/route';
import { isMaintenanceOn } from '../plugins/guards';
import { MAINTENANCE_KEY } from '../services/platform/settings';
import { MAINTENANCE_EXEMPT_DROITS } from '../../domain/maintenance';

const MaintenanceToggle = object({ enabled: boolean() });

/** Whether the platform is under maintenance, and whether the setting MAINTENANCE forces it (the toggle cannot end it then). */
const MaintenanceState = object({ enabled: boolean(), forced: boolean() });

/** The manager's maintenance toggle (MAINTENANCE=1 forces it on whatever the toggle says). */
export async function maintenanceRoutes(app: FastifyInstance) {
  app.get('/maintenance', route({ policy: PUBLIC, duringMaintenance: true, result: MaintenanceState }), async () => ({
    result: { enabled: await isMaintenanceOn(app), forced: app.ctx.config.maintenance },
  }));

  // Those who keep access during maintenance are those who may end it.
  app.post('/maintenance', route({ policy: rights(MAINTENANCE_EXEMPT_DROITS), body: MaintenanceToggle, result: MaintenanceState }), async (request) => {
    await app.ctx.settings.write(MAINTENANCE_KEY, request.body.enabled);
    return { result: { enabled: await isMaintenanceOn(app), forced: app.ctx.config.maintenance } };
  });
}
