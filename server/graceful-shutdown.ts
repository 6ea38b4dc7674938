import type { FastifyInstance } from 'fastify';

/** A request still running after this long is cut: a stuck one must not keep a deployment from stopping. */
export const SHUTDOWN_GRACE_MS = 25_000;

/**
 * The process's stop on SIGTERM or SIGINT, in this order: the server stops accepting (new requests on kept-alive
 * connections answer 503), the requests in flight finish and answer (fastify.close()), the background rounds end,
 * and only then are the rest (the database pool, the mailbox) closed. It runs once however many signals come: a
 * second signal used to close the pool under requests still running, answering 500 for a write already committed
 * (issue 29).
 */
export function gracefulShutdown(app: FastifyInstance, closeAfter: ReadonlyArray<() => Promise<unknown>>, graceMs = SHUTDOWN_GRACE_MS) {
  let stopping: Promise<void> | null = null;
  return (signal: string): Promise<void> =>
    (stopping ??= (async () => {
      app.log.info(`${signal} reçu : arrêt propre.`);
      const cut = setTimeout(() => {
        app.log.error(`arrêt forcé : des requêtes tournaient encore après ${graceMs} ms.`);
        process.exit(1);
      }, graceMs);
      cut.unref();
      // A kept-alive connection that falls idle during the stop (its last request answered, its client gone quiet)
      // would otherwise hold fastify.close() until the keep-alive timeout (72 s): closed as soon as it is idle.
      const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
      await app.close().finally(() => clearInterval(sweep));
      for (const close of closeAfter) await close();
      clearTimeout(cut);
    })());
}
