// Also on PostgreSQL: parallel guesses counted atomically, over a pool of connections.
import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { DEMO_PASSWORD } from '../../server/seed/demo-contacts';

// The default figures: waits after 5 failures per login and address, 30 per address, 10 per login. The clock stands
// still (only Date is faked), so that a first wait of 1 s cannot pass while the attempts are answered.
const PROXY = '10.9.9.9';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: PROXY });
});
afterAll(() => t.close());
beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
afterEach(() => vi.useRealTimers());

const attempt = (login: string, password: string, address: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login/password', payload: { login, password }, remoteAddress: address });

const statuses = (responses: Array<{ statusCode: number }>) => responses.map((r) => r.statusCode);
const countOf = (codes: number[], status: number) => codes.filter((c) => c === status).length;

/** Every refusal is the throttle's 429, with its code and a positive Retry-After in seconds. */
function expectThrottled(response: { statusCode: number; headers: Record<string, unknown>; json: () => { code: string } }) {
  expect(response.statusCode).toBe(429);
  expect(response.json().code).toBe('TooManyAttempts');
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

describe('wrong passwords sent at once', () => {
  it('let at most 5 of 40 for one login from one address reach the password check', async () => {
    const responses = await Promise.all(Array.from({ length: 40 }, () => attempt('demo.reference', 'nope', '203.0.113.10')));
    const codes = statuses(responses);
    expect(countOf(codes, 401)).toBeGreaterThan(0);
    expect(countOf(codes, 401)).toBeLessThanOrEqual(5);
    for (const response of responses.filter((r) => r.statusCode !== 401)) expectThrottled(response);
  });

  it('let at most 10 of 40 for one login from 40 addresses through before the delay starts', async () => {
    const responses = await Promise.all(Array.from({ length: 40 }, (_, i) => attempt('demo.information', 'nope', `198.51.100.${i + 1}`)));
    const codes = statuses(responses);
    expect(countOf(codes, 401)).toBeGreaterThan(0);
    expect(countOf(codes, 401)).toBeLessThanOrEqual(10);
    for (const response of responses.filter((r) => r.statusCode !== 401)) expectThrottled(response);
  });

  it('let at most 30 of 60 from one address over 60 logins through', async () => {
    const responses = await Promise.all(Array.from({ length: 60 }, (_, i) => attempt(`spray.${i}`, 'nope', '192.0.2.60')));
    const codes = statuses(responses);
    expect(countOf(codes, 401)).toBeGreaterThan(0);
    expect(countOf(codes, 401)).toBeLessThanOrEqual(30);
    for (const response of responses.filter((r) => r.statusCode !== 401)) expectThrottled(response);
  });
});

describe('the login and address pair', () => {
  it('makes the next attempt wait after 5 failures, even with the right password, while another address still gets in', async () => {
    for (let i = 0; i < 5; i++) expect((await attempt('demo.expert', 'nope', '192.0.2.70')).statusCode).toBe(401);
    expectThrottled(await attempt('demo.expert', DEMO_PASSWORD, '192.0.2.70'));
    expect((await attempt('demo.expert', DEMO_PASSWORD, '192.0.2.71')).statusCode).toBe(200);
  });

  it('starts afresh after a successful login', async () => {
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) expect((await attempt('demo.benef', 'nope', '192.0.2.80')).statusCode).toBe(401);
      expect((await attempt('demo.benef', DEMO_PASSWORD, '192.0.2.80')).statusCode).toBe(200);
    }
  });
});

describe('the address', () => {
  it('makes the next attempt wait after 30 failures across logins, while another address still gets in', async () => {
    for (let i = 0; i < 30; i++) expect((await attempt(`guess.${i}`, 'nope', '192.0.2.90')).statusCode).toBe(401);
    expectThrottled(await attempt('demo.presta', DEMO_PASSWORD, '192.0.2.90'));
    expect((await attempt('demo.presta', DEMO_PASSWORD, '192.0.2.91')).statusCode).toBe(200);
  });

  it('does not count successful logins: an office behind one address signs in as often as it needs', async () => {
    for (let i = 0; i < 40; i++) expect((await attempt('demo.gestionnaire', DEMO_PASSWORD, '192.0.2.100')).statusCode).toBe(200);
    expect((await attempt('unknown.login', 'nope', '192.0.2.100')).statusCode).toBe(401);
  });
});

describe('behind a reverse proxy', () => {
  const viaProxy = (login: string, password: string, client: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login/password',
      payload: { login, password },
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': client },
    });

  it('counts each client by the address the trusted proxy names, not by the proxy\'s', async () => {
    for (let i = 0; i < 30; i++) expect((await viaProxy(`proxied.${i}`, 'nope', '192.0.2.160')).statusCode).toBe(401);
    expectThrottled(await viaProxy('demo.reference', DEMO_PASSWORD, '192.0.2.160'));
    expect((await viaProxy('demo.reference', DEMO_PASSWORD, '192.0.2.161')).statusCode).toBe(200);
  });

  it('ignores the address another client claims to forward', async () => {
    const claiming = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login/password',
        payload: { login: `claimed.${i}`, password: 'nope' },
        remoteAddress: '192.0.2.170',
        headers: { 'x-forwarded-for': `198.18.0.${i + 1}` },
      });
    for (let i = 0; i < 30; i++) expect((await claiming(i)).statusCode).toBe(401);
    expectThrottled(await claiming(30));
  });
});

describe('any login', () => {
  it('is counted however long it is', async () => {
    const login = randomBytes(6000).toString('base64');
    expect((await attempt(login, 'nope', '192.0.2.110')).statusCode).toBe(401);
  });
});
