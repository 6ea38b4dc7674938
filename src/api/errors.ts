import { FetchError } from 'ofetch';

/** What the app knows of a failed call: status, the API's code and its own message when it gave one. */
export interface ApiFailure {
  status: number;
  code: string;
  message: string | null;
  fields?: Array<{ field: string; message: string }>;
  /** An eID sign-in no account holds (`gestia_unknown_account`): the sign-up's handle of the identity it proved. */
  personalDataId?: string;
}

/** The error type of spec section 8, derived from the HTTP status and the code in the body. */
export type ErrorKind = 'invalidApiVersion' | 'invalidCredentials' | 'forbidden' | 'notFound' | 'invalidToken' | 'maintenance' | 'other';

export function toApiFailure(error: unknown): ApiFailure {
  if (error instanceof FetchError) {
    const body = (error.data ?? {}) as Partial<ApiFailure>;
    return {
      status: error.statusCode ?? 0,
      code: typeof body.code === 'string' ? body.code : error.statusText || 'unexpected',
      message: typeof body.message === 'string' ? body.message : null,
      ...(Array.isArray(body.fields) ? { fields: body.fields } : {}),
      ...(typeof body.personalDataId === 'string' ? { personalDataId: body.personalDataId } : {}),
    };
  }
  return { status: 0, code: 'unexpected', message: null };
}

export function errorKind({ status, code }: ApiFailure): ErrorKind {
  if (status === 400 && code === 'InvalidApiVersion') return 'invalidApiVersion';
  if (status === 401 && code === 'invalid_credentials') return 'invalidCredentials';
  if (status === 403 || code === 'Forbidden') return 'forbidden';
  if (status === 404 || code === 'Not found') return 'notFound';
  if (status === 498 || code === 'Invalid token') return 'invalidToken';
  if (status === 503 || code === 'Under maintenance') return 'maintenance';
  return 'other';
}

/**
 * A call refused for who asks or what is asked (403, 404): the routes treat it as "no such dossier here" and
 * leave (spec section 8). Any other failure, a dropped connection or a 500 included, is an error to show.
 */
export function isRefusal(error: unknown): boolean {
  if (!isApiFailure(error)) return false;
  const kind = errorKind(error);
  return kind === 'forbidden' || kind === 'notFound';
}

/** Whether a thrown value is the client's failure (every call throws one, bar an aborted call's AbortError). */
export function isApiFailure(error: unknown): error is ApiFailure {
  return typeof error === 'object' && error !== null && 'status' in error && 'code' in error;
}

/** A caught value (a `catch` block's `unknown`) as the app reads a failed call. */
export const failureOf = (error: unknown): ApiFailure => (isApiFailure(error) ? error : toApiFailure(error));

// Every query and mutation fails with what the client throws: TanStack Query types their `error` as it.
declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiFailure;
  }
}
