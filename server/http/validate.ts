import { StructError, create, type Failure, type Struct } from 'superstruct';
import { ApiError } from './errors';

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
    throw new ApiError(400, 'ValidationError', 'Certaines données sont invalides.', fields);
  }
}

/** The domain's own French message where a refinement gave one; superstruct's English ones are replaced. */
function fieldMessage(failure: Failure): string {
  if (failure.value === undefined) return 'Ce champ est obligatoire.';
  if (failure.refinement && !failure.message.startsWith('Expected')) return failure.message;
  return "La valeur de ce champ n'est pas valide.";
}
