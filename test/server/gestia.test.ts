import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/test-app';
import { useGestiaTestApp } from '../support/gestia-test-app';
import { Droit } from '../../domain/droits';

const setup = useGestiaTestApp();

const login = (payload: unknown) => setup.t.app.inject({ method: 'POST', url: '/api/auth/login/gestia', payload: payload as object });

describe('external identity service (gestia)', () => {
  it('gives the authorisation URL, coming back to /app/login/gestia', async () => {
    const { result } = (await setup.t.app.inject({ url: '/api/auth/gestia-login-url' })).json();
    const url = new URL(result);
    expect(url.pathname).toBe('/authorize');
    expect(url.searchParams.get('redirect_uri')).toBe('http://plateforme.test/app/login/gestia');
    expect(url.searchParams.get('client_id')).toBe('test-client');
  });

  it('signs in the contact whose national register number the service proves', async () => {
    const response = await login({ gestiaCode: setup.gestia.issue('90020112305') });
    expect(response.statusCode).toBe(200);
    const authorization = `Bearer ${response.json().result.access_token}`;
    const whoami = (await setup.t.app.inject({ url: '/api/auth/whoami', headers: { authorization } })).json();
    expect(whoami.result.user.NomUtilisateur).toBe('demo.benef');
    expect(whoami.meta.auth.droit_id).toBe(Droit.Beneficiaire);
  });

  it('refuses a code the service did not issue, or one used twice', async () => {
    const code = setup.gestia.issue('90020112305');
    expect((await login({ gestiaCode: code })).statusCode).toBe(200);
    const again = await login({ gestiaCode: code });
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('gestia_invalid_code');
    expect((await login({ gestiaCode: 'forged' })).json().code).toBe('gestia_invalid_code');
  });

  it('refuses an identity no account is linked to', async () => {
    const response = await login({ gestiaCode: setup.gestia.issue('78051204507') });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('gestia_unknown_account');
  });

  it('rejects a payload without code (400)', async () => {
    expect((await login({})).statusCode).toBe(400);
  });
});

describe('without an identity service', () => {
  it('offers no URL and refuses the login with a code the screen shows', async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.app.inject({ url: '/api/auth/gestia-login-url' })).json().result).toBeNull();
      const response = await plain.app.inject({ method: 'POST', url: '/api/auth/login/gestia', payload: { gestiaCode: 'x' } });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('gestia_not_configured');
    } finally {
      await plain.close();
    }
  });

  it('tells an unreachable service apart (502 gestia_unavailable)', async () => {
    const down = await createTestApp({ GESTIA_AUTHORIZE_URL: 'http://127.0.0.1:9/authorize', GESTIA_TOKEN_URL: 'http://127.0.0.1:9/token' });
    try {
      const response = await down.app.inject({ method: 'POST', url: '/api/auth/login/gestia', payload: { gestiaCode: 'x' } });
      expect(response.statusCode).toBe(502);
      expect(response.json().code).toBe('gestia_unavailable');
    } finally {
      await down.close();
    }
  });
});
