import { readFileSync } from 'node:fs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { usePlatform } from './support/platform';
import { accessibilityViolations, apiAs } from './support/journeys';
import { fieldRefused } from './support/form-errors';

const platform = usePlatform();

const rowOf = (page: Page, reference: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: reference }) });

describe('dossiers in the browser', () => {
  it('the dashboard shows the 5 most recent dossiers with their columns', async () => {
    const page = await platform.signedIn('demo.presta');
    const table = page.getByRole('table', { name: 'Vos 5 dossiers les plus récents' });
    await table.waitFor();
    expect(await table.getByRole('columnheader').allTextContents()).toEqual(['Référence', 'Organisation', 'Statut', 'Échéance', 'Créé le', 'Actions']);
    const references = await table.getByRole('rowheader').allTextContents();
    expect(references).toHaveLength(5);
    expect(references).toEqual([...references].sort().reverse());
    await page.context().close();
  });

  it('opens a dossier and walks its tabs, history included', async () => {
    const page = await platform.signedIn('demo.presta');
    await page.getByRole('link', { name: 'CE-2026-00030', exact: true }).click();
    await page.getByRole('heading', { name: 'Dossier CE-2026-00030' }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/\/app\/dossiers\/\d+\/recapitulatif$/);
    const tabs = page.getByRole('navigation', { name: 'Onglets du dossier' });
    for (const tab of ['Organisation', 'Bénéficiaire', 'Prestataire', 'Prestation', 'Spécificités', 'Documents', 'Remarques', 'Historique']) {
      await tabs.getByRole('link', { name: tab, exact: true }).click();
      await tabs.getByRole('link', { name: tab, exact: true }).and(page.locator('[aria-current="page"]')).waitFor();
      if (tab === 'Organisation') {
        // The organisation tab: the dossier's organisations at a glance, the one of the list's Organisation column named.
        const organisations = page.getByRole('table', { name: 'Organisations du dossier' });
        await organisations.getByRole('row').filter({ hasText: 'Conseil & Transition SRL' }).waitFor();
        expect(await organisations.getByRole('row').filter({ hasText: 'Verrerie Wallonne SA' }).count()).toBe(1);
        await page.getByText('Organisation concernée : Verrerie Wallonne SA').waitFor();
        expect(await accessibilityViolations(page)).toEqual([]);
      }
    }
    const history = page.getByRole('table', { name: 'Historique du dossier' });
    // The tab is current before its rows have come: wait for the first one.
    await history.getByRole('rowheader', { name: 'Création du dossier' }).waitFor();
    expect(await history.getByRole('rowheader').allTextContents()).toEqual(
      expect.arrayContaining(['Création du dossier', "Soumission de l'introduction", 'Paiement de la quote-part enregistré']),
    );
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('duplicates a dossier after confirmation and opens the copy', async () => {
    const page = await platform.signedIn('demo.benef', '/app/dossiers?reference=CE-2026-00001');
    await rowOf(page, 'CE-2026-00001').getByRole('button', { name: 'Actions du dossier CE-2026-00001' }).click();
    await page.getByRole('menuitem', { name: 'Dupliquer le dossier CE-2026-00001' }).click();
    await page.getByRole('dialog', { name: 'Dupliquer le dossier CE-2026-00001 ?' }).getByRole('button', { name: 'Confirmer' }).click();
    await page.getByText('Le dossier CE-2026-00001 a été créé par copie.').waitFor();
    await page.waitForURL(/\/app\/dossiers\/\d+\/recapitulatif$/);
    const title = await page.getByRole('heading', { level: 1, name: /^Dossier CE-/ }).textContent();
    expect(title).not.toBe('Dossier CE-2026-00001');
    await page.getByRole('link', { name: 'Historique' }).click();
    await page.getByRole('rowheader', { name: "Création par copie d'un dossier" }).waitFor();
    await page.context().close();
  });

  it('cancels a dossier only with a justification, which the history keeps', async () => {
    const page = await platform.signedIn('demo.presta', '/app/dossiers?reference=CE-2026-00011');
    await page.getByRole('link', { name: 'CE-2026-00011', exact: true }).click();
    await page.getByRole('button', { name: 'Annuler le dossier CE-2026-00011' }).click();
    const dialog = page.getByRole('dialog', { name: 'Annuler la demande CE-2026-00011 ?' });
    await dialog.getByRole('button', { name: 'Confirmer' }).click();
    await fieldRefused(dialog.getByLabel('Justification'), 'Ce champ est obligatoire.');
    await dialog.getByLabel('Justification').fill('Le bénéficiaire renonce au projet.');
    await dialog.getByRole('button', { name: 'Confirmer' }).click();
    await page.getByText('La demande CE-2026-00011 a été annulée.').waitFor();
    await page.getByText('Demande annulée par le prestataire').first().waitFor();
    expect(await page.getByRole('button', { name: /Annuler le dossier/ }).count()).toBe(0);
    await page.getByRole('link', { name: 'Historique' }).click();
    await page.getByRole('cell', { name: 'Le bénéficiaire renonce au projet.' }).waitFor();
    await page.context().close();
  });

  it('says a dossier of the older platform is read-only and offers no change on it', async () => {
    const api = await apiAs(platform.server.url, 'demo.presta');
    const list = await (await api('/dossiers', { method: 'POST', body: { perPage: 100 } })).json();
    const legacy = list.result.items.find((d: { anciennePlateforme: boolean }) => d.anciennePlateforme);
    const page = await platform.signedIn('demo.presta', `/app/dossiers/${legacy.id}`);
    await page.getByRole('note').filter({ hasText: "Ce dossier a été créé sur l'ancienne plateforme : il est consultable en lecture seule." }).waitFor();
    expect(await page.getByRole('button', { name: /Dupliquer|Supprimer|Annuler/ }).count()).toBe(0);
    await page.context().close();
  });

  it('offers an Information contact no forbidden action, and the API refuses it when forced', async () => {
    const page = await platform.signedIn('demo.information', '/app/dossiers');
    await page.getByRole('table', { name: 'Liste des dossiers' }).waitFor();
    expect(await page.getByRole('button', { name: /Dupliquer|Supprimer|Annuler/ }).count()).toBe(0);
    const api = await apiAs(platform.server.url, 'demo.information');
    const list = await (await api('/dossiers', { method: 'POST', body: { perPage: 100 } })).json();
    const target = list.result.items.find((d: { EtapeEncodage: number; StatutDossierId: number }) => d.StatutDossierId === 1);
    const forced = await api(`/dossiers/${target.id}/cancel-introduced`, { method: 'POST', body: { justification: 'Forcé' } });
    expect(forced.status).toBe(403);
    await page.context().close();
  });

  it('sends a malformed dossier id home, and keeps managers out of the dossiers section', async () => {
    const page = await platform.signedIn('demo.benef');
    for (const path of ['/app/dossiers/abc', '/app/dossiers/0', '/app/dossiers/999999']) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/app/');
    }
    await page.context().close();
    const manager = await platform.signedIn('demo.gestionnaire', '/app/dossiers');
    await manager.waitForURL((url) => url.pathname === '/app/');
    await manager.context().close();
  });
});

describe('the dossier archive', () => {
  it('lets a manager download a dossier as one ZIP from its recap', async () => {
    const api = await apiAs(platform.server.url, 'demo.gestionnaire');
    const [dossier] = (await (await api('/dossiers', { method: 'POST', body: { statutDossierId: [6], perPage: 1 } })).json()).result.items as Array<{ id: number; reference: string }>;
    const page = await platform.signedIn('demo.gestionnaire', `/app/gestion/dossiers/${dossier!.id}/recapitulatif`);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Télécharger le dossier complet (ZIP)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`dossier-${dossier!.reference}.zip`);
    const zip = await JSZip.loadAsync(readFileSync((await file.path())!));
    expect(Object.keys(zip.files)).toEqual(expect.arrayContaining([`${dossier!.reference}/dossier.json`, `${dossier!.reference}/dossier.html`]));
    expect(Object.keys(zip.files).some((name) => name.startsWith(`${dossier!.reference}/documents/`))).toBe(true);
    await page.context().close();
  });
});

