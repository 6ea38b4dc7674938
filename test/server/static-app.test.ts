import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let folder: string;
beforeAll(async () => {
  // The built app sits beside files it must never serve, as dist/ sits beside package.json.
  folder = await mkdtemp(path.join(os.tmpdir(), 'static-app-'));
  await mkdir(path.join(folder, 'dist'));
  await writeFile(path.join(folder, 'dist', 'index.html'), '<!doctype html><title>app</title>');
  await writeFile(path.join(folder, 'package.json'), '{"secret": true}');
  t = await createTestApp({ APP_DIR: path.join(folder, 'dist') });
});
afterAll(async () => {
  await t.close();
  await rm(folder, { recursive: true, force: true });
});

describe('the browser app under /app/', () => {
  it('serves the app and falls back to index.html for a deep link', async () => {
    expect((await t.app.inject({ url: '/app/index.html' })).statusCode).toBe(200);
    const deep = await t.app.inject({ url: '/app/dossiers/12' });
    expect(deep.statusCode).toBe(200);
    expect(deep.body).toContain('<title>app</title>');
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
    expect(response.body).not.toContain('secret');
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('Not found');
  });
});
