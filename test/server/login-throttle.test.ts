import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { DEMO_PASSWORD } from '../../server/seed/demo-contacts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ MAX_LOGIN_FAILURES_PER_LOGIN: '3', MAX_LOGIN_FAILURES_PER_ADDRESS: '6' });
});
afterAll(() => t.close());

const attempt = (login: string, password: string, address = '203.0.113.7') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login/password', payload: { login, password }, remoteAddress: address });

describe('repeated login failures', () => {
  it('are refused per login once the limit is reached, even with the right password', async () => {
    for (let i = 0; i < 3; i++) expect((await attempt('demo.information', 'nope', `198.51.100.${i}`)).statusCode).toBe(401);
    const blocked = await attempt('demo.information', DEMO_PASSWORD, '198.51.100.99');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('TooManyAttempts');
  });

  it('are refused per address across logins', async () => {
    const logins = ['a1', 'a2', 'a3', 'a4', 'a5', 'a6'];
    for (const login of logins) expect((await attempt(login, 'nope', '192.0.2.50')).statusCode).toBe(401);
    expect((await attempt('demo.benef', DEMO_PASSWORD, '192.0.2.50')).statusCode).toBe(429);
    expect((await attempt('demo.benef', DEMO_PASSWORD, '192.0.2.51')).statusCode).toBe(200);
  });

  it('a successful login clears the count for that login', async () => {
    await attempt('demo.expert', 'nope', '192.0.2.80');
    await attempt('demo.expert', 'nope', '192.0.2.80');
    expect((await attempt('demo.expert', DEMO_PASSWORD, '192.0.2.80')).statusCode).toBe(200);
    await attempt('demo.expert', 'nope', '192.0.2.80');
    await attempt('demo.expert', 'nope', '192.0.2.80');
    expect((await attempt('demo.expert', DEMO_PASSWORD, '192.0.2.80')).statusCode).toBe(200);
  });
});
