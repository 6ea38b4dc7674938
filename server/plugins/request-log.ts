import type { FastifyInstance } from 'fastify';

/**
 * One line per request, at `info`: method, url, status and time. Headers and bodies stay out of it, so
 * neither a token nor a password can reach the log. Below `info` the hook is not even registered.
 */
export function registerRequestLog(app: FastifyInstance) {
  if (!['info', 'debug', 'trace'].includes(app.ctx.config.logLevel)) return;
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(`${request.method} ${request.url} ${reply.statusCode} ${reply.elapsedTime.toFixed(1)} ms`);
  });
}
