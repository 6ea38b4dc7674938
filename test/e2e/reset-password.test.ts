import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { usePlatform } from './support/platform';
import { accessibilityViolations, loginAs, untilFormHydrated } from './support/journeys';
import { startCluster, type PostgresCluster } from '../support/postgres-cluster';
import { startMailServer, type TestMailServer } from '../support/smtp-server';
import { fieldRefused } from './support/form-errors';

/**
 * The platform sends its e-mails to a test SMTP server, and the journey follows the link read out of the message it
 * received. It runs on a PostgreSQL server of its own, so that a test can age a token while the server runs (the
 * embedded database admits one process).
 */
let cluster: PostgresCluster | undefined;
let mail: TestMailServer | undefined;
const clusterDir = mkdtempSync(path.join(tmpdir(), 'vcp-reset-pg-'));
let databaseUrl = '';
// Registered before the platform's: after-all hooks run last-registered first, so the database stops after the server.
afterAll(async () => {
  await mail?.close();
  cluster?.stop('immediate');
  rmSync(clusterDir, { recursive: true, force: true });
});
const platform = usePlatform(async () => {
  cluster = await startCluster(clusterDir);
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query('CREATE DATABASE reset_journey');
  await admin.end();
  databaseUrl = cluster.url.replace(/\/postgres$/, '/reset_journey');
  mail = await startMailServer();
  return { DATABASE_URL: databaseUrl, SEED_DEMO: '1', SMTP_URL: mail.url, MAIL_ROUND_SECONDS: '1' };
});

const SHOTS = path.join(tmpdir(), 'vcp-reset-password-shots');
mkdirSync(SHOTS, { recursive: true });

/** The link of the reset e-mail the mail server received for this address. */
async function linkMailedTo(email: string): Promise<string> {
  const resetLink = /https?:\/\/\S+\/app\/reset-password\/validation\?token=[\w-]+/;
  const received = await mail!.waitForMail((m) => JSON.stringify(m.to ?? '').includes(email) && resetLink.test(m.text ?? ''));
  return resetLink.exec(received.text!)![0];
}

async function shoot(page: Page, name: string) {
  await page.getByTestId('loading-overlay').waitFor({ state: 'detached' });
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
}

async function requestReset(page: Page, email: string) {
  await page.goto('/app/login');
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await page.getByRole('heading', { name: 'Mot de passe oublié' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/app/reset-password');
  // The app's own request, as on the login screen: the one sent before the scripts is prerendered-pages.test.ts's.
  await untilFormHydrated(page);
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.keyboard.press('Enter');
  await page.getByRole('status').getByText(/Si un compte utilise l'adresse/).waitFor();
}

describe('password reset', () => {
  it('sends a link by e-mail, which sets a new password that signs in; the link then serves no more', async () => {
    const page = await platform.signedOut();
    await page.goto('/app/reset-password');
    await page.getByLabel('Adresse e-mail').waitFor();
    await shoot(page, '1-request');
    // A step typed before its turn goes back to the request.
    await page.goto('/app/reset-password/new-password');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/app/reset-password');

    await requestReset(page, 'demo.expert@demo.example');
    await shoot(page, '1-request-sent');
    const link = await linkMailedTo('demo.expert@demo.example');

    await page.goto(link);
    await page.getByLabel('Nouveau mot de passe').waitFor();
    expect(new URL(page.url()).pathname).toBe('/app/reset-password/new-password');
    expect(page.url()).not.toContain('token=');
    await page.getByLabel('Nouveau mot de passe').fill('Nouveau-2026');
    await page.getByLabel('Confirmez le mot de passe').fill('Autre-2026');
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await fieldRefused(page.getByLabel('Confirmez le mot de passe'), 'Les deux mots de passe ne correspondent pas.');
    await page.getByLabel('Nouveau mot de passe').fill('court');
    await page.getByLabel('Confirmez le mot de passe').fill('court');
    await page.keyboard.press('Enter');
    await fieldRefused(page.getByLabel('Nouveau mot de passe'), 'Le mot de passe doit contenir entre 8 et 30 caractères.');
    await shoot(page, '3-password-errors');
    await page.getByLabel('Nouveau mot de passe').fill('Nouveau-2026');
    await page.getByLabel('Confirmez le mot de passe').fill('Nouveau-2026');
    await page.keyboard.press('Enter');
    await page.getByText('Votre mot de passe a été changé.', { exact: false }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/app/reset-password/confirmation');
    await shoot(page, '4-confirmation');
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Se connecter' }).click();
    await page.getByLabel('Identifiant').fill('demo.expert');
    await page.getByLabel('Mot de passe').fill('Nouveau-2026');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByTestId('user-name').waitFor();
    await page.context().close();

    // The same link a second time: refused, with a new request offered.
    const second = await platform.signedOut();
    await second.goto(link);
    await second.getByRole('alert').getByText(/n'est pas valide ou a déjà été utilisé/).waitFor();
    await shoot(second, '2-link-used');
    await second.getByRole('button', { name: 'Refaire une demande' }).click();
    await expect.poll(() => new URL(second.url()).pathname).toBe('/app/reset-password');
    await second.context().close();
  });

  it('shows an expired link as expired', async () => {
    const page = await platform.signedOut();
    await requestReset(page, 'demo.reference@demo.example');
    const link = await linkMailedTo('demo.reference@demo.example');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query("UPDATE password_reset_tokens SET expires_at = now() - interval '1 minute' WHERE used_at IS NULL");
    await client.end();
    await page.goto(link);
    await page.getByRole('alert').getByText('Ce lien de réinitialisation a expiré. Merci de refaire une demande.').waitFor();
    await shoot(page, '2-link-expired');
    await page.goto('/app/reset-password/validation');
    await page.getByRole('alert').getByText(/le jeton manque/).waitFor();
    await page.context().close();
  });

  it('sends a signed-in user home', async () => {
    const page = await platform.signedOut();
    await page.goto('/app/login');
    await loginAs(page, 'demo.benef');
    await page.goto('/app/reset-password');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/app/');
    await page.context().close();
  });
});
