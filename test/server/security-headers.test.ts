import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createTestApp, type TestApp } from '../support/test-app';

// A built app in miniature: a page, a bundle and the hidden source map the build keeps beside it.
const appDir = mkdtempSync(path.join(tmpdir(), 'vcp-app-'));
mkdirSync(path.join(appDir, 'assets'));
writeFileSync(path.join(appDir, 'index.html'), '<!doctype html><title>app</title>');
writeFileSync(path.join(appDir, 'assets', 'index-abc.js'), 'console.log("app");');
writeFileSync(path.join(appDir, 'assets', 'index-abc.js.map'), '{"sourcesContent":["the whole original source"]}');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APP_DIR: appDir });
});
afterAll(async () => {
  await t.close();
  rmSync(appDir, { recursive: true, force: true });
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
      'img-src': "'self'",
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

describe('source maps', () => {
  it.each(['/app/assets/index-abc.js.map', '/app/assets/index-abc.js.map?v=1'])('are never served: %s is 404', async (url) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('original source');
  });
});
