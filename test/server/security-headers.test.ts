import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createBuiltApp } from '../support/built-app';
import { createTestApp, type TestApp } from '../support/test-app';

const builtApp = createBuiltApp();
const appDir = builtApp.dir;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APP_DIR: appDir });
});
afterAll(async () => {
  await t.close();
  builtApp.remove();
});

function policy(header: string | string[] | number | undefined): Record<string, string> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values.join(' ')]),
  );
}

const answers = {
  'API JSON': { url: '/api/constants/get', status: 200 },
  'API error': { url: '/api/auth/whoami', status: 498 },
  'API not found': { url: '/api/no/such/thing', status: 404 },
  'static file': { url: '/app/assets/index-abc.js', status: 200 },
  'missing asset': { url: '/app/assets/missing.js', status: 404 },
  'index.html fallback': { url: '/app/dossiers/12', status: 200 },
};

describe('security headers on every answer', () => {
  it.each(Object.entries(answers))('%s', async (_kind, { url, status }) => {
    const response = await t.app.inject({ url, headers: { 'x-api-version': t.config.apiVersion } });
    expect(response.statusCode).toBe(status);
    expect(policy(response.headers['content-security-policy'])).toEqual({
      'default-src': "'self'",
      'script-src': "'self'",
      'script-src-attr': "'none'",
      'style-src': "'self'",
      'img-src': "'self' blob:",
      'font-src': "'self'",
      'connect-src': "'self'",
      'object-src': "'none'",
      'base-uri': "'self'",
      'form-action': "'self'",
      'frame-ancestors': "'none'",
    });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('sends no HSTS over plain http', async () => {
    const response = await t.app.inject({ url: '/api/constants/get' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  describe('when PUBLIC_URL is https', () => {
    let secure: FastifyInstance;
    beforeAll(async () => {
      const config = loadConfig({ APP_DIR: appDir, PUBLIC_URL: 'https://cheques.example.be' }, t.config.apiVersion);
      secure = await buildApp({ config, database: t.database, jwtSecret: 'test-secret-test-secret-test-secret!' });
    });
    afterAll(() => secure.close());

    it('asks browsers for https only (HSTS) and to upgrade any plain request', async () => {
      const response = await secure.inject({ url: '/app/' });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(policy(response.headers['content-security-policy'])).toHaveProperty('upgrade-insecure-requests');
    });
  });
});
