import type { Struct } from 'superstruct';
import type { AnySchema } from './route';

/** A JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1), as far as this converter writes one. */
export type JsonSchema = Record<string, unknown>;

/**
 * The JSON Schema of a domain schema, read from the superstruct Struct the route validates with, so that the
 * API's description cannot drift from its checks. Superstruct keeps the shape of objects, arrays, enums and
 * literals; refinements (lengths, patterns, ranges) and unions keep none, so those parts are described as
 * their base type or as any value: the description may be looser than the check, never stricter.
 */
export function jsonSchemaOf(struct: AnySchema): JsonSchema {
  let schema = converted.get(struct);
  if (!schema) {
    const base = baseSchema(struct);
    schema = deepFreeze(acceptsNull(struct) && Object.keys(base).length > 0 ? orNull(base) : base);
    converted.set(struct, schema);
  }
  return schema;
}

/**
 * Each schema converted once per process: the domain's schemas are constants, and converting probes them with
 * values that fail (a thrown StructError each), 0.2 s of every app's start. Frozen, since routes and the API's
 * description share them: a reader that changed one would fail at once instead of changing the others'.
 */
const converted = new WeakMap<AnySchema, JsonSchema>();

function deepFreeze(schema: JsonSchema): JsonSchema {
  for (const value of Object.values(schema)) if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) deepFreeze(value as JsonSchema);
  return Object.freeze(schema);
}

/** A nullable value: as a list of types where it has one (simplest for the serializer Fastify compiles from it). */
function orNull(base: JsonSchema): JsonSchema {
  if (typeof base.type === 'string' && base.type !== 'object' && base.type !== 'array') return { ...base, type: [base.type, 'null'] };
  if (Array.isArray(base.enum)) return { enum: [...(base.enum as unknown[]), null] };
  return { anyOf: [base, { type: 'null' }] };
}

function baseSchema(struct: AnySchema): JsonSchema {
  const schema: unknown = struct.schema;
  switch (struct.type) {
    case 'string':
    case 'number':
    case 'integer':
    case 'boolean':
      return { type: struct.type };
    case 'literal':
      return { const: schema };
    case 'enums':
      return { enum: Object.values(schema as Record<string, unknown>) };
    case 'array':
      return { type: 'array', ...(schema ? { items: jsonSchemaOf(schema as AnySchema) } : {}) };
    case 'object':
    case 'type':
      // `object()` without a shape takes any object.
      return schema ? objectSchema(schema as Record<string, AnySchema>, struct.type === 'object') : { type: 'object' };
    case 'date':
      return { type: 'string', format: 'date-time' };
    default:
      // A union, a record or a domain type (`define`): superstruct keeps no shape to read.
      return {};
  }
}

/** `object` refuses unknown keys, `type` lets them through; a key is required when its schema refuses `undefined` and has no default. */
function objectSchema(shape: Record<string, AnySchema>, closed: boolean): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const [key, property] of Object.entries(shape)) {
    const missing = whenMissing(property);
    properties[key] = missing.fallback === undefined ? jsonSchemaOf(property) : { ...jsonSchemaOf(property), default: missing.fallback };
    if (!missing.accepted) required.push(key);
  }
  return { type: 'object', properties, ...(required.length > 0 ? { required } : {}), ...(closed ? { additionalProperties: false } : {}) };
}

/** Whether a missing value passes (optional or defaulted), and the default it becomes. */
function whenMissing(struct: Struct<unknown, unknown>): { accepted: boolean; fallback: unknown } {
  try {
    const [error, value] = struct.validate(undefined, { coerce: true });
    return { accepted: !error, fallback: error ? undefined : value };
  } catch {
    // A coercer that cannot take `undefined` means the value is expected.
    return { accepted: false, fallback: undefined };
  }
}

function acceptsNull(struct: Struct<unknown, unknown>): boolean {
  try {
    return struct.is(null);
  } catch {
    return false;
  }
}
