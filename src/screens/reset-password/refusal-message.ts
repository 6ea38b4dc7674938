import { toApiFailure, type ApiFailure } from '../../api/errors';

/** The calls throw the ApiFailure the client made of the answer (src/api/client.ts). */
export const asApiFailure = (error: unknown): ApiFailure =>
  typeof error === 'object' && error !== null && 'status' in error && 'code' in error ? (error as ApiFailure) : toApiFailure(error);

/**
 * The message of spec section 8 a refused call carries (the field's, else the answer's: link, account not validated,
 * too many attempts), or null for an unknown error, which the screen words itself.
 */
export function refusalMessage(error: unknown): string | null {
  const failure = asApiFailure(error);
  if (failure.status >= 500 || failure.status === 0) return null;
  return failure.fields?.[0]?.message ?? failure.message;
}
