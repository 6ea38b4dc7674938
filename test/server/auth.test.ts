import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { DEMO_PASSWORD } from '../../server/seed/demo-contacts';
import { Droit } from '../../domain/droits';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/auth/login/password', payload: payload as object });

describe('POST /api/auth/login/password', () => {
  it('gives an access token carrying claims, linked organisations and an expiry', async () => {
    const response = await login({ login: 'demo.presta', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
    const { result } = response.json();
    expect(result.token_type).toBe('Bearer');
    expect(new Date(result.expires_at).getTime()).toBeGreaterThan(Date.now());
    const claims = JSON.parse(Buffer.from(result.access_token.split('.')[1], 'base64url').toString());
    expect(claims.droit_id).toBe(Droit.Prestataire);
    expect(claims.claims).toEqual(['droit:4', 'droit:5']);
    expect(claims.linked_organisations.length).toBe(2);
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
  });

  it('accepts the login whatever its case', async () => {
    expect((await login({ login: 'DEMO.Benef', password: DEMO_PASSWORD })).statusCode).toBe(200);
  });

  it('refuses a wrong password or an unknown login with 401 invalid_credentials', async () => {
    for (const payload of [
      { login: 'demo.reference', password: 'wrong-password' },
      { login: 'nobody.here', password: DEMO_PASSWORD },
    ]) {
      const response = await login(payload);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        code: 'invalid_credentials',
        message: 'La combinaison identifiant / mot de passe est incorrecte.',
      });
    }
  });

  it('selects the requested right when the contact holds it', async () => {
    const response = await login({ login: 'demo.presta', password: DEMO_PASSWORD, droitId: Droit.Beneficiaire });
    expect(response.json().result.droit_id).toBe(Droit.Beneficiaire);
  });

  it('ignores a requested right the contact does not hold', async () => {
    const response = await login({ login: 'demo.benef', password: DEMO_PASSWORD, droitId: Droit.Prestataire });
    expect(response.json().result.droit_id).toBe(Droit.Beneficiaire);
  });

  it('rejects payloads that fail the schema with 400 and the fields in error', async () => {
    const response = await login({ login: '   ', droitId: 'abc' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('ValidationError');
    expect(body.fields.map((f: { field: string }) => f.field).sort()).toEqual(['droitId', 'login', 'password']);
  });

  it('never logs the password or returns its hash', async () => {
    const token = await t.login('demo.benef');
    const whoami = await t.app.inject({ url: '/api/auth/whoami', headers: { authorization: token.authorization } });
    expect(whoami.body).not.toMatch(/scrypt|password/i);
  });
});

describe('GET /api/auth/whoami', () => {
  it('returns the user, the linked organisations and the current right', async () => {
    const { authorization } = await t.login('demo.benef');
    const response = await t.app.inject({ url: '/api/auth/whoami', headers: { authorization } });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.result.user).toMatchObject({ NomUtilisateur: 'demo.benef', Prenom: 'Marc', Nom: 'Dupont', droits: [{ id: 5 }] });
    expect(body.result.linked_organisations.map((o: { nom: string }) => o.nom)).toContain('Menuiserie Dupont SRL');
    expect(body.meta.auth.droit_id).toBe(Droit.Beneficiaire);
  });

  it('answers 498 Invalid token without a token, with a forged one or a malformed header', async () => {
    const { token } = await t.login('demo.benef');
    const forged = token.slice(0, -3) + (token.endsWith('aaa') ? 'bbb' : 'aaa');
    for (const authorization of [undefined, `Bearer ${forged}`, 'Bearer', 'Basic abc', 'Bearer a.b.c']) {
      const response = await t.app.inject({ url: '/api/auth/whoami', headers: authorization ? { authorization } : {} });
      expect(response.statusCode).toBe(498);
      expect(response.json().code).toBe('Invalid token');
    }
  });
});

describe('refresh and logout', () => {
  it('refreshes into a new working token, and refreshes linked organisations', async () => {
    const { authorization } = await t.login('demo.reference');
    const refreshed = await t.app.inject({ url: '/api/auth/refresh', headers: { authorization } });
    expect(refreshed.statusCode).toBe(200);
    const next = `Bearer ${refreshed.json().result.access_token}`;
    expect((await t.app.inject({ url: '/api/auth/whoami', headers: { authorization: next } })).statusCode).toBe(200);
    const linked = await t.app.inject({ url: '/api/auth/refreshLinkedOrganisations', headers: { authorization: next } });
    expect(linked.json().result.linked_organisations).toHaveLength(1);
    expect(linked.json().result.access_token).toEqual(expect.any(String));
  });

  it('stops the token at once on logout (498 afterwards, refresh included)', async () => {
    const { authorization } = await t.login('demo.expert');
    expect((await t.app.inject({ url: '/api/auth/logout', headers: { authorization } })).statusCode).toBe(200);
    for (const url of ['/api/auth/whoami', '/api/auth/refresh', '/api/auth/logout']) {
      expect((await t.app.inject({ url, headers: { authorization } })).statusCode).toBe(498);
    }
  });
});
