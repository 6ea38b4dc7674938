import { failureOf } from '../../api/errors';

/**
 * What a refused change says on the profile: the server's French message on the field concerned (400) or on
 * the refusal (409). The app's shell already reports the others (403, 404, a failure of the server or network).
 */
export function refusalMessage(error: unknown): string | null {
  const failure = failureOf(error);
  if (failure.status !== 400 && failure.status !== 409) return null;
  return failure.fields?.[0]?.message ?? failure.message;
}
