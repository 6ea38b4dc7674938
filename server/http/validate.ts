import { StructError, create, type Failure, type Struct } from 'superstruct';
import { MAX_DATA_DEPTH, tooDeep } from './depth';
import { invalidFields } from '../../domain/errors';

/**
 * Checks a payload against its domain schema (the same one the form uses) and returns it coerced.
 * Failures become 400 ValidationError with every failing field, in French; whatever the value, nothing
 * else is thrown.
 */
export function parse<T, S>(struct: Struct<T, S>, value: unknown): T {
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
