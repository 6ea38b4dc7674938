import type { FastifyRequest, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault, RouteShorthandOptions } from 'fastify';
import type { Struct } from 'superstruct';
import { jsonSchemaOf, type JsonSchema } from './json-schema';
import type { RoutePolicy } from './policy';

/** A schema of any shape, as the route table holds them: a Struct is invariant in the type it checks. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnySchema = Struct<any, any>;

/** The body of an upload route: a multipart form the handler streams itself. */
export const MULTIPART = 'multipart';

/**
 * Whether this caller may act on the record the address names, checked once the address is parsed and before
 * the body is: a caller without the right gets 403 or 404 whatever it sends, never 400 for its body.
 */
export type RouteAccess = (request: FastifyRequest) => Promise<void>;

/**
 * What a route declares where it is registered: who may call it, and the schema of each part of the
 * request it reads. The schemas are validated once, before the handler (server/plugins/route-policy.ts),
 * and listed with the route in the route table.
 */
export interface RouteDeclaration<Body = unknown, Query = unknown, Params = unknown> {
  policy: RoutePolicy;
  /**
   * The schema of what the `{ result }` envelope holds (a `domain/wire/` schema): described in /api/openapi.json,
   * compiled into the route's serializer, and checked against every answer of the server tests.
   */
  result?: AnySchema;
  /** Answers 201 Created (an upload), not 200. */
  created?: boolean;
  /** The schema of the envelope's `meta`, for the one route that sends one beside `result` (whoami). */
  meta?: AnySchema;
  body?: Struct<Body, unknown> | typeof MULTIPART;
  query?: Struct<Query, unknown>;
  params?: Struct<Params, unknown>;
  /** The record-level check run before the body is validated (the policy only knew the caller's right). */
  access?: RouteAccess;
  /** Answers even under maintenance. */
  duringMaintenance?: boolean;
  /** What the route answers when it is not the `{ result }` envelope: a file, a redirect, its own JSON (its description in /api/openapi.json). */
  answer?: RouteAnswer;
}

/** A success answer other than the envelope: its schema when it is JSON. */
export interface RouteAnswer {
  description: string;
  contentType: string;
  schema?: JsonSchema;
}

type Declared<Body, Query, Params> = RouteShorthandOptions<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  { Body: Body; Querystring: Query; Params: Params }
>;

/**
 * The JSON Schema of a success answer `{ result }` (and `meta`) whose content the route declares. One frozen object
 * per declared result for the whole process, as `jsonSchemaOf` gives: every app built in a process then hands
 * Fastify the same schema, and the serializer compiled from it is shared (server/http/lazy-serializers.ts).
 */
export function resultEnvelopeOf(result: AnySchema, meta?: AnySchema): JsonSchema {
  let byMeta = envelopes.get(result);
  if (!byMeta) envelopes.set(result, (byMeta = new Map()));
  let envelope = byMeta.get(meta);
  if (!envelope) {
    envelope = Object.freeze({
      type: 'object',
      properties: Object.freeze({ result: jsonSchemaOf(result), ...(meta ? { meta: jsonSchemaOf(meta) } : {}) }),
      required: Object.freeze(meta ? ['result', 'meta'] : ['result']),
      additionalProperties: false,
    }) as JsonSchema;
    byMeta.set(meta, envelope);
  }
  return envelope;
}

const envelopes = new WeakMap<AnySchema, Map<AnySchema | undefined, JsonSchema>>();

/**
 * The route's options with its declaration as `config`; the handler's request is typed by the declared schemas.
 * A declared result is also the route's response schema: Fastify then writes the answer with a serializer compiled
 * from it (issue 32), which leaves out any property the schema does not name (the server tests catch that first).
 */
export function route<Body = unknown, Query = unknown, Params = unknown>(
  declaration: RouteDeclaration<Body, Query, Params>,
): Declared<Body, Query, Params> {
  return { config: declaration, ...(declaration.result ? { schema: { response: { '2xx': resultEnvelopeOf(declaration.result, declaration.meta) } } } : {}) };
}
