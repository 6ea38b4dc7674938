import type { FastifyInstance } from 'fastify';
import { PUBLIC } from '../http/policy';
import { route } from '../http/route';

/**
 * GET /dev/mailbox: every message the development mailbox received, newest first (README, Development mailbox).
 * Public, as the demo's visitor reads it before having an account; registered only when the server runs the mailbox,
 * so it does not exist (404) with SMTP_URL or in production.
 */
export async function devMailboxRoutes(app: FastifyInstance) {
  const { devMailbox } = app.ctx;
  if (!devMailbox) return;
  app.get('/dev/mailbox', route({ policy: PUBLIC, duringMaintenance: true }), async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { result: devMailbox.messages() };
  });
}
