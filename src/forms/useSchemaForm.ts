import { superstructResolver } from '@hookform/resolvers/superstruct';
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { Struct } from 'superstruct';

/**
 * A form checked by the `domain/schemas/` struct the server validates the same payload with (DESIGN.md), so a rule
 * is written once: what the user types (`Values`, often text) is coerced and checked into what the call sends
 * (`Payload`). A server refusal goes back on its fields with `showSaveFailure` (save-failure.ts). A refused submit
 * moves the focus to the form's `<ErrorSummary>` (ErrorSummary.tsx), not to its first field.
 */
export function useSchemaForm<Values extends FieldValues, Payload = Values>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the resolver's own bound for a struct's schema.
  schema: Struct<Payload, any>,
  options?: Omit<UseFormProps<Values, unknown, Payload>, 'resolver'>,
): UseFormReturn<Values, unknown, Payload> {
  return useForm<Values, unknown, Payload>({ shouldFocusError: false, ...options, resolver: superstructResolver<Values, unknown, Payload>(schema, { coerce: true }) });
}
