import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { usePlatform } from './support/platform';
import { accessibilityViolations, apiAs } from './support/journeys';
import { nationalRegisterNumber, porteurProjetBody } from '../support/organisation-add';
import { fieldRefused } from './support/form-errors';
import { navigateInApp } from './support/in-app';

const platform = usePlatform();
const HELPDESK = 'modifiable par le helpdesk uniquement';
const BENEF_EMAIL = 'demo.benef@demo.example';

const rowNames = async (page: Page) => page.getByRole('table', { name: 'Bénéficiaires' }).getByRole('rowheader').allTextContents();

/** Applies the list's filters as a user does; the caller then polls the rows for the list's answer. */
async function filter(page: Page, { categorie = 'Toutes les catégories', recherche = '' }: { categorie?: string; recherche?: string }) {
  await page.getByLabel('Catégorie').selectOption({ label: categorie });
  await page.getByLabel('Recherche').fill(recherche);
  await page.getByRole('button', { name: 'Filtrer' }).click();
}

/** A beneficiary's id, as the provider's list gives it. */
async function beneficiaireId(name: string): Promise<number> {
  const api = await apiAs(platform.server.url, 'demo.presta');
  return (await (await api('/organisations', { method: 'POST', body: { recherche: name } })).json()).result.items[0].id;
}

/** The demo provider's id, from its Authority's links. */
async function prestataireId(): Promise<number> {
  const api = await apiAs(platform.server.url, 'demo.presta');
  const links: Array<{ id: number; type_organisation_id: number }> = (await (await api('/auth/whoami')).json()).result.linked_organisations;
  return links.find((l) => l.type_organisation_id === 2)!.id;
}

