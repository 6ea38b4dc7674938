import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { journeyPage } from './support/journey-pages';
import { apiAs } from './support/journeys';
import { removeDataDir, seededDataDir, startServer, type RunningServer } from './support/server';
import { proveIdentity } from './support/identity-provider';
import { startMailServer, type TestMailServer } from '../support/smtp-server';
import { TypeAdresse, TypeOrganisation } from '../../domain/organisation-types';
import { TypeContact } from '../../domain/contact-types';
import { fieldRefused } from './support/form-errors';

/**
 * Sign-up (/signup) and account validation (/validate-account) in the browser, through the platform's embedded
 * identity provider. The e-mails really leave through SMTP: a test mail server receives them, and the journeys
 * follow the link read out of the message, as a person would, possibly in another browser.
 */
let browser: Browser;
let server: RunningServer;
let mail: TestMailServer;
const dataDir = seededDataDir();

const page = () => journeyPage(browser, server.url);

/** The account link of the last message received for this address, as a path of the app. */
async function mailedLink(recipient: string): Promise<string> {
  const received = await mail.waitForMail((m) => m.to !== undefined && JSON.stringify(m.to).includes(recipient) && /token=/.test(m.text ?? ''));
  const link = new URL(received.text!.match(/https?:\/\/\S+token=[A-Za-z0-9_-]+/)![0]);
  return link.pathname + link.search;
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
  mail = await startMailServer();
  browser = await launchBrowser();
  server = await startServer({ dataDir, env: { SMTP_URL: mail.url, MAIL_ROUND_SECONDS: '1' } });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await mail?.close();
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
    await p.getByRole('button', { name: "M'identifier avec l'eID ou itsme" }).click();
    await proveIdentity(p, { nrn: '78.05.12-045.07' });
    await p.waitForURL(/\/app\/signup\/donnees-personnelles\?id=/);
    await p.getByText('78.05.12-045.07').waitFor();
    await p.getByLabel('Prénom').fill('Claire');
    await p.getByLabel('Nom', { exact: true }).fill('Lambert');
    await fillAccount(p, 'claire.lambert', 'claire.lambert@exemple.be');
    await p.getByLabel('Confirmez le mot de passe').fill('Autre-2026');
    await p.getByRole('button', { name: 'Créer mon compte' }).click();
    await fieldRefused(p.getByLabel('Confirmez le mot de passe'), 'Les deux mots de passe ne correspondent pas.');
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
    await p.getByRole('button', { name: "M'identifier avec l'eID ou itsme" }).click();
    await proveIdentity(p, { listed: 'Marc Dupont' });
    await p.getByRole('alert').filter({ hasText: 'Ce numéro de registre national est déjà utilisé par un compte de la plateforme.' }).waitFor();
    expect(new URL(p.url()).pathname).toBe('/app/signup/authentification');
  });

  it('activates the account from the e-mailed link, in another browser, then signs in', async () => {
    const p = await page();
    await p.goto(await mailedLink('claire.lambert@exemple.be'));
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
    await p.goto(await mailedLink('claire.lambert@exemple.be'));
    await p.getByRole('button', { name: 'Activer mon compte' }).click();
    await p.getByRole('alert').filter({ hasText: "Ce lien de confirmation n'est pas valide ou a expiré." }).waitFor();
    await p.getByRole('button', { name: 'Recommencer la création du compte' }).click();
    await p.getByRole('button', { name: 'Commencer' }).waitFor();
  });
});

describe('account validation', () => {
  it('takes the contact an Authority added from its link through identification to a validated account', async () => {
    // An Authority adds a contact: the platform e-mails it its validation link.
    await addContactAsAuthority('hugo.martin@exemple.be');
    const p = await page();
    await p.goto(await mailedLink('hugo.martin@exemple.be'));
    await p.getByRole('heading', { name: 'Valider votre compte' }).waitFor();
    await p.getByRole('button', { name: 'Commencer' }).click();
    await p.getByRole('button', { name: "M'identifier avec l'eID ou itsme" }).click();
    await proveIdentity(p, { nrn: '85073003328' });
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
    await p.goto(await mailedLink('hugo.martin@exemple.be'));
    await p.getByRole('button', { name: 'Commencer' }).click();
    await p.getByRole('button', { name: "M'identifier avec l'eID ou itsme" }).click();
    await p.getByRole('alert').filter({ hasText: "Ce lien de validation n'est pas valide ou a expiré." }).waitFor();
    expect(await p.getByRole('button', { name: 'Commencer' }).count()).toBe(0);
  });
});
