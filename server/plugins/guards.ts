import type { FastifyInstance } from 'fastify';
import { invalidApiVersion } from '../../domain/errors';
import { MAINTENANCE_KEY } from '../services/platform/settings';

export const API_VERSION_HEADER = 'x-api-version';

/** A browser built for another API version must reload (spec section 8, InvalidApiVersion). */
export function registerApiVersionCheck(app: FastifyInstance) {
  // A callback hook: every API request pays it, and it has nothing to wait for.
  app.addHook('onRequest', (request, _reply, done) => {
    const sent = request.headers[API_VERSION_HEADER];
    done(sent !== undefined && sent !== app.ctx.config.apiVersion ? invalidApiVersion() : undefined);
  });
}

export async function isMaintenanceOn(app: FastifyInstance): Promise<boolean> {
  return app.ctx.config.maintenance || (await app.ctx.settings.read<boolean>(MAINTENANCE_KEY)) === true;
}
