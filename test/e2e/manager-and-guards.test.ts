import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { usePlatform } from './support/platform';
import { accessibilityViolations, apiAs } from './support/journeys';
import { fieldRefused } from './support/form-errors';
import { navigateInApp } from './support/in-app';

const platform = usePlatform();
const REFERENCE = 'CE-2026-00030';
let dossierId: number;

interface ListItem {
  id: number;
  reference: string;
  StatutDossierId: number;
  anciennePlateforme: boolean;
}

async function dossiersOf(login: string): Promise<ListItem[]> {
  const api = await apiAs(platform.server.url, login);
  return (await (await api('/dossiers', { method: 'POST', body: { perPage: 100 } })).json()).result.items;
}

beforeAll(async () => {
  dossierId = (await dossiersOf('demo.gestionnaire')).find((d) => d.reference === REFERENCE)!.id;
});

/** A provider's new dossier whose voucher step is saved: the wizard opens its beneficiary step. */
async function dossierAtBeneficiaire(): Promise<number> {
  const call = await apiAs(platform.server.url, 'demo.presta');
  const [typeAide] = (await (await call('/dossiers/types-aide')).json()).result as Array<{ id: number }>;
  const created = (await (await call('/dossiers/add', { method: 'POST', body: { typeAideId: typeAide!.id } })).json()).result as { id: number; version: number };
  await call(`/dossiers/${created.id}/update-type-aide`, { method: 'POST', body: { typeAideId: typeAide!.id, version: created.version } });
  return created.id;
}

/** The detail's child paths (spec section 2) and their tabs, in order. */
const TABS = {
  recapitulatif: 'Récapitulatif',
  organisation: 'Organisation',
  beneficiaire: 'Bénéficiaire',
  prestataire: 'Prestataire',
  prestation: 'Prestation',
  specificites: 'Spécificités',
  documents: 'Documents',
  remarques: 'Remarques',
  historique: 'Historique',
};

const path = (page: Page) => new URL(page.url()).pathname;
const tabs = (page: Page) => page.getByRole('navigation', { name: 'Onglets du dossier' });

