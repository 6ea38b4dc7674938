import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

// What a request costs before its own work: one query for the session, its contact and rights (the
// maintenance flag is cached); the linked organisations only for routes that need them.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Database round trips made while `task` runs (both drivers send every statement through `query`). */
async function queriesDuring(task: () => Promise<unknown>): Promise<number> {
  const client = (t.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const spy = vi.spyOn(client, 'query');
  try {
    await task();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

describe('queries per request', () => {
  it('whoami: one query for the caller, one for its linked organisations', async () => {
    const { authorization } = await t.login('demo.presta');
    await t.app.inject({ url: '/api/auth/whoami', headers: { authorization } });
    const count = await queriesDuring(async () => {
      const response = await t.app.inject({ url: '/api/auth/whoami', headers: { authorization } });
      expect(response.statusCode).toBe(200);
    });
    expect(count).toBe(2);
  });

  it('a revoked token: one query, then 498', async () => {
    const { authorization } = await t.login('demo.benef');
    await t.app.inject({ url: '/api/auth/logout', headers: { authorization } });
    const count = await queriesDuring(async () => {
      expect((await t.app.inject({ url: '/api/auth/whoami', headers: { authorization } })).statusCode).toBe(498);
    });
    expect(count).toBe(1);
  });
});
