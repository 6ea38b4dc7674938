import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { usePlatform } from './support/platform';
import { accessibilityViolations, apiAs } from './support/journeys';

const platform = usePlatform();
const HELPDESK = 'modifiable par le helpdesk uniquement';

const rowNames = async (page: Page) => page.getByRole('table', { name: 'Bénéficiaires' }).getByRole('rowheader').allTextContents();

/** Applies the list's filters as a user does, and waits for the list to answer. */
async function filter(page: Page, { categorie = 'Toutes les catégories', recherche = '' }: { categorie?: string; recherche?: string }) {
  await page.getByLabel('Catégorie').selectOption({ label: categorie });
  await page.getByLabel('Recherche').fill(recherche);
  await page.getByRole('button', { name: 'Filtrer' }).click();
  await page.waitForLoadState('networkidle');
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
    const page = await platform.signedIn('demo.presta');
    await page.goto(`/app/prestataire/${id}`);
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
    await page.getByText('Adresse web invalide : elle commence par https:// ou http://.').waitFor();
    await page.getByLabel('Site web').fill('https://www.conseil-transition.example');
    await page.getByRole('button', { name: 'Ajouter un contact commercial' }).click();
    await page.getByLabel('Nom du contact 1').fill('Julie Martin');
    await page.getByLabel('Téléphone du contact 1').fill('0470 12 34 56');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Les modifications ont été enregistrées.').waitFor();
    await page.waitForURL(`**/prestataire/${id}/commercial`);
    await page.getByRole('link', { name: 'https://www.conseil-transition.example' }).waitFor();
    await page.getByText('Julie Martin — 0470 12 34 56').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('asks before leaving an edit with unsaved changes', async () => {
    const id = await prestataireId();
    const page = await platform.signedIn('demo.presta');
    await page.goto(`/app/prestataire/${id}/modification`);
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
    const page = await platform.signedIn('demo.reference');
    await page.goto(`/app/prestataire/${id}/recapitulatif`);
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
    const page = await platform.signedIn('demo.benef');
    const id = await beneficiaireId('Menuiserie Dupont');
    await page.goto(`/app/beneficiaire/${id}/modification`);
    const name = page.getByLabel('Dénomination', { exact: true });
    await name.waitFor();
    expect(await name.getAttribute('readonly')).not.toBeNull();
    expect(await page.getByText(HELPDESK).count()).toBe(4);
    // Past the read-only field (as a hand-made request would), the server says why not, on the field.
    await name.evaluate((input) => input.removeAttribute('readonly'));
    await name.fill('Menuiserie Durand SRL');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.locator('[role="alert"]', { hasText: HELPDESK }).waitFor();
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    await page.getByRole('navigation', { name: "Sections de l'organisation" }).getByRole('link', { name: 'Récapitulatif' }).click();
    await page.getByRole('dialog').getByRole('button', { name: /Quitter/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Menuiserie Dupont SRL' }).waitFor();
    await page.context().close();
  });
});
