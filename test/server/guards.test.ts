import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_API_VERSION, type TestApp } from '../support/test-app';
import { DEMO_PASSWORD } from '../../server/seed/demo-contacts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signIn = (app: TestApp, login: string) =>
  app.app.inject({ method: 'POST', url: '/api/auth/login/password', payload: { login, password: DEMO_PASSWORD } });

describe('GET /api/constants/get', () => {
  it('gives the platform constants as dotted keys without a token', async () => {
    const response = await t.app.inject({ url: '/api/constants/get' });
    expect(response.statusCode).toBe(200);
    const { result } = response.json();
    expect(result['platform.id']).toBe(100);
    expect(result['platform.code']).toBe('ce');
    expect(result['accessibility.contact']).toBe('accessibilite@cheques-entreprises.be');
    expect(Object.keys(result).sort()).toEqual(
      [
        'accessibility.contact',
        'platform.code',
        'platform.content_site_url',
        'platform.external_app_url',
        'platform.id',
        'platform.legacy_backend_app_url',
        'platform.logo_url',
        'platform.meta_title',
        'platform.name',
        'platform.url',
      ].sort(),
    );
  });
});

describe('error catalogue', () => {
  it('answers 404 Not found in JSON for an unknown API path, never the app', async () => {
    const response = await t.app.inject({ url: '/api/no/such/thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'Not found', message: "Le contenu que vous recherchez n'a pas pu être trouvé." });
  });

  it('answers 400 InvalidApiVersion when the browser was built for another version', async () => {
    const response = await t.app.inject({ url: '/api/constants/get', headers: { 'x-api-version': '0.0.1-old' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'InvalidApiVersion', message: 'Une nouvelle version a été déployée.' });
    const same = await t.app.inject({ url: '/api/constants/get', headers: { 'x-api-version': TEST_API_VERSION } });
    expect(same.statusCode).toBe(200);
  });

  it('answers 400 for malformed JSON and for a wrong content type, never 5xx', async () => {
    const sendLogin = (contentType: string, payload: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login/password', headers: { 'content-type': contentType }, payload });
    const bad = await sendLogin('application/json', '{"login": ');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('ValidationError');
    const text = await sendLogin('text/plain', 'login=x');
    expect(text.statusCode).toBe(400);
    const xml = await sendLogin('application/xml', '<login/>');
    expect(xml.statusCode).toBe(415);
    expect(xml.json().code).toBe('UnsupportedMediaType');
    const array = await t.app.inject({ method: 'POST', url: '/api/auth/login/password', payload: [1, 2] });
    expect(array.statusCode).toBe(400);
    const empty = await t.app.inject({ method: 'POST', url: '/api/auth/login/password' });
    expect(empty.statusCode).toBe(400);
  });

  it('refuses with 403 Forbidden what the caller may not do', async () => {
    const { authorization } = await t.login('demo.benef');
    const response = await t.app.inject({ method: 'POST', url: '/api/maintenance', headers: { authorization }, payload: { enabled: true } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'Forbidden', message: "Vous n'avez pas les droits nécessaires pour accéder à cette page." });
  });
});

describe('maintenance', () => {
  it("a manager's toggle gives 503 to every call but the constants, and staff can end it", async () => {
    const manager = await t.login('demo.gestionnaire');
    const user = await t.login('demo.benef');
    const on = await t.app.inject({ method: 'POST', url: '/api/maintenance', headers: manager, payload: { enabled: true } });
    expect(on.json().result.enabled).toBe(true);

    const whoami = await t.app.inject({ url: '/api/auth/whoami', headers: user });
    expect(whoami.statusCode).toBe(503);
    expect(whoami.json().code).toBe('Under maintenance');
    expect((await t.app.inject({ url: '/api/no/such/route', headers: user })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/constants/get' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/auth/whoami', headers: manager })).statusCode).toBe(200);

    const off = await t.app.inject({ method: 'POST', url: '/api/maintenance', headers: manager, payload: { enabled: false } });
    expect(off.json().result.enabled).toBe(false);
    expect((await t.app.inject({ url: '/api/auth/whoami', headers: user })).statusCode).toBe(200);
  });

  it('refuses a sign-in during maintenance with its message (no session every call of which would answer 503); staff still sign in', async () => {
    const manager = await t.login('demo.gestionnaire');
    await t.app.inject({ method: 'POST', url: '/api/maintenance', headers: manager, payload: { enabled: true } });
    try {
      for (const login of ['demo.benef', 'demo.presta']) {
        const refused = await signIn(t, login);
        expect(refused.statusCode).toBe(503);
        expect(refused.json()).toEqual({ code: 'Under maintenance', message: 'La plateforme est en maintenance. Merci de réessayer plus tard.' });
      }
      expect((await signIn(t, 'demo.gestionnaire')).statusCode).toBe(200);
    } finally {
      await t.app.inject({ method: 'POST', url: '/api/maintenance', headers: manager, payload: { enabled: false } });
    }
    expect((await signIn(t, 'demo.benef')).statusCode).toBe(200);
  });

  it('lets a user sign out during maintenance: the session ends at once', async () => {
    const manager = await t.login('demo.gestionnaire');
    const user = await t.login('demo.benef');
    await t.app.inject({ method: 'POST', url: '/api/maintenance', headers: manager, payload: { enabled: true } });
    try {
      const logout = await t.app.inject({ url: '/api/auth/logout', headers: user });
      expect(logout.statusCode).toBe(200);
      expect(logout.json()).toEqual({ result: true });
    } finally {
      await t.app.inject({ method: 'POST', url: '/api/maintenance', headers: manager, payload: { enabled: false } });
    }
    expect((await t.app.inject({ url: '/api/auth/whoami', headers: user })).statusCode).toBe(498);
  });

  it('MAINTENANCE=1 forces it on', async () => {
    const forced = await createTestApp({ MAINTENANCE: '1' });
    try {
      const manager = await forced.login('demo.gestionnaire');
      expect((await forced.app.inject({ url: '/api/auth/whoami', headers: manager })).statusCode).toBe(200);
      expect((await forced.app.inject({ url: '/api/constants/get' })).statusCode).toBe(200);
      expect((await signIn(forced, 'demo.benef')).statusCode).toBe(503);
    } finally {
      await forced.close();
    }
  });
});
