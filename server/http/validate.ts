import { StructError, create, type Failure, type Struct } from 'superstruct';
import { invalidFields } from './errors';

/**
 * Checks a payload against its domain schema (the same one the form uses) and returns it coerced.
 * Failures become 400 ValidationError with every failing field, in French.
 */
export function parse<T, S>(struct: Struct<T, S>, value: unknown): T {
  try {
    return create(value, struct);
  } catch (error) {
    if (!(error instanceof StructError)) throw error;
    const fields = error.failures().map((failure) => ({
      field: failure.path.join('.') || '(corps)',
      message: fieldMessage(failure),
    }));
    throw invalidFields(fields);
  }
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
