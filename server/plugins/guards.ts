import type { FastifyInstance } from 'fastify';
import { invalidApiVersion, underMaintenance } from '../http/errors';
import { MAINTENANCE_EXEMPT_DROITS } from '../../domain/maintenance';
import { MAINTENANCE_KEY } from '../services/platform/settings';
import { authenticate } from './auth';

export const API_VERSION_HEADER = 'x-api-version';

/** A browser built for another API version must reload (spec section 8, InvalidApiVersion). */
export function registerApiVersionCheck(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    const sent = request.headers[API_VERSION_HEADER];
    if (sent !== undefined && sent !== app.ctx.config.apiVersion) throw invalidApiVersion();
  });
}

export async function isMaintenanceOn(app: FastifyInstance): Promise<boolean> {
  return app.ctx.config.maintenance || (await app.ctx.settings.read<boolean>(MAINTENANCE_KEY)) === true;
}

/** Under maintenance every call answers 503, but those marked `duringMaintenance` and staff sessions. */
export function registerMaintenanceCheck(app: FastifyInstance) {
  app.addHook('preHandler', async (request) => {
    if (request.routeOptions.config.duringMaintenance) return;
    if (!(await isMaintenanceOn(app))) return;
    const auth = await authenticate(app, request);
    if (auth && MAINTENANCE_EXEMPT_DROITS.includes(auth.droitId)) return;
    throw underMaintenance();
  });
}
