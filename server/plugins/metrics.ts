import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../db/client';
import { DomainError } from '../../domain/errors';
import { outboxDepth } from '../services/operations/readiness';

export const METRICS_PATH = '/metrics';

/** What the other plugins count (the scheduler's rounds). */
export interface AppMetrics {
  schedulerRound(seconds: number, failed: boolean): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

/**
 * Prometheus metrics (prom-client) on GET /metrics, for the bearer token of METRICS_TOKEN only; without the setting
 * the route does not exist (why: server/config.ts, metricsToken). Each app has its own registry, so that the
 * processes of a test do not add up. Requests are labelled by their route's pattern, never by their URL, so that the
 * label count stays that of the route table.
 */
export function registerMetrics(app: FastifyInstance, database: Database) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({ name: 'http_requests_total', help: 'Requêtes par route, méthode et statut', labelNames: ['method', 'route', 'status'], registers: [registry] });
  const durations = new Histogram({ name: 'http_request_duration_seconds', help: 'Durée des requêtes par route', labelNames: ['method', 'route'], buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5], registers: [registry] });
  const rounds = new Counter({ name: 'scheduler_rounds_total', help: 'Tours du planificateur, par issue', labelNames: ['outcome'], registers: [registry] });
  const roundDurations = new Histogram({ name: 'scheduler_round_duration_seconds', help: 'Durée des tours du planificateur', registers: [registry] });
  const lastRound = new Gauge({ name: 'scheduler_last_round_timestamp_seconds', help: 'Fin du dernier tour du planificateur (son retard : time() moins cette valeur)', registers: [registry] });
  for (const [table, what] of [['outbox', 'mail'], ['webhook_deliveries', 'webhook']] as const) {
    new Gauge({
      name: `${what}_outbox_due`,
      help: what === 'mail' ? "E-mails dus en attente d'envoi" : "Webhooks dus en attente d'envoi",
      registers: [registry],
      async collect() {
        this.set((await outboxDepth(app.ctx.db, table)).due);
      },
    });
    new Gauge({
      name: `${what}_outbox_oldest_due_seconds`,
      help: what === 'mail' ? 'Attente du plus ancien e-mail dû' : 'Attente du plus ancien webhook dû',
      registers: [registry],
      async collect() {
        this.set((await outboxDepth(app.ctx.db, table)).oldestSeconds);
      },
    });
  }
  if (database.poolStats) {
    const poolStats = database.poolStats;
    new Gauge({
      name: 'db_pool_connections',
      help: 'Connexions du pool PostgreSQL, par état',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const { total, idle, waiting } = poolStats();
        this.set({ state: 'total' }, total);
        this.set({ state: 'idle' }, idle);
        this.set({ state: 'waiting' }, waiting);
      },
    });
  }

  app.decorate('metrics', {
    schedulerRound(seconds: number, failed: boolean) {
      rounds.inc({ outcome: failed ? 'failed' : 'ok' });
      roundDurations.observe(seconds);
      lastRound.set(Date.now() / 1000);
    },
  });
  // A callback hook: every request pays it, and it has nothing to wait for.
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    durations.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    done();
  });

  const token = app.ctx.config.metricsToken;
  if (!token) return;
  app.get(METRICS_PATH, async (request, reply) => {
    if (!bearerIs(request, token)) throw new DomainError('unauthenticated', 'Unauthorized', 'Jeton de métriques manquant ou incorrect.');
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}

/** Compared in constant time: the answer's timing says nothing of the token. */
function bearerIs(request: FastifyRequest, token: string): boolean {
  const sent = Buffer.from(request.headers.authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}
