import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/test-app';
import { gestiaCode, gestiaLoginScreen, useIdentityTestApp } from '../support/identity-test-app';
import { visitProvider } from '../support/identity-provider';
import { Droit } from '../../domain/droits';
import { signupIdentities } from '../../server/db/schema/index';
import { hashOpaque } from '../../server/services/auth/signup-tokens';

const setup = useIdentityTestApp();

const login = (payload: unknown) => setup.t.app.inject({ method: 'POST', url: '/api/auth/login/gestia', payload: payload as object });
const BENEF_NRN = '90020112305';

describe('eID sign-in through OpenID Connect (the embedded identity provider)', () => {
  it('offers the start of the sign-in, which sends the browser to the provider with PKCE, state and nonce', async () => {
    const { result } = (await setup.t.app.inject({ url: '/api/auth/gestia-login-url' })).json();
    expect(result).toBe('http://plateforme.test/api/auth/gestia-login');
    const start = await setup.t.app.inject({ url: '/api/auth/gestia-login?state=/dossiers' });
    expect(start.statusCode).toBe(302);
    const provider = new URL(String(start.headers.location));
    expect(provider.origin + provider.pathname).toBe('http://plateforme.test/idp/auth');
    expect(provider.searchParams.get('redirect_uri')).toBe('http://plateforme.test/api/auth/gestia-login-callback');
    expect(provider.searchParams.get('code_challenge_method')).toBe('S256');
    expect(provider.searchParams.get('nonce')).toBeTruthy();
    // The page to come back to stays on the server: the provider sees only a random state.
    expect(provider.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('signs in the contact whose national register number the provider proves, back on the page asked for', async () => {
    const screen = await gestiaLoginScreen(setup.t.app, BENEF_NRN, '/dossiers?droit=2');
    expect(screen.pathname).toBe('/app/login/gestia');
    expect(screen.searchParams.get('state')).toBe('/dossiers?droit=2');
    const response = await login({ gestiaCode: screen.searchParams.get('code') });
    expect(response.statusCode).toBe(200);
    const authorization = `Bearer ${response.json().result.access_token}`;
    const whoami = (await setup.t.app.inject({ url: '/api/auth/whoami', headers: { authorization } })).json();
    expect(whoami.result.user.NomUtilisateur).toBe('demo.benef');
    expect(whoami.meta.auth.droit_id).toBe(Droit.Beneficiaire);
  });

  it('never sends the browser back to another site', async () => {
    for (const elsewhere of ['//evil.example/x', 'https://evil.example', '/\\evil.example']) {
      const screen = await gestiaLoginScreen(setup.t.app, BENEF_NRN, elsewhere);
      expect(screen.searchParams.get('code')).toBeTruthy();
      expect(screen.searchParams.has('state')).toBe(false);
    }
  });

  it('takes a code once, and refuses one it never gave', async () => {
    const code = await gestiaCode(setup.t.app, BENEF_NRN);
    expect((await login({ gestiaCode: code })).statusCode).toBe(200);
    const again = await login({ gestiaCode: code });
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('gestia_invalid_code');
    expect((await login({ gestiaCode: 'forged' })).json().code).toBe('gestia_invalid_code');
  });

  it('refuses an identity no account is linked to', async () => {
    const response = await login({ gestiaCode: await gestiaCode(setup.t.app, '78051204507') });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('gestia_unknown_account');
  });

  it('refuses an answer whose state it never gave, a code the provider never issued, and a cancelled visit', async () => {
    const start = await setup.t.app.inject({ url: '/api/auth/gestia-login' });
    const callback = await visitProvider(setup.t.app, String(start.headers.location), { nrn: BENEF_NRN });
    const forged = new URL(callback);
    forged.searchParams.set('code', 'forged');
    const screenOf = async (url: URL) => new URL(String((await setup.t.app.inject({ url: `${url.pathname}${url.search}` })).headers.location));
    expect((await screenOf(forged)).searchParams.get('erreur')).toBe('gestia_invalid_code');
    const strange = new URL(callback);
    strange.searchParams.set('state', 'y'.repeat(43));
    expect((await screenOf(strange)).searchParams.get('erreur')).toBe('gestia_invalid_state');
    const cancelled = await visitProvider(setup.t.app, String((await setup.t.app.inject({ url: '/api/auth/gestia-login' })).headers.location), 'abort');
    expect((await screenOf(cancelled)).searchParams.get('erreur')).toBe('gestia_refused');
  });

  it('refuses an ID token whose nonce is not the one of its visit', async () => {
    const start = await setup.t.app.inject({ url: '/api/auth/gestia-login' });
    const callback = await visitProvider(setup.t.app, String(start.headers.location), { nrn: BENEF_NRN });
    // The provider signed the nonce it was sent; the server now expects another, as if the token came from another visit.
    const stateHash = hashOpaque(callback.searchParams.get('state')!);
    await setup.t.database.db.update(signupIdentities).set({ nonce: 'another-visit' }).where(eq(signupIdentities.stateHash, stateHash));
    const back = await setup.t.app.inject({ url: `${callback.pathname}${callback.search}` });
    const screen = new URL(String(back.headers.location));
    expect(screen.searchParams.get('erreur')).toBe('gestia_invalid_code');
    expect(screen.searchParams.has('code')).toBe(false);
  });

  it('does not take a sign-up visit for a sign-in, nor the reverse', async () => {
    const signup = await setup.t.app.inject({ url: '/api/auth/gestia-signup-url?state=create' });
    const callback = await visitProvider(setup.t.app, signup.json().result, { nrn: '78051204507' });
    const asLogin = await setup.t.app.inject({ url: `/api/auth/gestia-login-callback${callback.search}` });
    expect(new URL(String(asLogin.headers.location)).searchParams.get('erreur')).toBe('gestia_invalid_state');
  });

  it('rejects a payload without code (400)', async () => {
    expect((await login({})).statusCode).toBe(400);
  });
});

describe('the embedded provider’s page', () => {
  it('is a French page under the platform’s security policy, listing the test identities', async () => {
    const start = await setup.t.app.inject({ url: '/api/auth/gestia-login' });
    const authorize = new URL(String(start.headers.location));
    const interaction = await setup.t.app.inject({ url: `${authorize.pathname}${authorize.search}` });
    const cookie = [interaction.headers['set-cookie'] ?? []].flat().map((c) => c.split(';')[0]).join('; ');
    const page = await setup.t.app.inject({ url: String(interaction.headers.location), headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('<html lang="fr">');
    expect(page.body).toContain('Marc Dupont — 90.02.01-123.05');
    expect(page.body).toContain('Élise Nouvelle');
  });

  it('refuses a typed number that is not a national register number, and an expired visit', async () => {
    const start = await setup.t.app.inject({ url: '/api/auth/gestia-login' });
    await expect(visitProvider(setup.t.app, String(start.headers.location), { nrn: '12345678901' })).rejects.toThrow(/answered 400/);
    const expired = await setup.t.app.inject({ url: '/idp/interaction/unknown' });
    expect(expired.statusCode).toBe(400);
    expect(expired.body).toContain('Identification expirée');
  });
});

describe('without an identity service', () => {
  it('offers no URL and refuses the login with a code the screen shows', async () => {
    const plain = await createTestApp({ OIDC_EMBEDDED: 'false' });
    try {
      expect((await plain.app.inject({ url: '/api/auth/gestia-login-url' })).json().result).toBeNull();
      expect((await plain.app.inject({ url: '/idp/.well-known/openid-configuration' })).statusCode).toBe(404);
      const response = await plain.app.inject({ method: 'POST', url: '/api/auth/login/gestia', payload: { gestiaCode: 'x' } });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('gestia_not_configured');
      const start = await plain.app.inject({ url: '/api/auth/gestia-login' });
      expect(new URL(String(start.headers.location)).searchParams.get('erreur')).toBe('gestia_not_configured');
    } finally {
      await plain.close();
    }
  });

  it('tells an unreachable service apart (gestia_unavailable)', async () => {
    const down = await createTestApp({ OIDC_ISSUER: 'http://127.0.0.1:9/issuer' });
    try {
      const start = await down.app.inject({ url: '/api/auth/gestia-login' });
      expect(new URL(String(start.headers.location)).searchParams.get('erreur')).toBe('gestia_unavailable');
      const signup = await down.app.inject({ url: '/api/auth/gestia-signup-url?state=create' });
      expect(signup.statusCode).toBe(502);
      expect(signup.json().code).toBe('gestia_unavailable');
    } finally {
      await down.close();
    }
  });

  it('refuses to start in production with the embedded provider', async () => {
    const { loadConfig } = await import('../../server/config');
    expect(() => loadConfig({ NODE_ENV: 'production', OIDC_EMBEDDED: 'true' })).toThrow(/OIDC_EMBEDDED ne peut pas être activé en production/);
    expect(loadConfig({ NODE_ENV: 'production' }).oidc).toBeNull();
    expect(loadConfig({ NODE_ENV: 'production', OIDC_ISSUER: 'https://idp.example' }).oidc).toMatchObject({ issuer: 'https://idp.example', embedded: false });
  });
});
