import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser';
import { removeDataDir, startServer, type RunningServer } from './support/server';
import { startFakeGestia } from '../support/fake-gestia';

let gestia: Awaited<ReturnType<typeof startFakeGestia>>;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  gestia = await startFakeGestia();
  server = await startServer({ env: gestia.env });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) removeDataDir(server.dataDir);
  await gestia?.close();
});

describe('sign-in through the external identity service', () => {
  it('goes to the service from /login and comes back signed in on /login/gestia', async () => {
    const { context, page } = await newPage(browser, server.url);
    await page.goto('/app/login');
    await page.getByRole('link', { name: "Se connecter avec l'identité électronique (eID ou itsme)" }).click();
    await page.getByRole('heading', { name: 'Bonjour Marc Dupont' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/app/');
    await context.close();
  });

  it('shows the error code when the service does not confirm the identity', async () => {
    const { context, page } = await newPage(browser, server.url);
    await page.goto('/app/login/gestia?code=forged');
    await page.getByRole('alert').filter({ hasText: 'La connexion a échoué (code : gestia_invalid_code).' }).waitFor();
    await page.getByRole('link', { name: 'Retour à la connexion' }).click();
    await page.waitForURL(/\/app\/login$/);
    await context.close();
  });
});
