import { failureOf } from '../../api/errors';

/**
 * The message of spec section 8 a refused call carries (the field's, else the answer's: link, account not validated,
 * too many attempts), or null for an unknown error, which the screen words itself.
 */
export function refusalMessage(error: unknown): string | null {
  const failure = failureOf(error);
  if (failure.status >= 500 || failure.status === 0) return null;
  return failure.fields?.[0]?.message ?? failure.message;
}
