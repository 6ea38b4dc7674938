import { describe, expect, it } from 'vitest';
import { newPage } from './support/browser';
import { useSharedPlatform } from './support/platform';
import { DEMO_PASSWORD, untilFormHydrated } from './support/journeys';

// Shares the run's server (docs/testing.md): its sign-ins and a reset request change nothing another file reads.
const platform = useSharedPlatform();

// The public pages painted before their scripts (docs/performance.md): the login form works without JavaScript,
// and with it the pre-rendered markup is hydrated without a mismatch.
describe('the login page before its scripts', () => {
  it('signs in through the plain form with JavaScript off; the app then takes the hand-over', async () => {
    const context = await platform.browser.newContext({ baseURL: platform.server.url, locale: 'fr-BE', javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/app/login');
    await page.getByLabel('Identifiant').fill('demo.benef');
    await page.getByLabel('Mot de passe').fill('pas-le-bon');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toBe('La combinaison identifiant / mot de passe est incorrecte.');

    await page.getByLabel('Identifiant').fill('demo.benef');
    await page.getByLabel('Mot de passe').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL((url) => url.pathname === '/app/');
    // The same browser once its scripts run: the app signs in with the token the form left.
    const withScripts = await newPage(platform.browser, platform.server.url);
    await withScripts.context.addCookies(await context.cookies());
    await withScripts.page.goto('/app/');
    await expect(withScripts.page.getByTestId('user-name').textContent()).resolves.toBeTruthy();
    await Promise.all([context.close(), withScripts.context.close()]);
  });

  it('signs in through the plain form sent before the scripts have run, in the same tab, which then takes the hand-over', async () => {
    const { context, page } = await newPage(platform.browser, platform.server.url);
    // The login page's scripts wait until the form has been sent; the next page's come at once.
    let release!: () => void;
    const sent = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      if (page.url().endsWith('/app/login') && !route.request().url().includes('/after-first-paint-')) await sent;
      // The login page's own are let go once it has been left: the browser cancelled them, nothing is left to continue.
      await route.continue().catch(() => undefined);
    });
    await page.goto('/app/login', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Identifiant').fill('demo.reference');
    await page.getByLabel('Mot de passe').fill(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/app/');
    release();
    await page.getByRole('heading', { name: 'Bonjour Claire Renard' }).waitFor();
    await context.close();
  });

  it('is hydrated as rendered, without a mismatch, then signs in as the app', async () => {
    const { context, page } = await newPage(platform.browser, platform.server.url);
    const errors: string[] = [];
    page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
    page.on('pageerror', (error) => errors.push(String(error)));
    const response = await page.goto('/app/login');
    // The form is in the page as served, before any script.
    expect(await response!.text()).toContain('Identifiant');
    // Hydrated: the app's own sign-in (no page load) once React has taken the form over.
    await untilFormHydrated(page);
    // Its scripts were not asked for from its head but once it was parsed and its first frame rendered
    // (scripts/prerender/after-first-paint.js): every chunk after the document's DOMContentLoaded. The paint entry's
    // time is when the frame reached the screen, which can come after the page's next task: not compared.
    const order = await page.evaluate(() => ({
      parsed: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domContentLoadedEventStart,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js') && !entry.name.includes('/after-first-paint-'))
        .map((entry) => entry.startTime),
    }));
    expect(order.scripts.length).toBeGreaterThan(5);
    expect(Math.min(...order.scripts)).toBeGreaterThan(order.parsed);
    await page.getByLabel('Identifiant').fill('demo.benef');
    await page.getByLabel('Mot de passe').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByTestId('user-name').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('holds the reset-password request sent before its scripts have run, and sends it once they have', async () => {
    const { context, page } = await newPage(platform.browser, platform.server.url);
    // The app's scripts wait until the visitor has asked: the page is still only its HTML then.
    let release!: () => void;
    const asked = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      if (!route.request().url().includes('/after-first-paint-')) await asked;
      await route.continue();
    });
    // Not until `load`: the scripts the page adds after its first frame delay that event, and they are held here.
    await page.goto('/app/reset-password', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Adresse e-mail').fill('demo.benef@demo.example');
    await page.keyboard.press('Enter');
    release();
    await page.getByRole('status').getByText(/Si un compte utilise l'adresse demo\.benef@demo\.example/).waitFor();
    // Never sent by the browser as a GET of the page, the address in its URL.
    expect(page.url()).toBe(`${platform.server.url}/app/reset-password`);
    await context.close();
  });
});
