import fc from 'fast-check';
import { Struct, validate } from 'superstruct';
import { edgeValue, FIELD_SAMPLES, FREE_TEXT, HOSTILE_KEYS } from './values';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyStruct = Struct<any, any>;

/** Whether the struct takes the value the way the server reads it (with coercion). */
const accepts = (struct: AnyStruct, value: unknown) => !validate(value, struct, { coerce: true })[0];

/**
 * What a field of a type the walker cannot see into (a `define`d type, a union, a refined string) may
 * be offered: the field keeps those it accepts. Numbers and digit strings cover ids, versions, amounts
 * and percentages; the samples cover dates, company numbers, e-mails and NACE codes.
 */
const LEAF_CANDIDATES: unknown[] = [...FIELD_SAMPLES, 1, 2, 3, 5, 7, 12, 42, 100, 0.5, 1250.5, '1', '4', '40', '1 250,50', '0', 'false', true, false, null, ''];

/** How often a generated value is replaced by an edge case, at each leaf and each object. */
const EDGE_WEIGHT = 1;
const VALID_WEIGHT = 24;

const withEdges = (valid: fc.Arbitrary<unknown>) => fc.oneof({ arbitrary: valid, weight: VALID_WEIGHT }, { arbitrary: edgeValue, weight: EDGE_WEIGHT });

function leafArbitrary(struct: AnyStruct): fc.Arbitrary<unknown> {
  const taken = LEAF_CANDIDATES.filter((candidate) => accepts(struct, candidate));
  const freeText = validate(FREE_TEXT, struct, { coerce: true })[1] === FREE_TEXT;
  const text = fc.string({ unit: 'grapheme', minLength: 2, maxLength: 40 });
  if (taken.length === 0) return freeText ? text : edgeValue;
  return freeText ? fc.oneof(fc.constantFrom(...taken), text) : fc.constantFrom(...taken);
}

function objectArbitrary(schema: Record<string, AnyStruct>): fc.Arbitrary<unknown> {
  const keys = Object.keys(schema);
  const fields = Object.fromEntries(keys.map((key) => [key, structArbitrary(schema[key]!)]));
  const requiredKeys = keys.filter((key) => !accepts(schema[key]!, undefined));
  const record = fc.record(fields, { requiredKeys });
  const extraKey = fc.oneof(fc.constantFrom(...HOSTILE_KEYS), fc.string({ maxLength: 12 }));
  return fc.oneof(
    { arbitrary: record, weight: VALID_WEIGHT },
    // A required key missing.
    { arbitrary: fc.tuple(record, fc.nat()).map(([value, i]) => withoutKey(value, requiredKeys[i % requiredKeys.length])), weight: EDGE_WEIGHT },
    // A key the schema does not know, as JSON.parse would make it (an own property, even `__proto__`).
    { arbitrary: fc.tuple(record, extraKey, edgeValue).map(([value, key, extra]) => ({ ...value, ...JSON.parse(JSON.stringify({ [key]: extra }) ?? '{}') })), weight: EDGE_WEIGHT },
  );
}

function withoutKey(value: Record<string, unknown>, key: string | undefined) {
  if (key === undefined) return value;
  const copy = { ...value };
  delete copy[key];
  return copy;
}

function validArbitrary(struct: AnyStruct): fc.Arbitrary<unknown> {
  const { type, schema } = struct;
  if ((type === 'object' || type === 'type') && schema) return objectArbitrary(schema as Record<string, AnyStruct>);
  if (type === 'array' && schema instanceof Struct) return fc.array(structArbitrary(schema), { maxLength: 4 });
  if (type === 'enums') return fc.constantFrom(...Object.values(schema as Record<string, unknown>));
  if (type === 'literal' && schema !== null) return fc.constant(schema);
  if (type === 'boolean') return fc.boolean();
  // Numbers beyond the candidates only where a wide range is taken (a page, a version), not a short list (a status).
  if (type === 'integer' && accepts(struct, 1000)) return fc.oneof(leafArbitrary(struct), fc.integer({ min: 1, max: 1000 }));
  if (type === 'number' && accepts(struct, 1000)) return fc.oneof(leafArbitrary(struct), fc.double({ min: 0, max: 1000, noNaN: true }));
  // Optional, nullable, refined, coerced and defaulted structs keep the type of what they wrap: they land above.
  return leafArbitrary(struct);
}

/**
 * Values for a superstruct struct, mostly ones it accepts, with edge cases mixed in at every level
 * (edge values at leaves, missing and unknown keys in objects): for fuzzing an endpoint from its own
 * schema. Cross-field refinements (a sum of 100 %, an end after a start) are not aimed at.
 */
export function structArbitrary(struct: AnyStruct): fc.Arbitrary<unknown> {
  return withEdges(validArbitrary(struct));
}
