import type { FastifyInstance } from 'fastify';
import { forbidden, invalidToken, underMaintenance } from '../../domain/errors';
import { admits, admittedDroits } from '../http/policy';
import { MULTIPART, type AnySchema } from '../http/route';
import { parse } from '../http/validate';
import { exemptFromMaintenance } from '../../domain/maintenance';
import { authenticate } from './auth';
import { isMaintenanceOn } from './guards';

/**
 * Every route of the scope says who may call it (`config.policy`); one without is refused when it is
 * registered, so the server does not start. The routes and their declarations are kept on the app
 * (`app.routeTable`): tests and fuzzers enumerate the endpoints from it.
 */
function requirePolicies(api: FastifyInstance) {
  api.addHook('onRoute', (options) => {
    const methods = [options.method].flat();
    const { policy, body, query, params, duringMaintenance, result, created, meta, answer } = options.config ?? {};
    if (!policy) throw new Error(`${methods.join(',')} ${options.url} declares no policy: set config.policy where it is registered.`);
    const table = api.routeTable;
    for (const method of methods) {
      // Fastify gives every GET a HEAD twin with the same options: the GET stands for both.
      if (method === 'HEAD' && table.some((entry) => entry.method === 'GET' && entry.url === options.url)) continue;
      table.push({ method, url: options.url, policy, body, query, params, duringMaintenance, result, created, meta, answer });
    }
  });
}

/**
 * Resolves the caller once and lets the call through, before anything of its body is read: under
 * maintenance only the routes marked `duringMaintenance` and staff sessions (503 otherwise); a signed-out
 * caller only on a public route (498); a session only under a right the policy admits (403).
 */
function enforcePolicies(api: FastifyInstance) {
  api.decorateRequest('auth', null);
  api.addHook('onRequest', async (request) => {
    const { policy, duringMaintenance } = request.routeOptions.config;
    // onRoute let no route in without one; should one slip through, it is closed.
    if (!policy) throw forbidden();
    const maintenance = !duringMaintenance && (await isMaintenanceOn(api));
    if (policy.kind === 'public' && !maintenance) return;
    request.auth = await authenticate(api, request);
    if (maintenance && !(request.auth && exemptFromMaintenance(request.auth.droitId))) throw underMaintenance();
    if (policy.kind === 'public') return;
    if (!request.auth) throw invalidToken();
    const droits = admittedDroits(policy);
    if (droits && !admits(droits, request.auth.droitId)) throw forbidden();
  });
}

/**
 * The declared schemas, validated once before the handler, which receives the values they coerced. The body
 * comes last, after the record-level check (`access`): who may not act on the record learns nothing of its body.
 */
function validateDeclaredSchemas(api: FastifyInstance) {
  api.addHook('preValidation', async (request) => {
    const { body, query, params, access } = request.routeOptions.config;
    if (params) request.params = parse(params, request.params);
    if (query) request.query = parse(query, request.query ?? {});
    if (access) await access(request);
    if (body && body !== MULTIPART) request.body = parse(body, request.body ?? {});
  });
}

/**
 * Checks a success answer against the result its route declares, before it is serialized (which would leave out
 * what the schema does not name): the server tests pass one (test/support/answer-check.ts), production none.
 */
export type AnswerCheck = (route: string, described: { result: AnySchema; meta?: AnySchema }, payload: unknown) => void;

function checkDeclaredAnswers(api: FastifyInstance, check: AnswerCheck) {
  api.addHook('preSerialization', async (request, reply, payload) => {
    const { result, meta } = request.routeOptions.config;
    if (result && reply.statusCode < 300) check(`${request.method} ${request.routeOptions.url}`, { result, meta }, payload);
    return payload;
  });
}

export function registerRoutePolicies(api: FastifyInstance, checkAnswer?: AnswerCheck) {
  requirePolicies(api);
  enforcePolicies(api);
  validateDeclaredSchemas(api);
  if (checkAnswer) checkDeclaredAnswers(api, checkAnswer);
}
