import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUNDLE_TEXT, SECRET_BESIDE_APP, createBuiltApp } from '../support/built-app';
import { createTestApp, type TestApp } from '../support/test-app';

const builtApp = createBuiltApp();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APP_DIR: builtApp.dir });
});
afterAll(async () => {
  await t.close();
  builtApp.remove();
});

describe('the built app under /app/', () => {
  it("serves the app and falls back to index.html for a deep link, titled with the platform's name", async () => {
    for (const url of ['/app/', '/app', '/app/index.html', '/app/dossiers/12']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(response.body, url).toBe('<!doctype html><title>Chèques entreprises — gestion des dossiers</title>');
    }
  });

  it('titles the page with the energy vouchers on PLATFORM_ID 101', async () => {
    const energy = await createTestApp({ APP_DIR: builtApp.dir, PLATFORM_ID: '101' });
    try {
      expect((await energy.app.inject({ url: '/app/dossiers' })).body).toContain('<title>Chèques énergie — gestion des dossiers</title>');
    } finally {
      await energy.close();
    }
  });

  it.each([
    '/app/..%2fpackage.json',
    '/app/..%2f..%2fpackage.json',
    '/app/%2e%2e/package.json',
    '/app/%2e%2e%2fpackage.json',
    '/app/..%5cpackage.json',
    '/app/..%5c..%5cpackage.json',
    '/app/%2e%2e%5cdossiers',
  ])('answers a path leaving the app folder (%s) 404 Not found, never the file', async (url) => {
    const response = await t.app.inject({ url });
    expect(response.body).not.toContain(SECRET_BESIDE_APP);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('Not found');
  });

  it.each(['/app/assets/index-abc.js.map', '/app/assets/index-abc.js.map?v=1'])('never serves a source map: %s is 404', async (url) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('original source');
  });

  it("sends the build's brotli copy to a browser that accepts it, gzip to one that accepts only gzip", async () => {
    const br = await t.app.inject({ url: '/app/assets/index-abc.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BUNDLE_TEXT);
    const gzip = await t.app.inject({ url: '/app/assets/index-abc.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(BUNDLE_TEXT);
    const plain = await t.app.inject({ url: '/app/assets/index-abc.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BUNDLE_TEXT);
  });

  it('lets a browser keep the content-named assets a year without asking again, never the page', async () => {
    const asset = await t.app.inject({ url: '/app/assets/index-abc.js', headers: { 'accept-encoding': 'br' } });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject({ url: '/app/dossiers/12' })).headers['cache-control']).toBe('no-cache');
  });

  it('compresses the index.html of a deep link too', async () => {
    const response = await t.app.inject({ url: '/app/dossiers/12', headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toContain('<title>Chèques entreprises — gestion des dossiers</title>');
    const br = await t.app.inject({ url: '/app/', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<title>Chèques entreprises');
  });
});
