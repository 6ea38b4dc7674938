import type { FastifyInstance } from 'fastify';
import { PUBLIC } from '../http/policy';
import { route } from '../http/route';
import { readiness } from '../services/operations/readiness';

const CHECKS = { type: 'object', properties: { database: { type: ['string', 'null'] }, migrations: { type: ['string', 'null'] }, mailOutbox: { type: ['string', 'null'] } } };

/**
 * What a load balancer or an orchestrator asks, signed out and even under maintenance: /health, whether the process
 * answers at all (liveness: restart it otherwise); /ready, whether it can serve (readiness: 503 with the failing
 * checks, send it no traffic until they pass). Neither says more than the checks' own sentences.
 */
export async function healthRoutes(app: FastifyInstance) {
  app.get(
    '/health',
    route({ policy: PUBLIC, duringMaintenance: true, answer: { description: 'The process answers.', contentType: 'application/json', schema: { type: 'object', properties: { status: { const: 'up' } }, required: ['status'] } } }),
    async () => ({ status: 'up' }),
  );
  app.get(
    '/ready',
    route({
      policy: PUBLIC,
      duringMaintenance: true,
      answer: { description: 'Ready to serve (503, with the same body, when a check fails: each check is null or why it fails).', contentType: 'application/json', schema: { type: 'object', properties: { ready: { type: 'boolean' }, checks: CHECKS }, required: ['ready', 'checks'] } },
    }),
    async (_request, reply) => {
      const { config, devMailbox, db } = app.ctx;
      const state = await readiness(db, { sending: Boolean(config.smtpUrl ?? devMailbox), roundSeconds: config.mailRoundSeconds });
      return reply.code(state.ready ? 200 : 503).send(state);
    },
  );
}
