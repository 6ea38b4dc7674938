import { describe, expect, it } from 'vitest';
import { newPage } from './support/browser';
import { usePlatform } from './support/platform';
import { accessibilityViolations, apiAs, loginAs, untilFormHydrated } from './support/journeys';

const platform = usePlatform();

describe('login', () => {
  it('refuses a wrong password with the spec message, then signs in', async () => {
    const page = await platform.signedOut();
    await page.goto('/app/login');
    await page.getByLabel('Identifiant').fill('demo.benef');
    await page.getByLabel('Mot de passe').fill('pas-le-bon');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toBe('La combinaison identifiant / mot de passe est incorrecte.');
    await loginAs(page, 'demo.benef');
    expect(await page.getByTestId('current-droit').textContent()).toBe('Bénéficiaire');
    await page.context().close();
  });

  it('works with the keyboard only', async () => {
    const page = await platform.signedOut();
    await page.goto('/app/login');
    // The app's form, as the other journeys type in it (journeys.ts): sent before, it is the plain form's path, which
    // test/e2e/prerendered-pages.test.ts follows in the same tab.
    await untilFormHydrated(page);
    // The identifier has the focus on arrival; Tab moves to the password, Enter submits.
    await page.keyboard.type('demo.reference');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Demo-2026!');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Bonjour Claire Renard' }).waitFor();
    await page.context().close();
  });

  it('sends a signed-in visitor away from /login to Home', async () => {
    const page = await platform.signedOut();
    await page.goto('/app/login');
    await loginAs(page, 'demo.expert');
    await page.goto('/app/login');
    await page.getByRole('heading', { name: /Bonjour/ }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/app/');
    await page.context().close();
  });

  it('remembers the wanted page and applies then clears its role query', async () => {
    const page = await platform.signedOut();
    await page.goto('/app/?role=benef');
    await page.waitForURL(/\/app\/login\?redirect=/);
    await loginAs(page, 'demo.presta');
    await page.waitForURL((url) => url.pathname === '/app/' && !url.search.includes('role'));
    expect(await page.getByTestId('current-droit').textContent()).toBe('Bénéficiaire');
    await page.context().close();
  });
});

describe('layout', () => {
  it('switching right goes Home, reloads and shows the other right', async () => {
    const page = await platform.signedIn('demo.presta');
    const context = page.context();
    expect(await page.getByTestId('current-droit').textContent()).toBe('Prestataire');
    await page.getByRole('button', { name: /Menu utilisateur/ }).click();
    await Promise.all([page.waitForEvent('load'), page.getByRole('menuitem', { name: 'Se connecter en tant que bénéficiaire' }).click()]);
    await page.getByTestId('current-droit').filter({ hasText: 'Bénéficiaire' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/app/');
    await page.getByRole('button', { name: /Menu utilisateur/ }).click();
    expect(await page.getByRole('menuitem').allTextContents()).toEqual(['Profil', 'Historique des e-mails', 'Cycles de vie', 'Se connecter en tant que prestataire', 'Se déconnecter']);
    await context.close();
  });

  it('shows the not-found page with a way back, to the dashboard or to login', async () => {
    const page = await platform.signedOut();
    await page.goto('/app/nulle/part');
    await page.getByRole('heading', { name: 'Page introuvable' }).waitFor();
    expect(await page.title()).toBe('Page introuvable — Chèques entreprises');
    await page.getByRole('link', { name: 'Retour à la connexion' }).click();
    await page.waitForURL(/\/app\/login/);
    await loginAs(page, 'demo.benef');
    await page.goto('/app/nulle/part');
    await page.getByRole('link', { name: 'Retour au tableau de bord' }).click();
    await page.getByRole('heading', { name: /Bonjour/ }).waitFor();
    await page.context().close();
  });

  it('has no accessibility violation on login and Home (axe-core)', async () => {
    const page = await platform.signedOut();
    await page.goto('/app/login');
    await page.getByLabel('Identifiant').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await loginAs(page, 'demo.presta');
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe('session', () => {
  it('logging out in one tab logs the other tab out', async () => {
    const page = await platform.signedIn('demo.benef');
    const context = page.context();
    const other = await context.newPage();
    await other.goto('/app/');
    await other.getByTestId('user-name').waitFor();
    await page.getByRole('button', { name: /Menu utilisateur/ }).click();
    await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
    await page.waitForURL(/\/app\/login/);
    await other.waitForURL(/\/app\/login/);
    await context.close();
  });

  it('shows the maintenance page when the API answers 503', async () => {
    const page = await platform.signedIn('demo.benef');
    const context = page.context();
    const manager = await apiAs(platform.server.url, 'demo.gestionnaire');
    await manager('/maintenance', { method: 'POST', body: { enabled: true } });
    try {
      await page.reload();
      await page.getByRole('heading', { name: 'Plateforme en maintenance' }).waitFor();
    } finally {
      await manager('/maintenance', { method: 'POST', body: { enabled: false } });
    }
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await page.getByRole('heading', { name: /Bonjour/ }).waitFor();
    await context.close();
  });

  it('warns after 15 minutes of inactivity and logs out at 20', async () => {
    // A context of its own: an installed clock stays with the tab (journey-pages.ts).
    const { context, page } = await newPage(platform.browser, platform.server.url);
    await page.clock.install();
    await page.goto('/app/login');
    await loginAs(page, 'demo.expert');
    await page.clock.runFor('14:50');
    expect(await page.getByText('Déconnexion automatique').count()).toBe(0);
    await page.clock.runFor('00:15');
    await page.getByText('Déconnexion automatique').waitFor();
    await page.getByText('Sans activité de votre part, vous serez déconnecté dans 5 minutes.').waitFor();
    await page.clock.runFor('05:00');
    await page.waitForURL(/\/app\/login/);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    await context.close();
  });
});
