import { describe, expect, it } from 'vitest';
import { useGestiaTestApp } from '../support/gestia-test-app';
import { DEMO_PASSWORD } from '../../server/seed/demo-contacts';

// demo.benef's national register number, which the fake identity service proves for the codes it issues.
const BENEF_NRN = '90020112305';

const setup = useGestiaTestApp();

const withCode = (gestiaCode: string, address: string) =>
  setup.t.app.inject({ method: 'POST', url: '/api/auth/login/gestia', payload: { gestiaCode }, remoteAddress: address });

describe('sign-in through the identity service shares the limit of its address', () => {
  it('refuses an address after 30 refused codes, for codes and passwords alike, while another address gets in', async () => {
    for (let i = 0; i < 30; i++) expect((await withCode(`forged-${i}`, '192.0.2.120')).json().code).toBe('gestia_invalid_code');
    const refused = await withCode(setup.gestia.issue(BENEF_NRN), '192.0.2.120');
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
    expect((await withCode(setup.gestia.issue(BENEF_NRN), '192.0.2.121')).statusCode).toBe(200);
  });

  it('lets at most 30 of 60 codes sent at once from one address reach the identity service', async () => {
    const responses = await Promise.all(Array.from({ length: 60 }, (_, i) => withCode(`guess-${i}`, '192.0.2.130')));
    const refusedByService = responses.filter((r) => r.statusCode === 401).length;
    expect(refusedByService).toBeGreaterThan(0);
    expect(refusedByService).toBeLessThanOrEqual(30);
    for (const response of responses.filter((r) => r.statusCode !== 401)) expect(response.statusCode).toBe(429);
  });

  it('does not count sign-ins the service confirmed', async () => {
    for (let i = 0; i < 35; i++) expect((await withCode(setup.gestia.issue(BENEF_NRN), '192.0.2.140')).statusCode).toBe(200);
  });
});

describe('an identity service that does not answer', () => {
  // Last of the file: the fake service stops here.
  it('costs the address nothing: the outage is not the visitor guessing', async () => {
    await setup.gestia.close();
    for (let i = 0; i < 35; i++) expect((await withCode(`code-${i}`, '192.0.2.150')).json().code).toBe('gestia_unavailable');
  });
});
