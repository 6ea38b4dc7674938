// Also on PostgreSQL: parallel sign-ins counted atomically, over a pool of connections.
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/test-app';
import { gestiaCode, useIdentityTestApp } from '../support/identity-test-app';
import { DEMO_PASSWORD } from '../../server/seed/demo-contacts';

// demo.benef's national register number, which the embedded identity provider proves.
const BENEF_NRN = '90020112305';

// The address's first wait lasts a minute here, not the default second: a wait over before the next attempt (a slow
// machine takes that long to get a valid code) would let it through, and the limit would seem not to hold.
const setup = useIdentityTestApp({ LOGIN_FIRST_DELAY_SECONDS: '60' });
const code = () => gestiaCode(setup.t.app, BENEF_NRN);

const withCode = (gestiaCode: string, address: string) =>
  setup.t.app.inject({ method: 'POST', url: '/api/auth/login/gestia', payload: { gestiaCode }, remoteAddress: address });

describe('sign-in through the identity service shares the limit of its address', () => {
  it('refuses an address after 30 refused codes, for codes and passwords alike, while another address gets in', async () => {
    for (let i = 0; i < 30; i++) expect((await withCode(`forged-${i}`, '192.0.2.120')).json().code).toBe('gestia_invalid_code');
    const refused = await withCode(await code(), '192.0.2.120');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('TooManyAttempts');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const password = await setup.t.app.inject({
      method: 'POST',
      url: '/api/auth/login/password',
      payload: { login: 'demo.benef', password: DEMO_PASSWORD },
      remoteAddress: '192.0.2.120',
    });
    expect(password.statusCode).toBe(429);
    expect((await withCode(await code(), '192.0.2.121')).statusCode).toBe(200);
  });

  it('lets at most 30 of 60 codes sent at once from one address reach the identity service', async () => {
    const responses = await Promise.all(Array.from({ length: 60 }, (_, i) => withCode(`guess-${i}`, '192.0.2.130')));
    const refusedByService = responses.filter((r) => r.statusCode === 401).length;
    expect(refusedByService).toBeGreaterThan(0);
    expect(refusedByService).toBeLessThanOrEqual(30);
    for (const response of responses.filter((r) => r.statusCode !== 401)) expect(response.statusCode).toBe(429);
  });

  it('does not count sign-ins the service confirmed', async () => {
    for (let i = 0; i < 35; i++) expect((await withCode(await code(), '192.0.2.140')).statusCode).toBe(200);
  });
});

describe('an identity service that does not answer', () => {
  it('costs the address nothing: the outage is not the visitor guessing', async () => {
    const down = await createTestApp({ OIDC_ISSUER: 'http://127.0.0.1:9/issuer' });
    try {
      for (let i = 0; i < 35; i++) {
        const start = await down.app.inject({ url: '/api/auth/gestia-login', remoteAddress: '192.0.2.150' });
        expect(new URL(String(start.headers.location)).searchParams.get('erreur')).toBe('gestia_unavailable');
      }
      const password = await down.app.inject({ method: 'POST', url: '/api/auth/login/password', payload: { login: 'demo.benef', password: DEMO_PASSWORD }, remoteAddress: '192.0.2.150' });
      expect(password.statusCode).toBe(200);
    } finally {
      await down.close();
    }
  });
});
