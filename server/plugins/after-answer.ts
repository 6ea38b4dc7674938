import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Work a request leaves to be done once its answer has left: its failure is logged, never the answer's. */
export type WorkAfterAnswer = (what: string, run: () => Promise<unknown>) => void;

declare module 'fastify' {
  interface FastifyInstance {
    /** The work requests left for after their answers (tests wait for it; a shutdown lets it end). */
    afterAnswers: { settled(): Promise<void> };
  }
  interface FastifyRequest {
    /** Leaves work for after this request's answer, so that the answer's time does not depend on it. */
    afterAnswer: WorkAfterAnswer;
  }
}

/**
 * Some answers must not tell by their time what the server found (a reset for a known address does more than for an
 * unknown one, issue 29): that work runs after the answer has left, on the same process. It is counted from the moment
 * it is left, so that a test or a shutdown waiting for it cannot miss work whose answer is still leaving.
 */
export function registerAfterAnswer(app: FastifyInstance) {
  const waiting = new WeakMap<FastifyRequest, Array<() => void>>();
  const running = new Set<Promise<void>>();

  app.decorateRequest('afterAnswer', function (this: FastifyRequest, what: string, run: () => Promise<unknown>) {
    let start!: () => void;
    const work: Promise<void> = new Promise<void>((resolve) => (start = resolve))
      .then(run)
      .then(
        () => undefined,
        (error: unknown) => this.log.error({ err: error }, `${what} : échec du travail après la réponse`),
      )
      .finally(() => running.delete(work));
    running.add(work);
    waiting.set(this, [...(waiting.get(this) ?? []), start]);
  } satisfies WorkAfterAnswer);

  // The answer has left (or its client has gone): what the request left may start, on the next turn of the event loop.
  // Started at once, an in-process database (PGlite) would run the whole work in the microtasks before the caller
  // even reads its answer, and the answer's time would include it again.
  const startLeftWork = async (request: FastifyRequest) => {
    const starts = waiting.get(request) ?? [];
    waiting.delete(request);
    if (starts.length > 0) setImmediate(() => starts.forEach((start) => start()));
  };
  app.addHook('onResponse', startLeftWork);
  app.addHook('onRequestAbort', startLeftWork);

  app.decorate('afterAnswers', {
    async settled() {
      while (running.size > 0) await Promise.all(running);
    },
  });
  app.addHook('onClose', () => app.afterAnswers.settled());
}
