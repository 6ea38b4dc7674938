import { isDeepStrictEqual } from 'node:util';
import { StructError, create, type Failure, type Struct } from 'superstruct';
import { MAX_DATA_DEPTH, tooDeep } from './depth';
import { invalidFields } from '../../domain/errors';

/**
 * Checks a payload against its domain schema (the same one the form uses) and returns it coerced.
 * Failures become 400 ValidationError with every failing field, in French; whatever the value, nothing
 * else is thrown.
 */
export function parse<T, S>(struct: Struct<T, S>, value: unknown): T {
  return isEmptyObject(value) ? parseEmpty(struct) : check(struct, value);
}

function check<T, S>(struct: Struct<T, S>, value: unknown): T {
  try {
    return create(inert(value, 0), struct);
  } catch (error) {
    if (!(error instanceof StructError)) throw error;
    const fields = error.failures().map((failure) => ({
      field: failure.path.join('.') || '(corps)',
      message: fieldMessage(failure),
    }));
    throw invalidFields(fields);
  }
}

/** An object `inert` copies as `{}`: no own enumerable key. */
function isEmptyObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0;
}

/** An empty object's checked value per schema, as JSON: the defaults of a list's first page, asked on every call. */
const emptyChecked = new WeakMap<Struct<unknown, unknown>, string>();

/**
 * An empty object (the body `{}`, an absent query) is checked once per schema: a schema's defaults are constants,
 * so its checked value is too. Each call gets its own copy; a value JSON would not give back whole (a date, an
 * undefined field) is checked on every call. A refused empty object is not kept: it is refused again. A default
 * read from the clock or drawn at random would be kept too: such a value belongs in the service, not the schema.
 */
function parseEmpty<T, S>(struct: Struct<T, S>): T {
  const known = emptyChecked.get(struct as Struct<unknown, unknown>);
  if (known !== undefined) return JSON.parse(known) as T;
  const checked = check(struct, {});
  const text = JSON.stringify(checked);
  if (text !== undefined && isDeepStrictEqual(JSON.parse(text), checked)) emptyChecked.set(struct as Struct<unknown, unknown>, text);
  return checked;
}

/** Stands for an object or array wherever superstruct turns a refused value into text. */
const opaque = () => '[valeur composée]';

/**
 * A copy of request data that superstruct may turn into text: it writes every refused value into its
 * message with a template string, even where the message is dropped (the check before a coercion), which
 * calls the value's own `toString` (a client's `{"toString": 0}` throws) or joins nested arrays
 * recursively (thousands deep overflow the stack). Each copied object and array converts to a constant
 * instead, and the copy refuses data nested deeper than any payload. Keys are copied as own properties,
 * so a `__proto__` key stays data.
 */
function inert(value: unknown, depth: number): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= MAX_DATA_DEPTH) throw tooDeep();
  const copy = Array.isArray(value)
    ? value.map((item: unknown) => inert(item, depth + 1))
    : Object.fromEntries(Object.entries(value).map(([key, item]) => [key, inert(item, depth + 1)]));
  // Not enumerable: superstruct's object coercion spreads own enumerable properties, so its output stays plain.
  Object.defineProperty(copy, Symbol.toPrimitive, { value: opaque });
  return copy;
}

/**
 * The domain's own French message where a refinement or a domain type gave one (domain/schemas/form-values.ts);
 * superstruct's English ones ("Expected ...") are replaced.
 */
function fieldMessage(failure: Failure): string {
  if (failure.value === undefined) return 'Ce champ est obligatoire.';
  if (!failure.message.startsWith('Expected')) return failure.message;
  return "La valeur de ce champ n'est pas valide.";
}
