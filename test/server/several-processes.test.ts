// Also on PostgreSQL: two API processes, each with its own pool and listener (NOTIFY).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

// Two API processes on one database (on PostgreSQL, each with its own pool and its own listener): what one
// process changes, the other honours on its very next request, whatever it cached.
let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  first = await createTestApp();
  second = await createTestApp({}, { sharing: first.database });
});
afterAll(async () => {
  await second.close();
  await first.close();
});

const whoami = (t: TestApp, authorization: string) => t.app.inject({ url: '/api/auth/whoami', headers: { authorization } });

/** Resolves when `t`'s process has been told about a settings change (its own handlers run first). */
function settingsChangeReaches(t: TestApp): Promise<void> {
  return new Promise((resolve) => void t.database.listen('platform_settings', () => resolve()));
}

describe('several API processes', () => {
  it('a logout on one process stops the token on the other at once (498)', async () => {
    const { authorization } = await first.login('demo.benef');
    expect((await whoami(second, authorization)).statusCode).toBe(200);
    expect((await first.app.inject({ url: '/api/auth/logout', headers: { authorization } })).statusCode).toBe(200);
    const refused = await whoami(second, authorization);
    expect(refused.statusCode).toBe(498);
    expect(refused.json().code).toBe('Invalid token');
  });

  it('maintenance switched on and off on one process is seen by the other as soon as it is told', async () => {
    const manager = { authorization: (await first.login('demo.gestionnaire')).authorization };
    const { authorization } = await second.login('demo.benef');
    // The second process has read the flag (off) and may keep it for a few seconds.
    expect((await whoami(second, authorization)).statusCode).toBe(200);

    const toldOn = settingsChangeReaches(second);
    await first.app.inject({ method: 'POST', url: '/api/maintenance', headers: manager, payload: { enabled: true } });
    await toldOn;
    expect((await whoami(second, authorization)).statusCode).toBe(503);
    expect((await second.app.inject({ url: '/api/maintenance' })).json().result.enabled).toBe(true);

    const toldOff = settingsChangeReaches(second);
    await first.app.inject({ method: 'POST', url: '/api/maintenance', headers: manager, payload: { enabled: false } });
    await toldOff;
    expect((await whoami(second, authorization)).statusCode).toBe(200);
  });
});
