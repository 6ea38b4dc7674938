import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { journeyPage } from './support/journey-pages';
import { removeDataDir, seededDataDir, startServer, type RunningServer } from './support/server';
import { proveIdentity } from './support/identity-provider';

/**
 * The start command alone (no SMTP_URL): the platform's e-mails arrive in its development mailbox, whose page the
 * login screen links to, so that a new account is created, confirmed from its e-mailed link and used, end to end.
 */
let browser: Browser;
let server: RunningServer;
const dataDir = seededDataDir();
const MAILBOX_LINK = 'Boîte aux lettres de développement (e-mails envoyés)';

const page = () => journeyPage(browser, server.url);

beforeAll(async () => {
  browser = await launchBrowser();
  // An SMTP_URL of the surroundings must not reach it: this is the embedded default.
  server = await startServer({ dataDir, env: { SMTP_URL: '', MAIL_ROUND_SECONDS: '1' } });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  removeDataDir(dataDir);
});

async function createAccount(p: Page, login: string, email: string) {
  await p.getByLabel('Prénom').fill('Inès');
  await p.getByLabel('Nom', { exact: true }).fill('Dubois');
  await p.getByLabel("Nom d'utilisateur").fill(login);
  await p.getByLabel('Adresse e-mail', { exact: true }).fill(email);
  await p.getByLabel("Confirmez l'adresse e-mail").fill(email);
  await p.getByLabel('Mot de passe', { exact: true }).fill('Nouveau-2026');
  await p.getByLabel('Confirmez le mot de passe').fill('Nouveau-2026');
  await p.getByRole('button', { name: 'Créer mon compte' }).click();
  await p.getByText(`Nous avons envoyé un lien de confirmation à l'adresse ${email}.`).waitFor();
}

/** From the login page to the mailbox, then the account link of the message sent to `email`, followed by a click. */
async function followMailedLink(p: Page, email: string) {
  await p.goto('/app/login');
  await p.getByRole('link', { name: MAILBOX_LINK }).click();
  await p.getByRole('heading', { name: 'Boîte aux lettres de développement' }).waitFor();
  // The sender's next round brings it within seconds; the page asks again by itself.
  const message = p.getByRole('article').filter({ hasText: `À${email}` });
  await message.waitFor({ timeout: 15_000 });
  await message.getByRole('link', { name: /token=/ }).click();
}

async function signIn(p: Page, login: string) {
  await p.getByLabel('Identifiant').fill(login);
  await p.getByLabel('Mot de passe').fill('Nouveau-2026');
  await p.getByRole('button', { name: 'Se connecter' }).click();
  await p.getByTestId('user-name').waitFor();
}

describe('the development mailbox', () => {
  it('says where it is when the server starts', () => {
    expect(server.output()).toContain(`${server.url.replace('127.0.0.1', 'localhost')}/app/dev/boite-mail`);
  });

  it('lets a new account be created, confirmed from its e-mail and used, with the start command alone', async () => {
    const p = await page();
    await p.goto('/app/login');
    await p.getByRole('link', { name: 'Créer un compte' }).click();
    await p.getByRole('button', { name: 'Commencer' }).click();
    await p.getByRole('button', { name: "M'identifier avec l'eID ou itsme" }).click();
    await proveIdentity(p, { nrn: '90021401217' });
    await p.waitForURL(/\/app\/signup\/donnees-personnelles\?id=/);
    await createAccount(p, 'ines.dubois', 'ines.dubois@exemple.be');

    await followMailedLink(p, 'ines.dubois@exemple.be');
    await p.waitForURL(/\/app\/signup\/confirmation/);
    await p.getByRole('button', { name: 'Activer mon compte' }).click();
    await p.getByText('Votre compte est confirmé.', { exact: false }).waitFor();
    await p.getByRole('link', { name: 'Se connecter' }).click();
    await signIn(p, 'ines.dubois');
  });

  it('is read at a phone’s width and by keyboard', async () => {
    const p = await page();
    await p.setViewportSize({ width: 360, height: 740 });
    await p.goto('/app/dev/boite-mail');
    await p.getByRole('article').first().waitFor();
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    // Tab reaches the refresh button, then the messages' links.
    await p.keyboard.press('Tab');
    expect(await p.evaluate(() => document.activeElement?.textContent)).toBe('Actualiser');
    await p.keyboard.press('Tab');
    await p.keyboard.press('Tab');
    expect(await p.evaluate(() => document.activeElement?.tagName)).toBe('A');
  });
});

describe('in production', () => {
  it('does not exist: no page behind the API, no link on the login page', async () => {
    const production = await startServer({ dataDir: seededDataDir(), env: { SMTP_URL: '', NODE_ENV: 'production' } });
    try {
      expect(production.output()).not.toContain('/app/dev/boite-mail');
      expect((await fetch(`${production.url}/api/dev/mailbox`)).status).toBe(404);
      const p = await journeyPage(browser, production.url);
      await p.goto('/app/login');
      await p.getByRole('link', { name: 'Créer un compte' }).waitFor();
      expect(await p.getByRole('link', { name: MAILBOX_LINK }).count()).toBe(0);
    } finally {
      await production.stop();
      removeDataDir(production.dataDir);
    }
    // A second server's start, on a machine the other journeys share.
  }, 150_000);
});
