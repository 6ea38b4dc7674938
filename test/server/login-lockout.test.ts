// Also on PostgreSQL: two API processes, each with its own pool, share the sign-in throttle through the database.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { DEMO_PASSWORD } from '../../server/seed/demo-contacts';

// Issue 29's scenario, on a simulated clock (only Date is faked): a stranger guesses a login's password 5 times a
// second from 50 addresses, through both processes in turn, while its owner signs in.
let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  first = await createTestApp();
  second = await createTestApp({}, { sharing: first.database });
}, 300_000);
afterAll(async () => {
  await second.close();
  await first.close();
});

let day = 0;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  day += 1;
  vi.setSystemTime(Date.UTC(2032, 0, day, 8));
});
afterEach(() => vi.useRealTimers());

const later = (seconds: number) => vi.setSystemTime(Date.now() + Math.round(seconds * 1000));

interface Client {
  address: string;
  /** The browser's cookie header, as it keeps it. */
  cookie?: string;
}

async function attempt(t: TestApp, login: string, password: string, client: Client) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login/password',
    payload: { login, password },
    remoteAddress: client.address,
    headers: client.cookie ? { cookie: client.cookie } : {},
  });
  const set = [response.headers['set-cookie'] ?? []].flat()[0];
  if (set) client.cookie = set.split(';')[0];
  return response;
}

const retryAfter = (response: { headers: Record<string, unknown> }) => Number(response.headers['retry-after']);

/** The stranger: one guess every 0.2 s, from 50 addresses in turn, alternately through each process. */
function stranger(login: string) {
  let sent = 0;
  const checked = { count: 0 };
  return {
    checked,
    async guessFor(seconds: number) {
      for (let step = 0; step < Math.round(seconds * 5); step++) {
        later(0.2);
        const process = sent % 2 === 0 ? first : second;
        const response = await attempt(process, login, `guess-${sent}`, { address: `198.51.100.${(sent % 50) + 1}` });
        sent += 1;
        expect([401, 429]).toContain(response.statusCode);
        if (response.statusCode === 401) checked.count += 1;
      }
    },
  };
}

/** The owner tries, and tries again when told to, while the stranger goes on; answers how long it took. */
async function ownerSignsIn(t: TestApp, login: string, client: Client, guessing: ReturnType<typeof stranger>): Promise<number> {
  const start = Date.now();
  for (;;) {
    const response = await attempt(t, login, DEMO_PASSWORD, client);
    if (response.statusCode === 200) return (Date.now() - start) / 1000;
    expect(response.statusCode).toBe(429);
    expect(response.json().message).toMatch(/^Trop de tentatives de connexion\. Merci de réessayer dans \d+ secondes?\.$/);
    await guessing.guessFor(retryAfter(response));
    if (Date.now() - start > 600_000) throw new Error('the owner is still kept out after 10 minutes');
  }
}

describe('a stranger guessing from 50 addresses, 5 times a second, through two processes', () => {
  it('never keeps the owner out a minute, from a known device or from a new one', { timeout: 600_000 }, async () => {
    const login = 'demo.information';
    const knownDevice: Client = { address: '192.0.2.10' };
    expect((await attempt(first, login, DEMO_PASSWORD, knownDevice)).statusCode).toBe(200);
    expect(knownDevice.cookie).toMatch(/^device_/);
    later(3600);

    const guessing = stranger(login);
    // 80 s: the login's wait has grown to its 60 s ceiling.
    await guessing.guessFor(80);
    // From another address (the owner travels): the device token, not the address, lets it in.
    knownDevice.address = '192.0.2.11';
    expect(await ownerSignsIn(second, login, knownDevice, guessing)).toBe(0);

    await guessing.guessFor(30);
    const newDevice: Client = { address: '192.0.2.12' };
    expect(await ownerSignsIn(first, login, newDevice, guessing)).toBeLessThanOrEqual(60);
    // The stranger got a guess checked about once a minute at most, past the first ten.
    expect(guessing.checked.count).toBeLessThanOrEqual(10 + 7 + Math.ceil(110 / 60) + 2);
  });
});

describe('an office behind one address, where someone guesses', () => {
  it('waits seconds, never 15 minutes, and a colleague\'s known device is not held at all', { timeout: 300_000 }, async () => {
    const office = '192.0.2.20';
    const colleague: Client = { address: office };
    expect((await attempt(first, 'demo.benef', DEMO_PASSWORD, colleague)).statusCode).toBe(200);
    // 5 wrong guesses on one login, then 30 on others, from the office's address.
    for (let i = 0; i < 5; i++) expect((await attempt(second, 'demo.presta', 'nope', { address: office })).statusCode).toBe(401);
    const owner = await attempt(first, 'demo.presta', DEMO_PASSWORD, { address: office });
    expect(owner.statusCode).toBe(429);
    expect(retryAfter(owner)).toBe(1);
    later(1);
    for (let i = 0; i < 25; i++) expect((await attempt(second, `absent.${i}`, 'nope', { address: office })).statusCode).toBe(401);
    const anyone = await attempt(first, 'demo.reference', DEMO_PASSWORD, { address: office });
    expect(anyone.statusCode).toBe(429);
    expect(retryAfter(anyone)).toBeLessThanOrEqual(2);
    expect((await attempt(second, 'demo.benef', DEMO_PASSWORD, colleague)).statusCode).toBe(200);
  });
});
