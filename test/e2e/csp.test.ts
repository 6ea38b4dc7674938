import { describe, expect, it } from 'vitest';
import { newPage } from './support/browser';
import { takeCspRefusals } from './support/csp-guard';
import { usePlatform } from './support/platform';

const platform = usePlatform();

describe('Content-Security-Policy in the browser', () => {
  it('refuses an inline script and an inline style, and the journey sees the refusals', async () => {
    const { context, page } = await newPage(platform.browser, platform.server.url);
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
    await context.close();
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
