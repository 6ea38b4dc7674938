// Also on PostgreSQL: the statements each driver sends per request.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { keptPlansOf } from '../../server/db/pglite-plans';

// What a request costs before its own work: one query for the session, its contact and rights (the
// maintenance flag is cached); the linked organisations only for routes that need them.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * The statements sent while `task` runs: both drivers send each one through `query`, as text or config, but on
 * PGlite the statements every request runs are kept prepared and sent as `EXECUTE <name>(…)` through `exec`
 * (server/db/pglite-plans.ts), read back here as the statement prepared under that name.
 */
async function statementsDuring(task: () => Promise<unknown>): Promise<string[]> {
  const client = (t.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown; exec?: (...args: unknown[]) => unknown } }).$client;
  const spies = [vi.spyOn(client, 'query'), ...(client.exec ? [vi.spyOn(client as Required<typeof client>, 'exec')] : [])];
  try {
    await task();
    const kept = new Map([...(keptPlansOf(client)?.names ?? [])].map(([text, name]) => [name, text]));
    return spies
      .flatMap((spy) => spy.mock.calls)
      .map(([statement]) => (typeof statement === 'string' ? statement : (statement as { text: string }).text))
      .map((text) => kept.get(/^EXECUTE (\w+)/.exec(text)?.[1] ?? '') ?? text);
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}

const queriesDuring = async (task: () => Promise<unknown>) => (await statementsDuring(task)).length;
const readsLinks = (statements: string[]) => statements.some((text) => text.includes('"x_contacts"'));

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

  it('the dossier list reads the linked organisations of a provider, not those of a manager (they see every dossier)', async () => {
    const list = async (login: string) => {
      const { authorization } = await t.login(login);
      return statementsDuring(async () => {
        const response = await t.app.inject({ method: 'POST', url: '/api/dossiers', headers: { authorization }, payload: {} });
        expect(response.statusCode).toBe(200);
      });
    };
    expect(readsLinks(await list('demo.presta'))).toBe(true);
    expect(readsLinks(await list('demo.gestionnaire'))).toBe(false);
  });

  it("a manager's dossier list: the session, then the page with each dossier's assigned contacts and the bounded count", async () => {
    const { authorization } = await t.login('demo.gestionnaire');
    // The maintenance flag is cached for 3 s: a sign-in slowed down by a busy machine may outlast it.
    await t.app.inject({ method: 'POST', url: '/api/dossiers', headers: { authorization }, payload: {} });
    const count = await queriesDuring(async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/dossiers', headers: { authorization }, payload: {} });
      expect(response.statusCode).toBe(200);
      expect(response.json().result.items.length).toBeGreaterThan(0);
    });
    expect(count).toBe(2);
  });
});