describe("a manager's dossiers", () => {
  it('leads every dossier link of Home to the manager view', async () => {
    const page = await platform.signedIn('demo.gestionnaire');
    const recent = page.getByRole('table', { name: 'Vos 5 dossiers les plus récents' });
    await recent.waitFor();
    // Managers do not enter the parties' list: Home leads them to their queue instead.
    expect(await page.getByRole('link', { name: 'Voir tous les dossiers' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Voir les dossiers à traiter' }).getAttribute('href')).toBe('/app/gestion');
    const first = (await recent.getByRole('rowheader').first().textContent())!;
    await recent.getByRole('link', { name: `Voir le dossier ${first}` }).click();
    await page.getByRole('heading', { level: 1, name: `Dossier ${first}` }).waitFor();
    expect(path(page)).toMatch(/^\/app\/gestion\/dossiers\/\d+\/recapitulatif$/);
    await page.goBack();
    await recent.getByRole('link', { name: first, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: `Dossier ${first}` }).waitFor();
    expect(path(page)).toMatch(/^\/app\/gestion\/dossiers\/\d+\/recapitulatif$/);
    await page.context().close();
  });

  it('shows a dossier with all its tabs and its history, accessibly', async () => {
    const page = await platform.signedIn('demo.gestionnaire', `/app/gestion/dossiers/${dossierId}`);
    await page.waitForURL(`**/app/gestion/dossiers/${dossierId}/recapitulatif`);
    await page.getByRole('heading', { level: 1, name: `Dossier ${REFERENCE}` }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(await tabs(page).getByRole('link').allTextContents()).toEqual(Object.values(TABS));
    for (const [child, tab] of Object.entries(TABS)) {
      await tabs(page).getByRole('link', { name: tab, exact: true }).click();
      await tabs(page).getByRole('link', { name: tab, exact: true }).and(page.locator('[aria-current="page"]')).waitFor();
      expect(path(page)).toBe(`/app/gestion/dossiers/${dossierId}/${child}`);
    }
    const history = page.getByRole('table', { name: 'Historique du dossier' });
    await history.getByRole('rowheader', { name: 'Création du dossier' }).waitFor();
    expect(await history.getByRole('rowheader').allTextContents()).toEqual(expect.arrayContaining(['Création du dossier', "Soumission de l'introduction"]));
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('works through the queue: opens a dossier to examine and declares it admissible after confirming', async () => {
    const page = await platform.signedIn('demo.gestionnaire');
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Dossiers à traiter' }).click();
    await page.getByRole('heading', { level: 1, name: 'Dossiers à traiter' }).waitFor();
    const queue = page.getByRole('table', { name: "Dossiers en attente de l'administration" });
    await queue.waitFor();
    // Only what waits for the administration, the nearest deadline first.
    const statuses = await queue.getByRole('row').filter({ has: page.getByRole('cell') }).allTextContents();
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.some((row) => /Introduction|Soldé/.test(row))).toBe(false);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('combobox', { name: 'Statut' }).selectOption({ label: 'En examen' });
    await page.getByRole('button', { name: 'Filtrer' }).click();
    await page.waitForURL(/statut=/);
    // The previous page stays on screen until the filtered one arrives.
    const rows = queue.getByRole('row').filter({ has: page.getByRole('cell') });
    await expect.poll(async () => (await rows.allTextContents()).every((row) => row.includes('En examen'))).toBe(true);
    const first = (await queue.getByRole('rowheader').first().textContent())!;
    await queue.getByRole('link', { name: first, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: `Dossier ${first}` }).waitFor();
    // The first decision the dossier offers stands beside the menu of the others.
    await page.getByRole('main').getByRole('button', { name: `Déclarer recevable le dossier ${first}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Déclarer le dossier ${first} recevable ?` });
    await dialog.getByRole('button', { name: 'Confirmer' }).click();
    await page.getByText(`Le dossier ${first} est déclaré recevable.`).waitFor();
    await page.getByText('En attente du paiement de la quote-part').first().waitFor();
    await page.context().close();
  });

  it('adds a closing day from the queue, refuses an impossible one on its field, and removes it after confirming', async () => {
    const page = await platform.signedIn('demo.gestionnaire', '/app/gestion');
    await page.getByRole('link', { name: 'Jours de fermeture' }).click();
    await page.getByRole('heading', { level: 1, name: 'Jours de fermeture' }).waitFor();
    const form = page.getByRole('form', { name: 'Ajouter un jour de fermeture' });
    await form.getByLabel('Jour').fill('31/02/2027');
    await form.getByLabel('Motif').fill('Jour impossible');
    await form.getByRole('button', { name: 'Ajouter' }).click();
    await fieldRefused(form.getByLabel('Jour'), "Cette date n'existe pas : vérifiez le jour et le mois.");
    await form.getByLabel('Jour').fill('27/09/2027');
    await form.getByLabel('Motif').fill('Fête de la Fédération Wallonie-Bruxelles');
    await form.getByRole('button', { name: 'Ajouter' }).click();
    const table = page.getByRole('table', { name: "Jours de fermeture de l'administration" });
    await table.getByRole('rowheader', { name: '27/09/2027' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await table.getByRole('button', { name: 'Retirer le jour de fermeture du 27/09/2027' }).click();
    await page.getByRole('dialog', { name: 'Retirer le jour de fermeture du 27/09/2027 ?' }).getByRole('button', { name: 'Retirer' }).click();
    await page.getByText("Aucun jour de fermeture n'est prévu.").waitFor();
    await page.context().close();
  });

  it("judges a document of a dossier it examines: refused with why, which the provider then reads", async () => {
    const examined = (await dossiersOf('demo.gestionnaire')).find((d) => d.StatutDossierId === 7)!;
    const page = await platform.signedIn('demo.gestionnaire', `/app/gestion/dossiers/${examined.id}/documents`);
    const table = page.getByRole('table', { name: 'Documents du dossier' });
    const activity = table.getByRole('row').filter({ hasText: "Rapport d'activité" });
    await activity.getByRole('button', { name: "Refuser le document Rapport d'activité" }).click();
    const dialog = page.getByRole('dialog', { name: "Refuser le document « Rapport d'activité » ?" });
    await dialog.getByRole('button', { name: 'Refuser' }).click();
    await fieldRefused(dialog.getByLabel('Commentaire'), 'Ce champ est obligatoire.');
    await dialog.getByLabel('Commentaire').fill('Les livrables ne sont pas décrits.');
    await dialog.getByRole('button', { name: 'Refuser' }).click();
    await activity.filter({ hasText: 'Refusé par le gestionnaire' }).filter({ hasText: '« Les livrables ne sont pas décrits. »' }).waitFor();
    expect(await activity.textContent()).toContain('par Nadia Peeters');
    await page.context().close();

    const provider = await platform.signedIn('demo.presta', `/app/dossiers/${examined.id}/documents`);
    const seen = provider.getByRole('table', { name: 'Documents du dossier' }).getByRole('row').filter({ hasText: "Rapport d'activité" });
    await seen.filter({ hasText: 'Refusé par le gestionnaire' }).waitFor();
    // The provider reads the verdict; judging is the administration's.
    expect(await seen.getByRole('button', { name: /^Refuser le document/ }).count()).toBe(0);
    await provider.context().close();
  });

  it("follows a dossier inside the administration: the assigned manager moves its step, re-assigning starts over, the parties never see it", async () => {
    const examined = (await dossiersOf('demo.gestionnaire')).find((d) => d.StatutDossierId === 2 && !d.anciennePlateforme)!;
    const page = await platform.signedIn('demo.gestionnaire', `/app/gestion/dossiers/${examined.id}/recapitulatif`);
    const followUp = page.getByRole('region', { name: 'Suivi interne' });
    await followUp.getByText('Assignation', { exact: true }).waitFor();
    expect(await followUp.getByRole('definition').allTextContents()).toEqual(['Assignation', 'Nadia Peeters']);
    expect(await accessibilityViolations(page)).toEqual([]);
    await followUp.getByRole('button', { name: 'Commencer le traitement' }).click();
    await followUp.getByText('Traitement', { exact: true }).waitFor();
    await followUp.getByRole('button', { name: 'Envoyer à la signature' }).waitFor();
    // An empty choice is refused on its field; a choice starts the follow-up over.
    await followUp.getByRole('button', { name: 'Assigner', exact: true }).click();
    await fieldRefused(followUp.getByLabel('Assigner à'), 'Ce champ est obligatoire.');
    await followUp.getByLabel('Assigner à').selectOption({ label: 'Nadia Peeters' });
    await followUp.getByRole('button', { name: 'Assigner', exact: true }).click();
    await page.getByText('Le dossier est assigné à Nadia Peeters.').waitFor();
    await followUp.getByText('Assignation', { exact: true }).waitFor();
    await tabs(page).getByRole('link', { name: 'Historique' }).click();
    const history = page.getByRole('table', { name: 'Historique du dossier' });
    await history.getByRole('rowheader', { name: 'Traitement commencé' }).waitFor();
    await history.getByRole('rowheader', { name: 'Dossier assigné' }).waitFor();
    await page.context().close();

    const provider = await platform.signedIn('demo.presta', `/app/dossiers/${examined.id}/recapitulatif`);
    await provider.getByRole('heading', { level: 1, name: `Dossier ${examined.reference}` }).waitFor();
    expect(await provider.getByRole('region', { name: 'Suivi interne' }).count()).toBe(0);
    await provider.context().close();
  });

  it("keeps the manager view to managers, and managers out of the parties' section", async () => {
    const provider = await platform.signedIn('demo.presta', `/app/gestion/dossiers/${dossierId}/recapitulatif`);
    await provider.waitForURL((url) => url.pathname === '/app/');
    await provider.context().close();
    const manager = await platform.signedIn('demo.gestionnaire', `/app/dossiers/${dossierId}/recapitulatif`);
    await manager.waitForURL((url) => url.pathname === '/app/');
    await manager.context().close();
  });
});

describe('the wizard guard and who may complete a dossier', () => {
  it('tells an Information contact why it may not complete a dossier, without the form', async () => {
    const target = (await dossiersOf('demo.information')).find((d) => d.StatutDossierId === 1 && !d.anciennePlateforme)!;
    const page = await platform.signedIn('demo.information', `/app/introduction-dossier/${target.id}/beneficiaire`);
    await page.getByRole('heading', { level: 1, name: 'Vous ne pouvez pas compléter ce dossier' }).waitFor();
    await page.getByText('Seuls les contacts Autorité, Référence ou Expert').waitFor();
    // Inside the layout (the menu is there), and no form or step of the wizard.
    await page.getByRole('navigation', { name: 'Menu principal' }).waitFor();
    expect(await page.getByRole('button', { name: 'Enregistrer et continuer' }).count()).toBe(0);
    expect(await page.getByRole('navigation', { name: 'Étapes du dossier' }).count()).toBe(0);
    expect(await page.locator('form').count()).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Consulter le dossier' }).click();
    await page.getByRole('heading', { level: 1, name: `Dossier ${target.reference}` }).waitFor();
    expect(path(page)).toBe(`/app/dossiers/${target.id}/recapitulatif`);
    await page.context().close();
  });
});

describe('the setup screen of a dossier, for who may not create one', () => {
  it('tells an Information contact why it may not create a dossier, without the form the server would refuse', async () => {
    const page = await platform.signedIn('demo.information', '/app/introduction-dossier');
    await page.getByRole('heading', { level: 1, name: 'Vous ne pouvez pas créer de dossier' }).waitFor();
    await page.getByText('Seuls les contacts Autorité, Référence ou Expert').waitFor();
    await page.getByRole('navigation', { name: 'Menu principal' }).waitFor();
    expect(await page.getByRole('button', { name: 'Créer le dossier' }).count()).toBe(0);
    expect(await page.locator('form').count()).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Retour au tableau de bord' }).click();
    await page.waitForURL((url) => url.pathname === '/app/');
    await page.context().close();
  });
});

describe('a failed load is not a missing dossier', () => {
  const detailCall = (id: number) => new RegExp(`/api/dossiers/${id}\\?`);

  it('shows the generic error in the layout when the dossier answers 500, and retries', async () => {
    const page = await platform.signedIn('demo.presta');
    await page.route(detailCall(dossierId), (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"Internal","message":"boom"}' }));
    await navigateInApp(page, `/app/dossiers/${dossierId}/recapitulatif`);
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Erreur' }).waitFor();
    await main.getByText('Une erreur est survenue, veuillez réessayer plus tard.').waitFor();
    expect(path(page)).toBe(`/app/dossiers/${dossierId}/recapitulatif`);
    await page.getByRole('navigation', { name: 'Menu principal' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.unroute(detailCall(dossierId));
    await main.getByRole('button', { name: 'Réessayer' }).click();
    await page.getByRole('heading', { level: 1, name: `Dossier ${REFERENCE}` }).waitFor();
    await page.context().close();
  });

  it('shows it too when the connection drops, for the detail and for the wizard', async () => {
    const page = await platform.signedIn('demo.presta');
    await page.route(detailCall(dossierId), (route) => route.abort('connectionreset'));
    await navigateInApp(page, `/app/dossiers/${dossierId}/prestation`);
    await page.getByRole('main').getByRole('heading', { level: 1, name: 'Erreur' }).waitFor();
    expect(path(page)).toBe(`/app/dossiers/${dossierId}/prestation`);
    const intro = (await dossiersOf('demo.presta')).find((d) => d.StatutDossierId === 1 && !d.anciennePlateforme)!;
    await page.route(detailCall(intro.id), (route) => route.abort('connectionreset'));
    await navigateInApp(page, `/app/introduction-dossier/${intro.id}/cheque`);
    await page.getByRole('main').getByRole('heading', { level: 1, name: 'Erreur' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Page introuvable' }).count()).toBe(0);
    await page.context().close();
  });
});

describe('logging out', () => {
  it('sends nothing with the revoked token once the user has clicked "Se déconnecter"', async () => {
    for (const start of ['/app/', `/app/dossiers/${dossierId}/historique`]) {
      const page = await platform.signedIn('demo.presta', start);
      await page.getByRole('table').first().waitFor();
      const token = await page.evaluate(() => localStorage.getItem('access_token'));
      const sent: string[] = [];
      const answers: number[] = [];
      const consoleErrors: string[] = [];
      page.on('request', (request) => {
        if (request.headers()['authorization'] === `Bearer ${token}`) sent.push(new URL(request.url()).pathname);
      });
      page.on('response', (response) => answers.push(response.status()));
      page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
      await page.getByRole('button', { name: /Menu utilisateur/ }).click();
      await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
      await page.waitForURL('**/app/login');
      await page.getByRole('button', { name: 'Se connecter' }).waitFor();
      // Whatever a screen still asks as the session ends would be sent by now.
      await page.waitForTimeout(500);
      expect(sent).toEqual(['/api/auth/logout']);
      expect(answers).not.toContain(498);
      expect(consoleErrors).toEqual([]);
      await page.context().close();
    }
  });
});

describe('the title of the browser tab', () => {
  const suffix = ' — Chèques entreprises';

  // A page's title is set once its data has come: waited for as long as a page load may take on a loaded machine.
  // The pages after Home are reached inside the app, as its links do: the title follows each screen, not only a load.
  const TITLE_WAIT = { timeout: 15_000 };
  it('names each page: login, Home, the list, a dossier, a wizard step, the manager view, and the not-found page', async () => {
    const page = await platform.browser.newPage({ baseURL: platform.server.url, locale: 'fr-BE' });
    await page.goto('/app/login');
    await expect.poll(() => page.title(), TITLE_WAIT).toBe(`Connexion${suffix}`);
    await page.close();
    const provider = await platform.signedIn('demo.presta');
    await expect.poll(() => provider.title(), TITLE_WAIT).toBe(`Accueil${suffix}`);
    await navigateInApp(provider, '/app/dossiers');
    await expect.poll(() => provider.title(), TITLE_WAIT).toBe(`Dossiers${suffix}`);
    await navigateInApp(provider, `/app/dossiers/${dossierId}/documents`);
    await expect.poll(() => provider.title(), TITLE_WAIT).toBe(`Dossier ${REFERENCE}${suffix}`);
    await navigateInApp(provider, `/app/introduction-dossier/${await dossierAtBeneficiaire()}/beneficiaire`);
    await provider.getByRole('heading', { name: 'Bénéficiaire' }).first().waitFor();
    await expect.poll(() => provider.title(), TITLE_WAIT).toBe(`Étape 2 sur 10 — Bénéficiaire${suffix}`);
    await navigateInApp(provider, '/app/introduction-dossier');
    await expect.poll(() => provider.title(), TITLE_WAIT).toBe(`Nouveau dossier${suffix}`);
    await navigateInApp(provider, '/app/nulle-part');
    await provider.getByRole('heading', { name: 'Page introuvable' }).waitFor();
    await expect.poll(() => provider.title(), TITLE_WAIT).toBe(`Page introuvable${suffix}`);
    await provider.context().close();
    const manager = await platform.signedIn('demo.gestionnaire', `/app/gestion/dossiers/${dossierId}/historique`);
    await expect.poll(() => manager.title(), TITLE_WAIT).toBe(`Dossier ${REFERENCE}${suffix}`);
    await manager.context().close();
  });
});
