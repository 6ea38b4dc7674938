import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { DEMO_PASSWORD } from '../../server/seed/demo-contacts';

/** The server's log lines, parsed. */
function sink() {
  const lines: Array<Record<string, unknown>> = [];
  return { lines, write: (line: string) => void lines.push(JSON.parse(line)) };
}

const infoLog = sink();
const defaultLog = sink();
let atInfo: TestApp;
let byDefault: TestApp;
beforeAll(async () => {
  atInfo = await createTestApp({ LOG_LEVEL: 'info' }, { logger: infoLog });
  byDefault = await createTestApp({}, { logger: defaultLog, sharing: atInfo.database });
});
afterAll(async () => {
  await byDefault.close();
  await atInfo.close();
});
beforeEach(() => {
  infoLog.lines.length = 0;
  defaultLog.lines.length = 0;
});

describe('request log', () => {
  it('at LOG_LEVEL=info writes one line per request with method, url, status and time, never a token or a password', async () => {
    const { authorization, token } = await atInfo.login('demo.gestionnaire');
    await atInfo.app.inject({ url: '/api/auth/whoami', headers: { authorization } });
    await atInfo.app.inject({ method: 'POST', url: '/api/auth/login/password', payload: { login: 'demo.benef', password: 'not-the-password' } });
    await atInfo.app.inject({ url: '/api/no/such/thing' });
    expect(infoLog.lines.map((line) => line.msg)).toEqual([
      expect.stringMatching(/^POST \/api\/auth\/login\/password 200 \d+\.\d ms$/),
      expect.stringMatching(/^GET \/api\/auth\/whoami 200 \d+\.\d ms$/),
      expect.stringMatching(/^POST \/api\/auth\/login\/password 401 \d+\.\d ms$/),
      expect.stringMatching(/^GET \/api\/no\/such\/thing 404 \d+\.\d ms$/),
    ]);
    const written = JSON.stringify(infoLog.lines);
    expect(written).not.toContain(token);
    expect(written).not.toContain('not-the-password');
    expect(written).not.toContain(DEMO_PASSWORD);
  });

  it('by default (warn) writes nothing for normal requests', async () => {
    const { authorization } = await byDefault.login('demo.gestionnaire');
    await byDefault.app.inject({ url: '/api/auth/whoami', headers: { authorization } });
    await byDefault.app.inject({ url: '/api/no/such/thing' });
    expect(defaultLog.lines).toEqual([]);
  });
});
