import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { DEMO_PASSWORD } from '../../server/seed/demo-contacts';

/** The server's log lines, parsed. */
function sink() {
  const lines: Array<Record<string, unknown>> = [];
  return { lines, write: (line: string) => void lines.push(JSON.parse(line)) };
}

let t: TestApp | undefined;
afterEach(() => t?.close());

describe('request log', () => {
  it('at LOG_LEVEL=info writes one line per request with method, url, status and time, never a token or a password', async () => {
    const log = sink();
    t = await createTestApp({ LOG_LEVEL: 'info' }, { logger: log });
    const { authorization, token } = await t.login('demo.gestionnaire');
    log.lines.length = 0;
    await t.app.inject({ url: '/api/auth/whoami', headers: { authorization } });
    await t.app.inject({ method: 'POST', url: '/api/auth/login/password', payload: { login: 'demo.benef', password: 'not-the-password' } });
    expect(log.lines.map((line) => line.msg)).toEqual([
      expect.stringMatching(/^GET \/api\/auth\/whoami 200 \d+(\.\d+)? ms$/),
      expect.stringMatching(/^POST \/api\/auth\/login\/password 401 \d+(\.\d+)? ms$/),
    ]);
    const written = JSON.stringify(log.lines);
    expect(written).not.toContain(token);
    expect(written).not.toContain('not-the-password');
    expect(written).not.toContain(DEMO_PASSWORD);
  });

  it('by default (warn) writes nothing for normal requests', async () => {
    const log = sink();
    t = await createTestApp({}, { logger: log });
    const { authorization } = await t.login('demo.gestionnaire');
    await t.app.inject({ url: '/api/auth/whoami', headers: { authorization } });
    await t.app.inject({ url: '/api/no/such/thing' });
    expect(log.lines).toEqual([]);
  });
});
