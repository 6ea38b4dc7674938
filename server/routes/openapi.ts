import type { FastifyInstance } from 'fastify';
import { PUBLIC } from '../http/policy';
import { route } from '../http/route';

/** The API's contract (server/plugins/api-docs.ts), readable by anyone, even under maintenance. */
export async function openapiRoutes(app: FastifyInstance) {
  app.get(
    '/openapi.json',
    route({ policy: PUBLIC, duringMaintenance: true, answer: { description: 'This OpenAPI 3.1 document.', contentType: 'application/json', schema: { type: 'object', required: ['openapi', 'paths'] } } }),
    async () => app.swagger(),
  );
}
