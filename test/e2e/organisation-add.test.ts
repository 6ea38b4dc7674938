import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useSharedPlatform } from './support/platform';
import { accessibilityViolations } from './support/journeys';
import { fieldRefused } from './support/form-errors';

// Shares the run's server (docs/testing.md): the organisations, contacts and drafts it adds are its own; their contacts are Belgian, outside contacts' count of foreigners.
const platform = useSharedPlatform();

/** The wizard shows that step: its heading, and the step indicator marks it current. */
async function atStep(page: Page, title: string) {
  await page.getByRole('heading', { level: 2, name: title }).waitFor();
  expect(await page.getByRole('navigation', { name: 'Étapes' }).locator('[aria-current="step"]').textContent()).toContain(title);
}

const next = (page: Page) => page.getByRole('button', { name: 'Continuer' }).click();

async function fillContact(page: Page, legend: string, values: { email: string; prenom: string; nom: string; telephone?: string }) {
  const group = page.getByRole('group', { name: legend });
  await group.getByLabel('Adresse e-mail').fill(values.email);
  await group.getByLabel('Prénom').fill(values.prenom);
  await group.getByLabel('Nom', { exact: true }).fill(values.nom);
  if (values.telephone) await group.getByLabel('Téléphone').fill(values.telephone);
}

/** From the identity (already looked up) to the recap, with the SME data and both contacts; the addresses are the register's. */
async function completeAfterIdentity(page: Page, prefix: string) {
  await next(page);
  await atStep(page, 'Données PME');
  await page.getByLabel('Type de PME').selectOption({ label: 'Standard' });
  await page.getByLabel("Chiffre d'affaires (€)").fill('850 000');
  await page.getByLabel('Équivalents temps plein').fill('6,5');
  await next(page);

  await atStep(page, 'Contacts');
  // Both are mandatory: the form says so on the fields.
  await next(page);
  await fieldRefused(page.getByRole('group', { name: 'Contact Autorité' }).getByLabel('Adresse e-mail'), 'Ce champ est obligatoire.');
  await fillContact(page, 'Contact Autorité', { email: `${prefix}.autorite@exemple.be`, prenom: 'Anne', nom: 'Lemaire', telephone: '0471 23 45 67' });
  await page.getByRole('button', { name: 'Même personne que le contact Autorité' }).click();
  await next(page);

  await atStep(page, 'Adresses');
  expect(await page.getByText('Adresse issue de la Banque-Carrefour des Entreprises', { exact: false }).count()).toBe(2);
  await next(page);
  await atStep(page, 'Récapitulatif');
}

