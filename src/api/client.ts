import { ofetch, type FetchOptions } from 'ofetch';
import { isExpired, readToken, storeToken } from './token-store';
import { toApiFailure, type ApiFailure } from './errors';

declare const __API_VERSION__: string;

/** Cookie the server may set against cross-site requests; echoed in a header when present. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'X-XSRF-TOKEN';
export const API_VERSION_HEADER = 'X-Api-Version';

type FailureListener = (failure: ApiFailure) => void;
let onFailure: FailureListener = () => {};

/** The app shell decides what a failure does (toast, logout, maintenance page): spec section 8. */
export function setApiFailureListener(listener: FailureListener) {
  onFailure = listener;
}

/** A call made without ofetch (an upload with progress) reports its failure to the shell like every other call. */
export function reportApiFailure(failure: ApiFailure) {
  onFailure(failure);
}

function cookie(name: string): string | null {
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
}

const raw = ofetch.create({
  baseURL: '/api',
  // The spec's client has no timeout: long uploads must not be cut.
  timeout: undefined,
  retry: 0,
  onRequest({ options }) {
    options.headers = withSessionHeaders(options.headers);
  },
});

/** What every call carries (a fetch of our own too): the API version, the session's bearer unless the call brings one, the XSRF echo. */
export function withSessionHeaders(init?: HeadersInit): Headers {
  const headers = new Headers(init);
  headers.set(API_VERSION_HEADER, __API_VERSION__);
  const stored = readToken();
  if (stored && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${stored.token}`);
  const xsrf = cookie(XSRF_COOKIE);
  if (xsrf) headers.set(XSRF_HEADER, xsrf);
  return headers;
}

let refreshing: Promise<void> | null = null;
const afterRefresh: Array<() => Promise<unknown>> = [];

/** Runs after each token refresh (the session reloads its linked organisations there). */
export function onTokenRefreshed(callback: () => Promise<unknown>) {
  afterRefresh.push(callback);
}

/** When the stored expiry has passed, refresh first (once, however many calls wait on it). */
export async function refreshTokenIfExpired(): Promise<void> {
  const stored = readToken();
  if (!stored || !isExpired(stored)) return;
  refreshing ??= raw<{ result: { access_token: string; expires_at: string } }>('/auth/refresh')
    .then(async ({ result }) => {
      storeToken(result);
      await Promise.all(afterRefresh.map((callback) => callback()));
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/** What a call needing a session meets once the session has ended: it is not sent, and nobody is told. */
const NO_SESSION: ApiFailure = { status: 0, code: 'NoSession', message: null };

/**
 * Refreshes first when needed; failures reach the shell's listener, then throw an ApiFailure. A call that
 * needs a session is not sent without one (signed out, or logging out): the server would only answer 498.
 * A call its `signal` aborted is nobody's failure: its AbortError is thrown as it is, and the shell is not told.
 */
export async function guarded<T>(path: string, run: () => Promise<T>, needsSession: boolean, signal?: AbortSignal): Promise<T> {
  if (needsSession && !readToken()) throw NO_SESSION;
  try {
    if (path !== '/auth/refresh') await refreshTokenIfExpired();
    return await run();
  } catch (error) {
    if (signal?.aborted) throw error;
    const failure = toApiFailure(error);
    onFailure(failure);
    throw failure;
  }
}

/** Every API call but the public ones, whole body: it needs the session's token (or brings its own). */
export function request<TBody>(path: string, options: FetchOptions<'json'> = {}): Promise<TBody> {
  return guarded(path, () => raw<TBody>(path, options), !new Headers(options.headers).has('Authorization'));
}

/** A binary answer (a document, an export). */
export function requestBlob(path: string, options: Pick<FetchOptions, 'method' | 'body'> = {}): Promise<Blob> {
  return guarded(path, () => raw(path, { ...options, responseType: 'blob' }), true);
}

/** Most calls need only the `result` field of the body (spec section 7). */
export async function api<T>(path: string, options: FetchOptions<'json'> = {}): Promise<T> {
  return (await request<{ result: T }>(path, options)).result;
}

/** The header that makes a creating call safe to send again (server/plugins/idempotency.ts). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/**
 * A call that creates something (a dossier, an organisation, a contact, a link, a request): it carries a key of its
 * own, so that when its answer is lost (a dropped connection, a server stopping) ofetch sends it again with the same
 * key, and the server answers the first result instead of creating it twice.
 */
export function create<T>(path: string, body: object): Promise<T> {
  return api<T>(path, {
    method: 'POST',
    body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID() },
    retry: 2,
    retryDelay: 500,
    // No answer at all, a timeout or a gateway's: the call may or may not have run, and its key makes the retry safe.
    retryStatusCodes: [408, 502, 504],
  });
}

/** A call of a public route (constants, sign-in): sent with or without a session. */
export async function publicApi<T>(path: string, options: FetchOptions<'json'> = {}): Promise<T> {
  return (await guarded(path, () => raw<{ result: T }>(path, options), false)).result;
}
