import { randomUUID } from 'node:crypto';
import { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One line per request, written when it completes: method, url, status and time, at `info` (so the default
 * `warn` keeps normal requests silent). Headers and bodies stay out of it, so neither a token nor a password
 * can reach the log. Fastify's own lines (incoming, not found) would double it.
 */
export class RequestLog extends LogController {
  override incomingRequest() {}

  override routeNotFound() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = `${request.method} ${request.url} ${reply.statusCode} ${reply.elapsedTime.toFixed(1)} ms`;
    if (error) reply.log.error({ err: error }, line);
    else reply.log.info(line);
  }
}

export const REQUEST_ID_HEADER = 'x-request-id';

/** Each request's id, generated here (a client's own is not trusted into the log): in its log lines as `reqId`. */
export const newRequestId = () => randomUUID();

/** The id is returned in every answer, so that a user's report or a proxy's log leads to the server's lines. */
export function registerRequestIdHeader(app: FastifyInstance) {
  // A callback hook, not an async one: every request pays it, and it has nothing to wait for.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
