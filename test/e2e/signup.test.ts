import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { desc } from 'drizzle-orm';
import { openDatabase } from '../../server/db/client';
import { outbox } from '../../server/db/schema/index';
import { launchBrowser, newPage } from './support/browser';
import { apiAs } from './support/journeys';
import { removeDataDir, seededDataDir, startServer, type RunningServer } from './support/server';
import { startFakeGestia } from '../support/fake-gestia';
import { TypeAdresse, TypeOrganisation } from '../../domain/organisation-types';
import { TypeContact } from '../../domain/contact-types';

/**
 * Sign-up (/signup) and account validation (/validate-account) in the browser, through the identity provider's
 * stand-in. The e-mailed links are read out of the outbox: the server is stopped to open its embedded database,
 * then started again on it (the links are followed as a person would, possibly in another browser).
 */
let gestia: Awaited<ReturnType<typeof startFakeGestia>>;
let browser: Browser;
let server: RunningServer;
const dataDir = seededDataDir();
const links: Record<string, string> = {};

const start = async () => (server = await startServer({ dataDir, env: gestia.env }));
const page = async () => (await newPage(browser, server.url)).page;

/** Every account link of the outbox by recipient, as paths of the app (the server's port changes on restart). */
async function readLinks() {
  await server.stop();
  const database = await openDatabase({ dataDir });
  try {
    for (const mail of await database.db.select().from(outbox).orderBy(desc(outbox.id))) {
      const link = mail.body.match(/https?:\/\/\S+token=[A-Za-z0-9_-]+/)?.[0];
      if (link) links[mail.recipient] ??= new URL(link).pathname + new URL(link).search;
    }
  } finally {
    await database.close();
  }
  await start();
}

/** demo.presta adds a contact to its provider organisation (no password: a validation link is e-mailed). */
async function addContactAsAuthority(email: string) {
  const call = await apiAs(server.url, 'demo.presta');
  const whoami = await (await call('/auth/whoami')).json();
  const provider = whoami.result.linked_organisations.find((o: { type_organisation_id: number }) => o.type_organisation_id === TypeOrganisation.PRESTATAIRE);
  const adresse = { typeAdresse: TypeAdresse.SIEGE_SOCIAL, nom: '', rue: 'Rue Haute', numero: '3', boite: '', codePostal: '5000', localite: 'Namur', pays: 'BE' };
  const body = { Prenom: 'Hugo', Nom: 'Martin', Email: email, Telephone: '', Nationalite: 'BE', NumeroIdentification: '', adresse, NomUtilisateur: 'hugo.provisoire', ReceptionEmail: true, organisation: { organisationId: provider.id, typeContactId: TypeContact.REFERENCE } };
  const response = await call('/contacts/add', { method: 'POST', body });
  expect(response.status).toBe(200);
}

async function fillAccount(p: Page, login: string, email: string) {
  await p.getByLabel("Nom d'utilisateur").fill(login);
  await p.getByLabel('Adresse e-mail', { exact: true }).fill(email);
  await p.getByLabel("Confirmez l'adresse e-mail").fill(email);
  await p.getByLabel('Mot de passe', { exact: true }).fill('Nouveau-2026');
  await p.getByLabel('Confirmez le mot de passe').fill('Nouveau-2026');
}

async function signIn(p: Page, login: string) {
  await p.getByLabel('Identifiant').fill(login);
  await p.getByLabel('Mot de passe').fill('Nouveau-2026');
  await p.getByRole('button', { name: 'Se connecter' }).click();
  await p.getByTestId('user-name').waitFor();
}

beforeAll(async () => {
  gestia = await startFakeGestia();
  browser = await launchBrowser();
  await start();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await gestia?.close();
  removeDataDir(dataDir);
});