async function create(page: Page) {
  await page.getByRole('button', { name: "Créer l'organisation" }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Créer' }).click();
}

/**
 * Created: back on the beneficiaries' list, told so, and never told the organisation does not exist (the creator
 * may not open its page, which used to send it home with that refusal).
 */
async function created(page: Page, nom: string) {
  await page.waitForURL(/\/app\/beneficiaire$/);
  await page.getByText(`« ${nom} » a été créée.`, { exact: false }).waitFor();
  expect(await page.getByText("Cette organisation n'existe pas", { exact: false }).count()).toBe(0);
}

describe('a provider adds a beneficiary organisation', () => {
  it('looks a company up in the register, gives its SME data, contacts and addresses, creates it, and finds it in a dossier', async () => {
    const page = await platform.signedIn('demo.presta', '/app/beneficiaire/add');
    await atStep(page, 'Identité');
    // Wrong check digits are refused on the field; an unknown company is said to be unknown.
    await page.getByLabel("Numéro d'entreprise").fill('0891.234.516');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await fieldRefused(page.getByLabel("Numéro d'entreprise"), 'dont les deux derniers sont le chiffre de contrôle');
    await page.getByLabel("Numéro d'entreprise").fill('0891.234.515');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await page.getByText('DigiWal SRL').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await completeAfterIdentity(page, 'digiwal');
    expect(await page.getByRole('region', { name: 'Identité' }).textContent()).toContain('0891.234.515');
    await create(page);
    await created(page, 'DigiWal SRL');

    // Found: a new dossier's beneficiary search by company number now offers it.
    await page.goto('/app/introduction-dossier');
    await page.getByRole('radio', { name: /Chèque Transformation numérique/ }).check();
    await page.getByRole('button', { name: 'Créer le dossier' }).click();
    await page.getByRole('button', { name: 'Enregistrer et continuer' }).click();
    await page.waitForURL(/\/beneficiaire$/);
    await page.getByLabel('Numéro', { exact: true }).fill('0891.234.515');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await page.getByRole('radio', { name: /DigiWal SRL/ }).check();
    await page.getByText('Cette organisation est éligible.').waitFor();
  });

  it('asks before leaving a wizard whose steps are filled, and stays when told to', async () => {
    const page = await platform.signedIn('demo.presta', '/app/beneficiaire/add?bce=0654321022');
    await page.getByText('Brasserie des Fagnes SA').waitFor();
    await next(page);
    await atStep(page, 'Données PME');
    await page.getByRole('link', { name: 'Accueil' }).click();
    const dialog = page.getByRole('dialog', { name: 'Quitter sans enregistrer ?' });
    await dialog.getByRole('button', { name: 'Rester sur la page' }).click();
    await atStep(page, 'Données PME');
    // The keyboard goes back through the step indicator to the identity, which kept its company.
    await page.getByRole('button', { name: /Identité/ }).focus();
    await page.keyboard.press('Enter');
    await atStep(page, 'Identité');
    await page.getByText('Brasserie des Fagnes SA').waitFor();
  });

  it('refuses the same company twice, sending the user back to the identity with the message naming it', async () => {
    const page = await platform.signedIn('demo.reference', '/app/beneficiaire/add?bce=0891234515');
    await page.getByText('DigiWal SRL').waitFor();
    await completeAfterIdentity(page, 'digiwal2');
    await create(page);
    await atStep(page, 'Identité');
    await page.getByRole('alert').filter({ hasText: 'Cette organisation existe déjà sur la plateforme : « DigiWal SRL ».' }).waitFor();
  });

  it('from the dossier wizard’s beneficiary step, adds a company the register knows and comes back with it chosen', async () => {
    const page = await platform.signedIn('demo.presta', '/app/introduction-dossier');
    await page.getByRole('radio', { name: /Chèque Transformation numérique/ }).check();
    await page.getByRole('button', { name: 'Créer le dossier' }).click();
    await page.getByRole('button', { name: 'Enregistrer et continuer' }).click();
    await page.waitForURL(/\/introduction-dossier\/(\d+)\/beneficiaire$/);
    const wizardPath = new URL(page.url()).pathname;
    await page.getByLabel('Numéro', { exact: true }).fill('0442.796.189');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await page.getByText('Aucune organisation ne correspond', { exact: false }).waitFor();
    await page.getByRole('link', { name: /Ajouter cette entreprise/ }).click();

    await atStep(page, 'Identité');
    await page.getByText('Boulangerie Lemaire SRL').waitFor();
    await completeAfterIdentity(page, 'lemaire');
    await create(page);
    await page.waitForURL((url) => url.pathname === wizardPath);
    expect(await page.getByRole('radio', { name: /Boulangerie Lemaire SRL/ }).isChecked()).toBe(true);
    await page.getByText('Cette organisation est éligible.').waitFor();
  });

  it('adds a foreign company by its identification number, with addresses typed in', async () => {
    const page = await platform.signedIn('demo.presta', '/app/beneficiaire/add');
    await page.getByRole('radio', { name: 'Entreprise étrangère' }).check();
    await page.getByLabel("Numéro d'identification").fill('FR 123 456 789 01');
    await page.getByLabel('Dénomination').fill('Société Lilloise SAS');
    await next(page);
    await atStep(page, 'Données PME');
    await page.getByLabel('Type de PME').selectOption({ label: 'Standard' });
    await page.getByLabel('Date de création').fill('01/05/2010');
    await page.getByLabel("Chiffre d'affaires (€)").fill('120 000');
    await page.getByLabel('Équivalents temps plein').fill('2');
    await next(page);
    await atStep(page, 'Contacts');
    await fillContact(page, 'Contact Autorité', { email: 'lille.autorite@exemple.be', prenom: 'Louis', nom: 'Lefort' });
    await fillContact(page, 'Contact Référence', { email: 'lille.reference@exemple.be', prenom: 'Rose', nom: 'Roux' });
    await next(page);
    await atStep(page, 'Adresses');
    for (const [legend, rue] of [['Siège social', 'Rue Nationale'], ["Unité d'établissement", 'Rue de Mons']] as const) {
      const group = page.getByRole('group', { name: legend });
      await group.getByLabel('Rue').fill(rue);
      await group.getByLabel('Numéro', { exact: true }).fill('10');
      await group.getByLabel('Code postal').fill('7000');
      await group.getByLabel('Localité').fill('Mons');
    }
    expect(await page.getByText('Adresse issue de la Banque-Carrefour des Entreprises', { exact: false }).count()).toBe(0);
    await next(page);
    await atStep(page, 'Récapitulatif');
    await create(page);
    await created(page, 'Société Lilloise SAS');
  });

  it('adds a project holder by national register number, refusing a wrong one on its field', async () => {
    const page = await platform.signedIn('demo.presta', '/app/beneficiaire/porteurProjetAdd');
    await page.getByLabel('Numéro de registre national').fill('92.04.12-151.00');
    await page.getByLabel('Prénom').fill('Paul');
    await page.getByLabel('Nom', { exact: true }).fill('Porteur');
    await page.getByLabel('Adresse e-mail').fill('paul.porteur@exemple.be');
    await page.getByLabel('Rue').fill('Rue des Écoles');
    await page.getByLabel('Numéro', { exact: true }).fill('5');
    await page.getByLabel('Code postal').fill('1348');
    await page.getByLabel('Localité').fill('Louvain-la-Neuve');
    await page.getByRole('button', { name: 'Créer le porteur de projet' }).click();
    await fieldRefused(page.getByLabel('Numéro de registre national'), 'dont les deux derniers sont le chiffre de contrôle');
    await page.getByLabel('Numéro de registre national').fill('92.04.12-151.91');
    await page.getByRole('button', { name: 'Créer le porteur de projet' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Créer' }).click();
    await created(page, 'Paul Porteur');
  });

  it('keeps the add screens from a contact who may not create a beneficiary', async () => {
    const page = await platform.signedIn('demo.information', '/app/beneficiaire/add');
    await page.waitForURL((url) => url.pathname === '/app/');
  });
});
