import { jsonSchemaOf, type JsonSchema } from './json-schema';
import { describePolicy } from './policy';
import { MULTIPART, resultEnvelopeOf, type RouteDeclaration } from './route';

/** The security scheme of every signed-in route: the access token of /api/auth/login/*, as `Authorization: Bearer …`. */
export const BEARER = 'bearerAuth';

/** The error envelope of every refusal (docs/api.md, API conventions). */
export const ERROR_ENVELOPE: JsonSchema = {
  type: 'object',
  properties: {
    code: { type: 'string' },
    message: { type: 'string' },
    fields: { type: 'array', items: { type: 'object', properties: { field: { type: 'string' }, message: { type: 'string' } }, required: ['field', 'message'] } },
  },
  required: ['code', 'message'],
};

/** A JSON success answer whose route declares neither its result nor another answer: any `result`. */
export const RESULT_ENVELOPE: JsonSchema = { type: 'object', properties: { result: {} }, required: ['result'] };

/** A refusal of the gates every call passes (server/plugins/route-policy.ts, guards.ts), with its code of the catalogue. */
const refusal = (code: string, description: string) => ({
  // Not "Code: …": "…Error: " in an answer reads as a leaked exception to the fuzzer (test/support/fuzz/every-route.ts).
  description: `${code} — ${description}`,
  content: { 'application/json': { schema: { ...ERROR_ENVELOPE, properties: { ...(ERROR_ENVELOPE.properties as object), code: { const: code } } } } },
});

/**
 * A route's description in the fastify-swagger form (converted to OpenAPI by @fastify/swagger), read from its
 * declaration alone: who may call it, the schemas it validates with, its answer, and the refusals its
 * declaration implies. The refusals a handler decides (404, 409…) share the `default` error envelope.
 */
export function operationSchema(declaration: RouteDeclaration, url: string): JsonSchema {
  const { policy, body, query, params, duringMaintenance, result, created, meta, answer } = declaration;
  const responses: Record<string, unknown> = {
    [created ? 201 : 200]: answer
      ? { description: answer.description, content: { [answer.contentType]: { schema: answer.schema ?? {} } } }
      : { description: 'The `result` envelope.', content: { 'application/json': { schema: result ? resultEnvelopeOf(result, meta) : RESULT_ENVELOPE } } },
  };
  if (body || query || params) responses[400] = refusal('ValidationError', 'the request does not match its schema; `fields` lists each failing field.');
  if (policy.kind !== 'public') responses[498] = refusal('Invalid token', 'no session, or an ended one.');
  if (policy.kind === 'manager' || policy.kind === 'rights') responses[403] = refusal('Forbidden', 'the session works under a right this route does not admit.');
  if (!duringMaintenance) responses[503] = refusal('Under maintenance', 'the platform is under maintenance (staff sessions excepted).');
  responses.default = { description: 'Any other refusal of the catalogue (docs/api.md), in the error envelope.', content: { 'application/json': { schema: ERROR_ENVELOPE } } };
  return {
    tags: [tagOf(url)],
    summary: `Who may call: ${describePolicy(policy)}`,
    ...(policy.kind === 'public' ? { security: [] } : { security: [{ [BEARER]: [] }] }),
    ...(params ? { params: jsonSchemaOf(params) } : {}),
    ...(query ? { querystring: jsonSchemaOf(query) } : {}),
    ...(body === MULTIPART ? { consumes: ['multipart/form-data'], body: { type: 'object' } } : body ? { body: jsonSchemaOf(body) } : {}),
    response: responses,
  };
}

/** The route's area: the first segment after /api (dossiers, gestion, organisations…). */
function tagOf(url: string): string {
  return url.split('/')[2] ?? 'api';
}