describe('the statechart studio', () => {
  it("opens a dossier's lifecycle from its recap: the current state marked, the path numbered, states read by keyboard", async () => {
    const benef = await apiAs(platform.server.url, 'demo.benef');
    const [dossier] = (await (await benef('/dossiers', { method: 'POST', body: { statutDossierId: [6], perPage: 1 } })).json()).result.items as Array<{ id: number; reference: string }>;
    const page = await platform.signedIn('demo.benef', `/app/dossiers/${dossier!.id}/recapitulatif`);
    await page.getByRole('link', { name: 'Voir le cycle de vie' }).click();
    await page.getByText(`Dossier ${dossier!.reference}, statut actuel « Prestation confirmée »`).waitFor();
    await page.locator('[data-state="dossierStatus.serviceConfirmed"][data-current]').waitFor();
    // The path table and the drawing agree: as many numbered steps as status changes.
    const rows = await page.getByRole('region', { name: /Chemin parcouru/ }).getByRole('row').count();
    const steps = (await page.locator('[data-steps]').evaluateAll((arrows) => arrows.flatMap((a) => a.getAttribute('data-steps')!.split(' ')))).length;
    expect(steps).toBe(rows - 1);
    expect(steps).toBeGreaterThanOrEqual(4);

    await page.getByLabel('Rechercher un état ou un événement').fill('recevable');
    await page.getByText(/éléments trouvés/).waitFor();
    await page.getByRole('button', { name: /^État 2 · Examen de la demande :/ }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'État « 2 · Examen de la demande »' }).waitFor();
    expect(new URL(page.url()).searchParams.get('etat')).toBe('dossierStatus.examination');
    // Each guard's rule in the panel, its deadline as the server runs it (5 working days, not a setting's name).
    const panel = page.getByRole('region', { name: 'État « 2 · Examen de la demande »' });
    await panel.getByText('Règle : Le dernier jour du délai légal est passé').first().waitFor();
    await panel.getByText('Le délai de recevabilité (5 jours ouvrables) est écoulé', { exact: false }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    // The chart opens fitted to its box; the code names are one toggle away.
    expect(Number((await page.getByText(/^Zoom : \d+ %$/).textContent())!.match(/\d+/)![0])).toBeLessThan(100);
    await page.getByLabel('Afficher les noms du code').check();
    await page.getByRole('heading', { name: 'État « examination »' }).waitFor();
    await page.getByLabel('Afficher les noms du code').uncheck();

    // Exports other tools import.
    const [scxml] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Télécharger en SCXML' }).click()]);
    expect(scxml.suggestedFilename()).toBe('dossierStatus.scxml');
    expect(readFileSync((await scxml.path())!, 'utf8')).toContain('<scxml xmlns="http://www.w3.org/2005/07/scxml"');

    const [mermaid] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Télécharger en Mermaid' }).click()]);
    expect(mermaid.suggestedFilename()).toBe('dossierStatus.mmd');
    expect(readFileSync((await mermaid.path())!, 'utf8')).toMatch(/^stateDiagram-v2\n/);

    await page.getByRole('button', { name: /Menu utilisateur/ }).click();
    await page.getByRole('menuitem', { name: 'Cycles de vie' }).click();
    await page.getByRole('link', { name: 'Rapport de prestation' }).click();
    await page.getByRole('group', { name: 'Diagramme d\'états « Rapport de prestation »' }).waitFor();
    // On a phone: a hint for touch, transitions as cards, and the page never scrolls sideways.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByText('Touchez un état pour lire sa description', { exact: false }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.context().close();
  });

  it("simulates from a real dossier's state: dates typed, a refusal shown with the guard's rule, by keyboard", async () => {
    const benef = await apiAs(platform.server.url, 'demo.benef');
    const [dossier] = (await (await benef('/dossiers', { method: 'POST', body: { statutDossierId: [6], perPage: 1 } })).json()).result.items as Array<{ id: number; reference: string }>;
    const page = await platform.signedIn('demo.benef', `/app/statecharts/dossierStatus?dossier=${dossier!.id}`);
    // The live simulator, from where the dossier stands: the report submitted, then the scheduler's automatic
    // rejection on the deadline's last day (refused, with the guard's rule), then the day after (taken).
    await page.getByRole('button', { name: "Simuler à partir d'ici" }).click();
    await page.getByText(`Départ : l'état actuel du dossier ${dossier!.reference}.`).waitFor();
    const simulator = page.getByRole('region', { name: 'Simulateur' });
    await simulator.getByLabel('Événement', { exact: true }).selectOption('SUBMIT_REPORT_TO_BENEFICIARY');
    await simulator.getByRole('button', { name: "Envoyer l'événement" }).click();
    await page.locator('[data-state="dossierStatus.serviceConfirmed.reportSubmittedToBeneficiary"][data-current]').waitFor();
    await simulator.getByLabel('Événement', { exact: true }).selectOption('AUTO_REJECT_REPORT');
    await simulator.getByLabel('Dernier jour du délai').fill('2026-03-13');
    await simulator.getByLabel('Date du jour').fill('2026-03-13');
    // By keyboard: the send button reached and pressed without the mouse.
    await simulator.getByRole('button', { name: "Envoyer l'événement" }).focus();
    await page.keyboard.press('Enter');
    await simulator.locator('[data-outcome="refused"]').getByText('Règle : Le dernier jour du délai légal est passé', { exact: false }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await simulator.getByLabel('Date du jour').fill('2026-03-16');
    await simulator.getByRole('button', { name: "Envoyer l'événement" }).click();
    await simulator.locator('[data-outcome="taken"]').waitFor();
    await page.locator('[data-state="dossierStatus.serviceSuspended"][data-current]').waitFor();
    await simulator.getByRole('button', { name: 'Revenir en arrière' }).click();
    await simulator.locator('[data-outcome="refused"]').waitFor();
    await page.context().close();
  });
});
