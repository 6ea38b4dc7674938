import { toNestErrors } from '@hookform/resolvers';
import { get, useForm, type FieldErrors, type FieldValues, type Path, type Resolver, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { validate, type Struct } from 'superstruct';

export interface SchemaFormOptions<Values extends FieldValues, Payload> extends Omit<UseFormProps<Values, unknown, Payload>, 'resolver'> {
  /** What the schema reads, when the inputs hold something else (a radio's text for an id, a value the screen fixes). */
  input?: (values: Values) => unknown;
  /** A field left empty, said so in these words rather than the schema's (which would call an empty choice unknown). */
  whenEmpty?: Partial<Record<Path<Values>, string>>;
  /** Rules the schema cannot know (limits the screen has read), asked once the schema accepts: errors by field. */
  refine?: (payload: Payload) => FieldErrors<Values>;
}

/** The schema's refusals by field path, as react-hook-form nests them (one message per field, the first). */
function schemaResolver<Values extends FieldValues, Payload>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a struct's schema type is its own business.
  schema: Struct<Payload, any>,
  { input = (values) => values, whenEmpty = {}, refine }: Pick<SchemaFormOptions<Values, Payload>, 'input' | 'whenEmpty' | 'refine'>,
): Resolver<Values, unknown, Payload> {
  return (values, _context, options) => {
    const [failure, payload] = validate(input(values), schema, { coerce: true });
    if (!failure) {
      const errors = refine?.(payload) ?? {};
      return Object.keys(errors).length > 0 ? { values: {}, errors } : { values: payload, errors: {} };
    }
    const byPath: FieldErrors = {};
    for (const { path, message, type } of failure.failures()) {
      const name = path.join('.');
      const empty = whenEmpty[name as Path<Values>];
      // The last failure of a path wins, as with the superstruct resolver this replaces.
      byPath[name] = empty !== undefined && get(values, name) === '' ? { type: 'required', message: empty } : { type, message };
    }
    return { values: {}, errors: toNestErrors(byPath, options) };
  };
}

/**
 * A form checked by the `domain/schemas/` struct the server validates the same payload with (DESIGN.md), so a rule
 * is written once: what the user types (`Values`, often text) is coerced and checked into what the call sends
 * (`Payload`). A server refusal goes back on its fields with `showSaveFailure` (save-failure.ts). A refused submit
 * moves the focus to the form's `<ErrorSummary>` (ErrorSummary.tsx), not to its first field.
 * The list filters keep `useForm`: their period struct (a superstruct `type`) checks two dates and lets the other
 * fields through untouched, so it is no payload's schema; they are searches, with no error summary.
 */
export function useSchemaForm<Values extends FieldValues, Payload = Values>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the resolver's own bound for a struct's schema.
  schema: Struct<Payload, any>,
  { input, whenEmpty, refine, ...options }: SchemaFormOptions<Values, Payload> = {},
): UseFormReturn<Values, unknown, Payload> {
  return useForm<Values, unknown, Payload>({ shouldFocusError: false, ...options, resolver: schemaResolver(schema, { input, whenEmpty, refine }) });
}
