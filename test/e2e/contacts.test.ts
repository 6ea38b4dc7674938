import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useSharedPlatform } from './support/platform';
import { accessibilityViolations, apiAs } from './support/journeys';
import { fieldRefused } from './support/form-errors';

// Shares the run's server (docs/testing.md): the contacts it adds and counts are its own; no other sharing file changes contacts.
const platform = useSharedPlatform();

const address = { typeAdresse: 1, nom: '', rue: 'Rue Neuve', numero: '1', boite: '', codePostal: '75001', localite: 'Paris', pays: 'FR' };

/** Foreign contacts named Étranger, enough for two pages. */
async function addForeigners(count: number) {
  const api = await apiAs(platform.server.url, 'demo.gestionnaire');
  for (let i = 1; i <= count; i++) {
    const login = `etranger.${String(i).padStart(2, '0')}`;
    const body = { Prenom: `Jean ${i}`, Nom: 'Étranger', Email: `${login}@exemple.fr`, Telephone: '', Nationalite: 'FR', NumeroIdentification: '', adresse: address, NomUtilisateur: login, ReceptionEmail: true };
    const response = await api('/contacts/add', { method: 'POST', body });
    expect(response.status).toBe(200);
  }
}

const rows = (page: Page) => page.getByRole('table', { name: 'Liste des contacts' }).getByRole('row');

describe('contacts in the browser', () => {
  it('lists contacts from the menu, filters foreigners, searches, and pages', async () => {
    await addForeigners(22);
    const page = await platform.signedIn('demo.gestionnaire');
    await page.getByRole('navigation').getByRole('link', { name: 'Contact' }).click();
    await page.getByRole('heading', { level: 1, name: 'Contacts' }).waitFor();
    await page.getByLabel('Nationalité').selectOption('etrangers');
    await page.getByRole('search').getByRole('button', { name: 'Rechercher' }).click();
    await page.getByText('22 contacts').waitFor();
    expect(await rows(page).count()).toBe(21);
    await page.getByRole('button', { name: /suivante/i }).click();
    await page.waitForURL(/page=2/);
    await expect.poll(() => rows(page).count()).toBe(3);
    await page.getByLabel('Rechercher').fill('demo.presta');
    await page.getByLabel('Nationalité').selectOption('tous');
    await page.getByRole('search').getByRole('button', { name: 'Rechercher' }).click();
    await page.getByText('1 contact', { exact: true }).waitFor();
    expect(await rows(page).nth(1).textContent()).toContain('Martin');
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('adds a contact, shows its summary, edits it, and deletes it once confirmed', async () => {
    const page = await platform.signedIn('demo.gestionnaire', '/app/contact');
    await page.getByRole('link', { name: 'Ajouter un contact' }).click();
    await page.getByRole('heading', { level: 1, name: 'Ajouter un contact' }).waitFor();
    await page.getByLabel('Prénom').fill('Lucie');
    await page.getByLabel('Nom', { exact: true }).fill('Navigateur');
    await page.getByLabel('Adresse e-mail').fill('lucie.navigateur@exemple.be');
    await page.getByLabel('Numéro de registre national (facultatif)').fill('90.02.01-123.06');
    await page.getByLabel('Rue').fill('Rue de Fer');
    await page.getByLabel('Numéro', { exact: true }).fill('12');
    await page.getByLabel('Code postal').fill('5000');
    await page.getByLabel('Localité').fill('Namur');
    await page.getByLabel("Nom d'utilisateur").fill('lucie.navigateur');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    // The check digits are wrong: the field says so and nothing is sent.
    await fieldRefused(page.getByLabel('Numéro de registre national (facultatif)'), 'Numéro de registre national invalide');
    await page.getByLabel('Numéro de registre national (facultatif)').fill('');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByRole('heading', { level: 1, name: 'Lucie Navigateur' }).waitFor();
    await page.getByText("Ce contact n'est lié à aucune organisation.").waitFor();
    await page.getByText('Rue de Fer 12').waitFor();

    await page.getByRole('link', { name: 'Modifier' }).click();
    await page.getByLabel('Prénom').fill('Lucienne');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByRole('heading', { level: 1, name: 'Lucienne Navigateur' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Supprimer' }).click();
    await page.getByRole('dialog', { name: 'Supprimer ce contact ?' }).getByRole('button', { name: 'Supprimer le contact' }).click();
    await page.getByText('Le contact a été supprimé.').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Contacts' }).waitFor();
    await page.context().close();
  });

  it('refuses to delete a contact still linked to an organisation, and shows its links', async () => {
    const page = await platform.signedIn('demo.gestionnaire', '/app/contact?recherche=demo.presta');
    await rows(page).nth(1).getByRole('link').click();
    await page.getByRole('heading', { level: 1, name: 'Pierre Martin' }).waitFor();
    await page.getByText('Conseil & Transition SRL').waitFor();
    await page.getByRole('button', { name: 'Supprimer' }).click();
    await page.getByRole('dialog', { name: 'Supprimer ce contact ?' }).getByRole('button', { name: 'Supprimer le contact' }).click();
    await page.getByRole('alert').filter({ hasText: 'Ce contact est encore lié à une organisation' }).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Pierre Martin' }).waitFor();
    await page.context().close();
  });

  it("shows an expert's labellings and identity document on its summary (spec section 3's relations)", async () => {
    const page = await platform.signedIn('demo.gestionnaire', '/app/contact?recherche=demo.expert');
    await rows(page).nth(1).getByRole('link').click();
    await page.getByRole('heading', { level: 1, name: 'Hugo Lefèvre' }).waitFor();
    await page.getByText("Carte d'identité").waitFor();
    const labellings = page.getByRole('table', { name: 'Labellisations' });
    await labellings.getByRole('row').filter({ hasText: 'Éligible' }).first().waitFor();
    expect(await labellings.getByRole('row').filter({ hasText: 'Conseil & Transition SRL' }).count()).toBeGreaterThan(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("offers a provider its organisations' contacts without the manager's add, and sends a non-numeric contact id home", async () => {
    const page = await platform.signedIn('demo.presta', '/app/contact');
    await page.getByText('4 contacts').waitFor();
    expect(await page.getByRole('link', { name: 'Ajouter un contact' }).count()).toBe(0);
    await page.goto('/app/contact/abc');
    await page.waitForURL((url) => url.pathname === '/app/' || url.pathname === '/app');
    await page.context().close();
  });
});