describe('sign-up', () => {
  it('goes from the login screen through the identity provider to the personal data, and creates the account', async () => {
    const p = await page();
    await p.goto('/app/login');
    await p.getByRole('link', { name: 'Créer un compte' }).click();
    await p.getByRole('heading', { name: 'Créer un compte' }).waitFor();
    // No step is reached by its address before its turn.
    await p.goto('/app/signup/donnees-personnelles');
    await p.waitForURL(/\/app\/signup\/?$/);
    // By keyboard: the next step's name takes the focus, the next Tab reaches its buttons.
    await p.getByRole('button', { name: 'Commencer' }).focus();
    await p.keyboard.press('Enter');
    await p.getByText('Étape 2 sur 6 : Identification').waitFor();
    expect(await p.evaluate(() => document.activeElement?.textContent)).toBe('Étape 2 sur 6 : Identification');
    await p.waitForURL(/\/app\/signup\/authentification$/);
    gestia.signInAs('78051204507');
    await p.getByRole('button', { name: "M'identifier avec l'eID ou itsme" }).click();
    await p.waitForURL(/\/app\/signup\/donnees-personnelles\?id=/);
    await p.getByText('78.05.12-045.07').waitFor();
    await p.getByLabel('Prénom').fill('Claire');
    await p.getByLabel('Nom', { exact: true }).fill('Lambert');
    await fillAccount(p, 'claire.lambert', 'claire.lambert@exemple.be');
    await p.getByLabel('Confirmez le mot de passe').fill('Autre-2026');
    await p.getByRole('button', { name: 'Créer mon compte' }).click();
    await p.getByText('Les deux mots de passe ne correspondent pas.').waitFor();
    await p.getByLabel('Confirmez le mot de passe').fill('Nouveau-2026');
    await p.getByRole('button', { name: 'Créer mon compte' }).click();
    await p.waitForURL(/\/app\/signup\/validation$/);
    await p.getByText("Nous avons envoyé un lien de confirmation à l'adresse claire.lambert@exemple.be.").waitFor();
    await p.goto('/app/signup/confirme');
    await p.waitForURL(/\/app\/signup\/validation$/);
  });

  it('refuses a national register number already used at step 2', async () => {
    const p = await page();
    await p.goto('/app/signup');
    await p.getByRole('button', { name: 'Commencer' }).click();
    gestia.signInAs('90020112305');
    await p.getByRole('button', { name: "M'identifier avec l'eID ou itsme" }).click();
    await p.getByRole('alert').filter({ hasText: 'Ce numéro de registre national est déjà utilisé par un compte de la plateforme.' }).waitFor();
    expect(new URL(p.url()).pathname).toBe('/app/signup/authentification');
  });

  it('activates the account from the e-mailed link, in another browser, then signs in', async () => {
    // An Authority's new contact gets its validation link too; both are read at once.
    await addContactAsAuthority('hugo.martin@exemple.be');
    await readLinks();
    const p = await page();
    await p.goto(links['claire.lambert@exemple.be']!);
    await p.waitForURL(/\/app\/signup\/confirmation/);
    await p.getByRole('button', { name: 'Activer mon compte' }).click();
    await p.getByText('Votre compte est confirmé.', { exact: false }).waitFor();
    await p.getByRole('link', { name: 'Se connecter' }).click();
    await signIn(p, 'claire.lambert');
    expect(new URL(p.url()).pathname).toBe('/app/');
    // Signed in, the sign-up is not offered: home.
    await p.goto('/app/signup');
    await p.waitForURL(/\/app\/$/);
  });

  it('shows that a link already used is no longer valid', async () => {
    const p = await page();
    await p.goto(links['claire.lambert@exemple.be']!);
    await p.getByRole('button', { name: 'Activer mon compte' }).click();
    await p.getByRole('alert').filter({ hasText: "Ce lien de confirmation n'est pas valide ou a expiré." }).waitFor();
    await p.getByRole('button', { name: 'Recommencer la création du compte' }).click();
    await p.getByRole('button', { name: 'Commencer' }).waitFor();
  });
});

describe('account validation', () => {
  it('takes the contact an Authority added from its link through identification to a validated account', async () => {
    const p = await page();
    await p.goto(links['hugo.martin@exemple.be']!);
    await p.getByRole('heading', { name: 'Valider votre compte' }).waitFor();
    await p.getByRole('button', { name: 'Commencer' }).click();
    gestia.signInAs('85073003328');
    await p.getByRole('button', { name: "M'identifier avec l'eID ou itsme" }).click();
    await p.waitForURL(/\/app\/validate-account\/donnees-personnelles\?id=/);
    await p.getByLabel('Prénom').fill('Hugo');
    await p.getByLabel('Nom', { exact: true }).fill('Martin');
    await fillAccount(p, 'hugo.martin', 'hugo.martin@exemple.be');
    await p.getByRole('button', { name: 'Continuer' }).click();
    await p.waitForURL(/\/app\/validate-account\/confirmation$/);
    await p.getByRole('button', { name: 'Valider mon compte' }).click();
    await p.getByText('Votre compte est validé.', { exact: false }).waitFor();
    await p.getByRole('link', { name: 'Se connecter' }).click();
    await signIn(p, 'hugo.martin');
  });

  it('flags a used link on the foreword', async () => {
    const p = await page();
    await p.goto(links['hugo.martin@exemple.be']!);
    await p.getByRole('button', { name: 'Commencer' }).click();
    await p.getByRole('button', { name: "M'identifier avec l'eID ou itsme" }).click();
    await p.getByRole('alert').filter({ hasText: "Ce lien de validation n'est pas valide ou a expiré." }).waitFor();
    expect(await p.getByRole('button', { name: 'Commencer' }).count()).toBe(0);
  });
});
