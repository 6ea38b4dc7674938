import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { DEMO_PASSWORD } from '../../server/seed/demo-contacts';

// The login page's plain form (server/routes/auth-form.ts): what a visitor gets who submits it before the app's
// scripts run, and the app's hand-over of the token once they do.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const form = (fields: Record<string, string>, headers: Record<string, string> = {}, address = '192.0.2.10') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login/form',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress: address,
  });

const cookies = (response: { headers: Record<string, unknown> }) => [response.headers['set-cookie'] ?? []].flat() as string[];
/** The browser's cookie header back to the hand-over route: the name=value of the HttpOnly cookie. */
const handoverHeader = (response: { headers: Record<string, unknown> }) => cookies(response).find((c) => c.startsWith('login_handover='))!.split(';')[0]!;

describe('POST /api/auth/login/form', () => {
  it('signs in, goes to the page asked for, and hands the token over once to the app', async () => {
    const response = await form({ login: 'demo.presta', password: DEMO_PASSWORD, redirect: '/dossiers' }, { origin: 'http://localhost:80' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/app/dossiers');
    const set = cookies(response);
    expect(set.find((c) => c.startsWith('login_handover='))).toMatch(/Path=\/api\/auth\/login\/handover; Max-Age=60; HttpOnly; SameSite=Strict/);
    expect(set.find((c) => c.startsWith('login_handover_pending=1'))).toMatch(/Path=\/app; Max-Age=60; SameSite=Strict/);
    expect(set.some((c) => c.startsWith('device_'))).toBe(true);

    const handover = await t.app.inject({ method: 'POST', url: '/api/auth/login/handover', headers: { cookie: handoverHeader(response) } });
    const { access_token } = handover.json().result as { access_token: string };
    expect(cookies(handover).every((c) => c.includes('Max-Age=0'))).toBe(true);
    const whoami = await t.app.inject({ url: '/api/auth/whoami', headers: { authorization: `Bearer ${access_token}` } });
    expect(whoami.json().result.user.Nom).toBeTruthy();

    const none = await t.app.inject({ method: 'POST', url: '/api/auth/login/handover' });
    expect(none.json()).toEqual({ result: null });
  });

  it('never sends the visitor to another site', async () => {
    const response = await form({ login: 'demo.presta', password: DEMO_PASSWORD, redirect: '//evil.example/' });
    expect(response.headers.location).toBe('/app/');
  });

  it('sends a refusal back to the login page with its code, and keeps the page asked for', async () => {
    const wrong = await form({ login: 'demo.presta', password: 'wrong-password', redirect: '/dossiers' }, {}, '192.0.2.20');
    expect(wrong.statusCode).toBe(303);
    expect(wrong.headers.location).toBe('/app/login?erreur=invalid_credentials&redirect=%2Fdossiers');
    expect(cookies(wrong).some((c) => c.startsWith('login_handover'))).toBe(false);
    const empty = await form({ login: '', password: '' }, {}, '192.0.2.20');
    expect(empty.headers.location).toBe('/app/login?erreur=invalid_credentials');
    // The API login's schema decides, as for POST /auth/login/password: a blank identifier is none.
    const blank = await form({ login: '   ', password: 'x' }, {}, '192.0.2.20');
    expect(blank.headers.location).toBe('/app/login?erreur=invalid_credentials');
  });

  it('takes the identifier as the API login does, trimmed', async () => {
    const signedIn = await form({ login: '  demo.presta  ', password: DEMO_PASSWORD }, {}, '192.0.2.21');
    expect(signedIn.headers.location).toBe('/app/');
  });

  it('is throttled with the API sign-in: its failures count in the same buckets', async () => {
    const address = '192.0.2.30';
    const api = () => t.app.inject({ method: 'POST', url: '/api/auth/login/password', payload: { login: 'demo.benef', password: 'guess' }, remoteAddress: address });
    for (let i = 0; i < 5; i++) await api();
    const throttled = await form({ login: 'demo.benef', password: DEMO_PASSWORD }, {}, address);
    expect(throttled.headers.location).toBe('/app/login?erreur=TooManyAttempts');
  });

  it("refuses another site's form (login CSRF)", async () => {
    const crossSite = await form({ login: 'demo.presta', password: DEMO_PASSWORD }, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
    const otherOrigin = await form({ login: 'demo.presta', password: DEMO_PASSWORD }, { origin: 'https://evil.example' });
    expect(otherOrigin.statusCode).toBe(403);
    expect(cookies(otherOrigin)).toEqual([]);
    // What Chromium sends for this site's own form under the no-referrer policy.
    const ownForm = await form({ login: 'demo.presta', password: DEMO_PASSWORD }, { origin: 'null', 'sec-fetch-site': 'same-origin' });
    expect(ownForm.statusCode).toBe(303);
    // Without Sec-Fetch-Site, an opaque origin could be any site's.
    const opaque = await form({ login: 'demo.presta', password: DEMO_PASSWORD }, { origin: 'null' });
    expect(opaque.statusCode).toBe(403);
  });
});
