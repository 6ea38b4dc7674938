import { describe, expect, it } from 'vitest';
import { newPage } from './support/browser';
import { usePlatform } from './support/platform';

const platform = usePlatform();

describe('the started platform', () => {
  it('serves the app under /app/ with a history fallback, and JSON 404s under /api', async () => {
    const deep = await fetch(`${platform.server.url}/app/dossiers/12`);
    expect(deep.status).toBe(200);
    expect(await deep.text()).toContain('<div id="root">');
    const api = await fetch(`${platform.server.url}/api/dossiers/does-not-exist/at-all`);
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ code: 'Not found' });
    expect((await fetch(`${platform.server.url}/app/assets/missing.js`)).status).toBe(404);
    expect((await fetch(`${platform.server.url}/`, { redirect: 'manual' })).headers.get('location')).toBe('/app/');
  });

  it('prints the URL and the demo logins', () => {
    expect(platform.server.output()).toContain('/app/');
    expect(platform.server.output()).toMatch(/demo\.presta.*demo\.gestionnaire/);
  });

  it('opens /app/ in Chromium, signs in and shows who is signed in', async () => {
    const { context, page } = await newPage(platform.browser, platform.server.url);
    await page.goto('/app/');
    await page.waitForURL(/\/app\/login/);
    await page.getByLabel('Identifiant').fill('demo.presta');
    await page.getByLabel('Mot de passe').fill('Demo-2026!');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByRole('heading', { name: 'Bonjour Pierre Martin' }).waitFor();
    expect(await page.getByTestId('user-name').textContent()).toBe('Pierre Martin');
    expect(new URL(page.url()).pathname).toBe('/app/');
    await context.close();
  });
});
