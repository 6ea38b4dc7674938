// Also on PostgreSQL: the throttle counters under a server's clock and connections.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { lte } from 'drizzle-orm';
import { loginThrottle } from '../../server/db/schema/index';
import { createTestApp, type TestApp } from '../support/test-app';
import { DEMO_PASSWORD } from '../../server/seed/demo-contacts';

// Only Date is faked: the throttle reads the time from it, while the database and Fastify keep real timers.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let day = 0;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  // Each test lives on its own day, so that no count of another test is still running.
  day += 1;
  vi.setSystemTime(Date.UTC(2031, 0, day, 8));
});
afterEach(() => vi.useRealTimers());

const later = (seconds: number) => vi.setSystemTime(Date.now() + Math.round(seconds * 1000));

const attempt = (login: string, password: string, address: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login/password', payload: { login, password }, remoteAddress: address });

/** A stranger guessing from a new address each time, so that only the count of the login itself applies. */
let strangerAddress = 0;
const strangerGuess = (login: string) => attempt(login, 'nope', `203.0.113.${(strangerAddress++ % 250) + 1}`);

const retryAfter = (response: { headers: Record<string, unknown> }) => Number(response.headers['retry-after']);

async function strangerFails(login: string, times: number) {
  for (let i = 0; i < times; i++) {
    let response = await strangerGuess(login);
    if (response.statusCode === 429) {
      expect(retryAfter(response)).toBeGreaterThan(0);
      later(retryAfter(response));
      response = await strangerGuess(login);
    }
    expect(response.statusCode).toBe(401);
  }
}

describe('failures for one login from anywhere', () => {
  it('delay its next attempt by 1, 2, 4 ... seconds after 10, capped at 60', { timeout: 120_000 }, async () => {
    await strangerFails('demo.reference', 10);
    const delays: number[] = [];
    for (let i = 0; i < 8; i++) {
      const refused = await strangerGuess('demo.reference');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('TooManyAttempts');
      delays.push(retryAfter(refused));
      later(retryAfter(refused) - 0.001);
      expect((await strangerGuess('demo.reference')).statusCode).toBe(429);
      later(0.001);
      expect((await strangerGuess('demo.reference')).statusCode).toBe(401);
    }
    expect(delays).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);
  });

  it('are forgotten after 15 minutes without an attempt', async () => {
    await strangerFails('demo.expert', 12);
    expect((await strangerGuess('demo.expert')).statusCode).toBe(429);
    later(15 * 60);
    for (let i = 0; i < 9; i++) expect((await strangerGuess('demo.expert')).statusCode).toBe(401);
  });
});

describe('the owner, while a stranger guesses the password', () => {
  it('signs in from a new address after waiting at most the capped delay', async () => {
    await strangerFails('demo.information', 20);
    let response = await attempt('demo.information', DEMO_PASSWORD, '192.0.2.20');
    if (response.statusCode === 429) {
      expect(retryAfter(response)).toBeLessThanOrEqual(60);
      later(retryAfter(response));
      response = await attempt('demo.information', DEMO_PASSWORD, '192.0.2.20');
    }
    expect(response.statusCode).toBe(200);
  });

  it('signs in at once from an address where the login signed in before', async () => {
    expect((await attempt('demo.benef', DEMO_PASSWORD, '192.0.2.30')).statusCode).toBe(200);
    later(3600);
    await strangerFails('demo.benef', 20);
    expect((await strangerGuess('demo.benef')).statusCode).toBe(429);
    expect((await attempt('demo.benef', DEMO_PASSWORD, '192.0.2.30')).statusCode).toBe(200);
    expect((await attempt('demo.benef', DEMO_PASSWORD, '192.0.2.30')).statusCode).toBe(200);
  });

  it('still waits after 5 failures from that known address, a wait that grows without becoming a wall', async () => {
    expect((await attempt('demo.presta', DEMO_PASSWORD, '192.0.2.40')).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await attempt('demo.presta', 'nope', '192.0.2.40')).statusCode).toBe(401);
    const refused = await attempt('demo.presta', DEMO_PASSWORD, '192.0.2.40');
    expect(refused.statusCode).toBe(429);
    expect(retryAfter(refused)).toBe(1);
    later(1);
    expect((await attempt('demo.presta', 'nope', '192.0.2.40')).statusCode).toBe(401);
    expect(retryAfter(await attempt('demo.presta', DEMO_PASSWORD, '192.0.2.40'))).toBe(2);
    later(2);
    expect((await attempt('demo.presta', DEMO_PASSWORD, '192.0.2.40')).statusCode).toBe(200);
  });
});

describe('the counts of past attempts', () => {
  it('are deleted once their window is over and a new failure comes', async () => {
    for (let i = 0; i < 20; i++) expect((await attempt(`passing.${i}`, 'nope', `192.0.2.${150 + i}`)).statusCode).toBe(401);
    later(15 * 60);
    expect((await attempt('passing.last', 'nope', '192.0.2.200')).statusCode).toBe(401);
    const expired = await t.database.db.select().from(loginThrottle).where(lte(loginThrottle.expiresAt, new Date()));
    expect(expired).toEqual([]);
  });
});