describe('the beneficiary and provider areas in the browser', () => {
  it('lists the beneficiaries from the menu, each filter narrowing the list, and opens one with its tabs', async () => {
    const page = await platform.signedIn('demo.presta');
    await page.getByRole('link', { name: 'Liste des bénéficiaires' }).click();
    await page.getByRole('heading', { name: 'Liste des bénéficiaires' }).waitFor();
    await page.getByText('5 bénéficiaires').waitFor();
    const all = await rowNames(page);
    expect(all).toHaveLength(5);
    const narrowed: Record<string, string[]> = {
      PME: ['Lumière Industrie SAS', 'Menuiserie Dupont SRL'],
      'Porteur de projet': ['Sophie Lambert (porteuse de projet)'],
      'Grande entreprise': ['Verrerie Wallonne SA'],
      'Pouvoir public': ['Commune de Gembloux'],
    };
    for (const [categorie, expected] of Object.entries(narrowed)) {
      await filter(page, { categorie });
      await expect.poll(() => rowNames(page)).toEqual(expected);
    }
    await filter(page, { recherche: '0123.456' });
    await expect.poll(() => rowNames(page)).toEqual(['Menuiserie Dupont SRL']);
    await page.getByRole('button', { name: 'Réinitialiser' }).click();
    await expect.poll(() => rowNames(page)).toEqual(all);
    await page.getByRole('button', { name: 'Trier par Dénomination' }).click();
    await expect.poll(() => rowNames(page)).toEqual([...all].reverse());
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Menuiserie Dupont SRL' }).click();
    await page.getByRole('heading', { level: 1, name: 'Menuiserie Dupont SRL' }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/\/app\/beneficiaire\/\d+\/recapitulatif$/);
    const tabs = page.getByRole('navigation', { name: "Sections de l'organisation" });
    await tabs.getByRole('link', { name: 'Contacts' }).click();
    await page.getByRole('rowheader', { name: 'Marc Dupont' }).waitFor();
    await tabs.getByRole('link', { name: 'Adresses' }).click();
    await page.getByRole('rowheader', { name: /Siège social/ }).waitFor();
    expect(await page.getByText(HELPDESK).count()).toBeGreaterThan(0);
    await tabs.getByRole('link', { name: 'Dossiers' }).click();
    await page.getByRole('link', { name: /^CE-2026-/ }).first().waitFor();
    // A provider reads its dossiers' beneficiary; editing it is its Authority's: no button, and the route sends home.
    expect(await page.getByRole('link', { name: "Modifier l'organisation" }).count()).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("lets the provider's Authority edit the organisation and its commercial information", async () => {
    const id = await prestataireId();
    const page = await platform.signedIn('demo.presta', `/app/prestataire/${id}`);
    await page.getByRole('heading', { level: 1, name: 'Conseil & Transition SRL' }).waitFor();
    await page.getByRole('link', { name: "Modifier l'organisation" }).click();
    await page.getByLabel('Dénomination abrégée').fill('C&T');
    await page.getByLabel('IBAN').fill('be68539007547034');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Les modifications ont été enregistrées.').waitFor();
    await page.waitForURL(`**/prestataire/${id}/recapitulatif`);
    await page.getByText('BE68539007547034').waitFor();

    await page.getByRole('link', { name: 'Informations commerciales' }).click();
    await page.getByRole('link', { name: 'Modifier les informations commerciales' }).click();
    await page.getByLabel('Site web').fill('www.conseil-transition');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await fieldRefused(page.getByLabel('Site web'), 'Adresse web invalide : elle commence par https:// ou http://.');
    await page.getByLabel('Site web').fill('https://www.conseil-transition.example');
    await page.getByRole('button', { name: 'Ajouter un contact commercial' }).click();
    await page.getByLabel('Nom du contact 1').fill('Julie Martin');
    await page.getByLabel('Téléphone du contact 1').fill('0470 12 34 56');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    // The first save's notice may still show: the commercial page and its new data prove this save.
    await page.waitForURL(`**/prestataire/${id}/commercial`);
    await page.getByRole('link', { name: 'https://www.conseil-transition.example' }).waitFor();
    await page.getByText('Julie Martin — 0470 12 34 56').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('asks before leaving an edit with unsaved changes', async () => {
    const id = await prestataireId();
    const page = await platform.signedIn('demo.presta', `/app/prestataire/${id}/modification`);
    await page.getByLabel('Remarques').fill('Pas encore enregistré');
    await page.getByRole('navigation', { name: "Sections de l'organisation" }).getByRole('link', { name: 'Contacts' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: /Rester/ }).click();
    expect(await page.getByLabel('Remarques').inputValue()).toBe('Pas encore enregistré');
    await page.context().close();
  });

  it('gives a Reference contact no edit control; the route sends home and the API refuses', async () => {
    const id = await prestataireId();
    const page = await platform.signedIn('demo.reference', `/app/prestataire/${id}/recapitulatif`);
    await page.getByRole('heading', { level: 1, name: 'Conseil & Transition SRL' }).waitFor();
    expect(await page.getByRole('link', { name: "Modifier l'organisation" }).count()).toBe(0);
    await page.getByRole('link', { name: 'Informations commerciales' }).click();
    await page.getByRole('heading', { name: 'Informations commerciales' }).waitFor();
    expect(await page.getByRole('link', { name: 'Modifier les informations commerciales' }).count()).toBe(0);
    await page.goto(`/app/prestataire/${id}/modification`);
    await page.waitForURL((url) => url.pathname === '/app/');
    const api = await apiAs(platform.server.url, 'demo.reference');
    const detail = (await (await api(`/organisations/${id}`)).json()).result;
    const body = Object.fromEntries(
      ['NomLong', 'NomCourt', 'FormeJuridique', 'NumeroBce', 'CodesNace', 'TypePme', 'PmeDateCreation', 'PmeChiffreAffaire', 'PmeNombreEmploye', 'FinaliteProjet', 'Remarques', 'IBAN', 'TitulaireIBAN', 'PaysIBAN', 'DescriptionIBAN'].map((f) => [f, detail[f]]),
    );
    const refused = await api(`/organisations/${id}/update`, { method: 'POST', body: { ...body, version: detail.version, Remarques: 'Pas mon rôle' } });
    expect(refused.status).toBe(403);
    await page.context().close();
  });

  it('sends home for an id that is not a number, an organisation the user may not view, and the list outside a provider session', async () => {
    const verrerie = await beneficiaireId('Verrerie');
    const page = await platform.signedIn('demo.benef');
    for (const path of ['/app/beneficiaire/12abc', `/app/beneficiaire/${verrerie}/contacts`, '/app/beneficiaire', `/app/prestataire/${await prestataireId()}`]) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/app/');
    }
    expect(await page.getByRole('link', { name: 'Liste des bénéficiaires' }).count()).toBe(0);
    await page.context().close();
  });

  it("tells a beneficiary's Authority that register data is the helpdesk's, on the field, when it tries to change it", async () => {
    const id = await beneficiaireId('Menuiserie Dupont');
    const page = await platform.signedIn('demo.benef', `/app/beneficiaire/${id}/modification`);
    const name = page.getByLabel('Dénomination', { exact: true });
    await name.waitFor();
    expect(await name.getAttribute('readonly')).not.toBeNull();
    expect(await page.getByText(HELPDESK).count()).toBe(4);
    // Past the read-only field (as a hand-made request would), the server says why not, on the field.
    await name.evaluate((input) => input.removeAttribute('readonly'));
    await name.fill('Menuiserie Durand SRL');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    // The field's hint already says it; the refusal marks the field invalid (its message under it, and in the summary).
    await expect.poll(() => name.getAttribute('aria-invalid'), { timeout: 30_000 }).toBe('true');
    await fieldRefused(name, HELPDESK);
    await page.getByRole('navigation', { name: "Sections de l'organisation" }).getByRole('link', { name: 'Récapitulatif' }).click();
    await page.getByRole('dialog').getByRole('button', { name: /Quitter/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Menuiserie Dupont SRL' }).waitFor();
    await page.context().close();
  });
});

/** `login` signed in at the provider's addresses, once they show. */
async function openAddresses(login: string, id: number) {
  const page = await platform.signedIn(login, `/app/prestataire/${id}/adresses`);
  await page.getByRole('rowheader', { name: /Siège social/ }).first().waitFor();
  return page;
}

describe("an organisation's addresses in the browser", () => {
  it('lets the Authority add, edit and delete an address, each asked in a dialog; the register’s have no control', async () => {
    const id = await prestataireId();
    const page = await openAddresses('demo.presta', id);
    // The register's addresses say why they cannot be changed, and offer no control.
    expect(await page.getByRole('button', { name: /^Modifier l'adresse Rue de la Station/ }).count()).toBe(0);
    expect(await page.getByText('modifiable par le helpdesk uniquement').count()).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Ajouter une adresse' }).click();
    const add = page.getByRole('dialog', { name: 'Ajouter une adresse' });
    await add.getByLabel("Type d'adresse").selectOption({ label: 'Facturation' });
    await add.getByLabel('Rue').fill('Rue des Tanneurs');
    await add.getByLabel('Numéro').fill('7');
    await add.getByLabel('Code postal').fill('500');
    await add.getByLabel('Localité').fill('Namur');
    await add.getByRole('button', { name: 'Enregistrer' }).click();
    await fieldRefused(add.getByLabel('Code postal'), 'Un code postal belge compte 4 chiffres.');
    expect(await accessibilityViolations(page)).toEqual([]);
    await add.getByLabel('Code postal').fill('5000');
    await add.getByRole('button', { name: 'Enregistrer' }).click();
    await add.waitFor({ state: 'detached' });
    const line = 'Rue des Tanneurs 7, 5000 Namur, Belgique';
    await page.getByRole('cell', { name: line, exact: true }).waitFor();

    await page.getByRole('button', { name: `Modifier l'adresse ${line}` }).click();
    const edit = page.getByRole('dialog', { name: "Modifier l'adresse" });
    await edit.getByLabel('Numéro').fill('9');
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await edit.waitFor({ state: 'detached' });
    const edited = 'Rue des Tanneurs 9, 5000 Namur, Belgique';
    await page.getByRole('cell', { name: edited, exact: true }).waitFor();

    await page.getByRole('button', { name: `Supprimer l'adresse ${edited}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Supprimer cette adresse ?' });
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByRole('button', { name: `Supprimer l'adresse ${edited}` }).count()).toBe(0);
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: edited, exact: true }) });
    await row.getByText('Inactive').waitFor();
    await page.context().close();
  });

  it('offers no control to a Reference contact, and the API refuses it', async () => {
    const id = await prestataireId();
    const page = await openAddresses('demo.reference', id);
    expect(await page.getByRole('button', { name: 'Ajouter une adresse' }).count()).toBe(0);
    const api = await apiAs(platform.server.url, 'demo.reference');
    const response = await api(`/organisations/${id}/address/add`, {
      method: 'POST',
      body: { typeAdresse: 3, rue: 'Rue X', numero: '1', codePostal: '1000', localite: 'Bruxelles', pays: 'BE' },
    });
    expect(response.status).toBe(403);
    await page.context().close();
  });
});

/** A new project holder added by the demo provider, whose Authority is demo.benef: an organisation with no dossier yet. */
async function newOrganisation(): Promise<number> {
  const api = await apiAs(platform.server.url, 'demo.presta');
  const body = porteurProjetBody(nationalRegisterNumber('850730', 41), 'suppression');
  const contacts = body.contacts.map((contact) => ({ ...contact, Email: BENEF_EMAIL }));
  const response = await api('/organisations/add', { method: 'POST', body: { ...body, organisation: { ...body.organisation, nomLong: 'Atelier éphémère' }, contacts } });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()).result.id;
}

describe('an Authority deletes its organisation', () => {
  it('is told why an organisation with dossiers stays, and deletes one without, after a dialog that says what happens', async () => {
    const api = await apiAs(platform.server.url, 'demo.benef');
    const links: Array<{ id: number; nom: string }> = (await (await api('/auth/whoami')).json()).result.linked_organisations;
    const dupont = links.find((l) => l.nom === 'Menuiserie Dupont SRL')!;
    const page = await platform.signedIn('demo.benef', `/app/beneficiaire/${dupont.id}/recapitulatif`);
    await page.getByRole('button', { name: "Supprimer l'organisation" }).click();
    const dialog = page.getByRole('dialog', { name: "Supprimer l'organisation ?" });
    await dialog.getByText('les liens de tous ses contacts prennent fin').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
    await page.getByRole('alert').filter({ hasText: 'Suppression refusée' }).getByText('partie à au moins un dossier').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Menuiserie Dupont SRL' }).waitFor();

    const id = await newOrganisation();
    await navigateInApp(page, `/app/beneficiaire/${id}/recapitulatif`);
    await page.getByRole('heading', { level: 1, name: 'Atelier éphémère' }).waitFor();
    await page.getByRole('button', { name: "Supprimer l'organisation" }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Annuler' }).click();
    await page.getByRole('button', { name: "Supprimer l'organisation" }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Supprimer définitivement' }).click();
    await page.getByText("L'organisation « Atelier éphémère » a été supprimée.").waitFor();
    await page.waitForURL(/\/app\/?$/);
    const after: Array<{ id: number }> = (await (await api('/auth/whoami')).json()).result.linked_organisations;
    expect(after.map((l) => l.id)).not.toContain(id);
    expect((await api(`/organisations/${id}`)).status).toBe(404);
  });
});
