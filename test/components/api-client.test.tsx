import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, publicApi, setApiFailureListener } from '../../src/api/client';
import { isRefusal } from '../../src/api/errors';
import { logout } from '../../src/api/auth/session-calls';
import { clearStoredSession, readToken, storeToken } from '../../src/api/token-store';

const LIVE = { access_token: 'jeton-vivant', expires_at: '2999-01-01T00:00:00Z' };

function answering(body: unknown = { result: null }) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));
}

const authorizationOf = (call: unknown[]) => new Headers((call[1] as RequestInit | undefined)?.headers).get('Authorization');

afterEach(() => {
  vi.restoreAllMocks();
  clearStoredSession();
  setApiFailureListener(() => {});
});

describe('the API client and the session', () => {
  it('sends nothing that needs a session once there is none, and tells nobody', async () => {
    const fetch = answering();
    const failures = vi.fn();
    setApiFailureListener(failures);
    await expect(api('/dossiers', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 0, code: 'NoSession' });
    expect(fetch).not.toHaveBeenCalled();
    expect(failures).not.toHaveBeenCalled();
  });

  it('sends the public calls without a session, and the others with its token', async () => {
    const fetch = answering({ result: {} });
    await publicApi('/constants/get');
    expect(authorizationOf(fetch.mock.calls[0]!)).toBeNull();
    storeToken(LIVE);
    await api('/auth/whoami');
    expect(authorizationOf(fetch.mock.calls[1]!)).toBe('Bearer jeton-vivant');
  });

  it('forgets the token before the server revokes it: a call made meanwhile is not sent', async () => {
    storeToken(LIVE);
    let answerLogout: () => void = () => {};
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(
      () => new Promise<Response>((resolve) => (answerLogout = () => resolve(new Response('{"result":null}', { headers: { 'content-type': 'application/json' } })))),
    );
    const loggingOut = logout();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(readToken()).toBeNull();
    await expect(api('/dossiers', { method: 'POST', body: {} })).rejects.toMatchObject({ code: 'NoSession' });
    answerLogout();
    await loggingOut;
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]![0])).toContain('/auth/logout');
    expect(authorizationOf(fetch.mock.calls[0]!)).toBe('Bearer jeton-vivant');
  });
});

describe('which failures of a dossier load leave the route', () => {
  it('only a refusal (403, 404): anything else is an error to show', () => {
    expect(isRefusal({ status: 403, code: 'Forbidden', message: null })).toBe(true);
    expect(isRefusal({ status: 404, code: 'Not found', message: null })).toBe(true);
    for (const failure of [
      { status: 500, code: 'Internal Server Error', message: null },
      { status: 0, code: 'unexpected', message: null },
      { status: 0, code: 'NoSession', message: null },
      new TypeError('Failed to fetch'),
      null,
    ]) {
      expect(isRefusal(failure)).toBe(false);
    }
  });
});
