import { describe, expect, it } from 'vitest';
import { takeCspRefusals } from './support/csp-guard';
import { useSharedPlatform } from './support/platform';

// Shares the run's server (docs/testing.md): it reads the app, the start's output and a sign-in, and changes nothing.
const platform = useSharedPlatform();

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
    const page = await platform.signedOut();
    await page.goto('/app/');
    await page.waitForURL(/\/app\/login/);
    await page.getByLabel('Identifiant').fill('demo.presta');
    await page.getByLabel('Mot de passe').fill('Demo-2026!');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByRole('heading', { name: 'Bonjour Pierre Martin' }).waitFor();
    expect(await page.getByTestId('user-name').textContent()).toBe('Pierre Martin');
    expect(new URL(page.url()).pathname).toBe('/app/');
    await page.context().close();
  });
});

describe('Content-Security-Policy in the browser', () => {
  it('refuses an inline script and an inline style, and the journey sees the refusals', async () => {
    const page = await platform.signedOut();
    await page.goto('/app/login');
    await page.getByLabel('Identifiant').waitFor();
    const reported = page.waitForEvent('console', (m) => m.text().includes("directive 'style-src"));
    const injected = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.head.append(script);
      const style = document.createElement('style');
      style.textContent = 'body { display: none }';
      document.head.append(style);
      return (window as unknown as { injected?: boolean }).injected ?? false;
    });
    await reported;
    expect(injected).toBe(false);
    const refusals = takeCspRefusals();
    expect(refusals.some((r) => r.includes("directive 'script-src 'self''"))).toBe(true);
    expect(refusals.some((r) => r.includes("directive 'style-src 'self''"))).toBe(true);
    await page.context().close();
  });

  it('runs the signed-in screens without a refusal: home, list, a dossier, its tabs, a toast', async () => {
    const page = await platform.signedIn('demo.presta');
    await page.getByRole('heading', { name: /^Bonjour/ }).waitFor();
    await page.goto('/app/dossiers');
    await page.getByRole('table').waitFor();
    await page.getByRole('rowheader').first().getByRole('link').click();
    await page.getByRole('heading', { name: /^Dossier / }).waitFor();
    await page.getByRole('navigation', { name: 'Onglets du dossier' }).getByRole('link', { name: 'Historique' }).click();
    await page.getByRole('table', { name: 'Historique du dossier' }).waitFor();
    // A dossier that does not exist sends home with an error toast (react-hot-toast, drawn without <style>).
    await page.goto('/app/dossiers/999999/recapitulatif');
    await page.getByRole('heading', { name: /^Bonjour/ }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Erreur' }).first().waitFor();
    expect(takeCspRefusals()).toEqual([]);
    await page.context().close();
  });
});
