import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { watchCspRefusals } from './support/csp-guard';
import { recordMachineEvents } from './support/machine-recording';
import { usePlatform } from './support/platform';
import { accessibilityViolations, apiAs, DEMO_PASSWORD, signedInStorage } from './support/journeys';

const platform = usePlatform();

const DAY = /^\d{2}\/\d{2}\/\d{4}$/;
const DAY_AND_TIME = /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/;

/** A browser whose language is American English: a native date input would ask for mm/dd/yyyy there. */
async function signedInInEnglish(login: string): Promise<Page> {
  // Signed in through the API (the sign-in form has journeys of its own): the format is the subject here.
  const storageState = await signedInStorage(platform.server.url, login);
  const context = await platform.browser.newContext({ baseURL: platform.server.url, locale: 'en-US', viewport: { width: 1280, height: 800 }, storageState });
  watchCspRefusals(context);
  await recordMachineEvents(context);
  const page = await context.newPage();
  await page.goto('/app/');
  await page.getByTestId('user-name').waitFor();
  return page;
}

/** The list requests the page sends from now on. */
function listRequests(page: Page) {
  const bodies: Array<Record<string, unknown>> = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/dossiers') bodies.push(request.postDataJSON());
  });
  return bodies;
}

const filters = (page: Page) => page.getByRole('search', { name: 'Filtrer les dossiers' });

describe('formats and list filters in the browser', () => {
  it('reads the date filters as jj/mm/aaaa in an English browser and sends ISO days to the API', async () => {
    const page = await signedInInEnglish('demo.presta');
    await page.goto('/app/dossiers');
    await page.getByRole('table', { name: 'Liste des dossiers' }).waitFor();
    const from = filters(page).getByLabel('Créé à partir du');
    expect(await from.getAttribute('type')).toBe('text');
    expect(await from.getAttribute('placeholder')).toBe('jj/mm/aaaa');
    expect(await from.getAttribute('inputmode')).toBe('numeric');

    const sent = listRequests(page);
    await from.fill('01/01/2026');
    await filters(page).getByLabel("Créé jusqu'au").fill('31/12/2026');
    await filters(page).getByRole('button', { name: 'Filtrer' }).click();
    await page.waitForURL(/dateFrom=2026-01-01/);
    expect(new URL(page.url()).searchParams.get('dateTo')).toBe('2026-12-31');
    await expect.poll(() => sent.at(-1)).toMatchObject({ dateFrom: '2026-01-01', dateTo: '2026-12-31' });
    // The dates are shown back as typed, and the table's dates in the same format.
    expect(await from.inputValue()).toBe('01/01/2026');
    for (const created of await page.getByRole('table', { name: 'Liste des dossiers' }).locator('tbody tr td:nth-of-type(4)').allTextContents()) expect(created).toMatch(DAY);

    // The export holds what the filters select, every page: the count the list says.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exporter en CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^dossiers-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await file.path())!, 'utf8');
    expect(csv.startsWith('\uFEFFRéférence;Statut;Bénéficiaire;Prestataire;Montant total (€);Chèque (€);Échéance;Créé le;Ancienne plateforme\r\n')).toBe(true);
    const lines = csv.trim().split('\r\n');
    const counted = Number((await page.getByText(/^\d+ dossiers?$/).textContent())!.match(/^\d+/)![0]);
    expect(lines).toHaveLength(counted + 1);
    await page.context().close();
  });

  it('refuses an impossible day and a start after the end on their fields, in French, without a request', async () => {
    const page = await signedInInEnglish('demo.presta');
    await page.goto('/app/dossiers');
    await page.getByRole('table', { name: 'Liste des dossiers' }).waitFor();
    const sent = listRequests(page);
    const from = filters(page).getByLabel('Créé à partir du');
    const to = filters(page).getByLabel("Créé jusqu'au");

    await from.fill('31/02/2026');
    await filters(page).getByRole('button', { name: 'Filtrer' }).click();
    await filters(page).getByText("Cette date n'existe pas : vérifiez le jour et le mois.").waitFor();
    expect(await from.getAttribute('aria-invalid')).toBe('true');

    await from.fill('15/03/2026');
    await to.fill('01/03/2026');
    await filters(page).getByRole('button', { name: 'Filtrer' }).click();
    await filters(page).getByText('La date de début ne peut pas être postérieure à la date de fin.').waitFor();
    expect(await from.getAttribute('aria-describedby')).toContain('-error');
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(sent).toEqual([]);
    expect(new URL(page.url()).searchParams.has('dateFrom')).toBe(false);
    await page.context().close();
  });

  it('replaces a page past the end by the last page', async () => {
    const page = await platform.signedIn('demo.presta', '/app/dossiers?page=999');
    await page.waitForURL((url) => url.searchParams.get('page') !== '999');
    const table = page.getByRole('table', { name: 'Liste des dossiers' });
    await table.waitFor();
    expect(await table.getByRole('rowheader').count()).toBeGreaterThan(0);
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    const [, current, pages] = /Page (\d+) sur (\d+)/.exec((await pagination.textContent()) ?? '') ?? [];
    expect(current).toBe(pages);
    // Replaced, not pushed: going back leaves the list rather than returning to the empty page.
    await page.goBack();
    expect(new URL(page.url()).searchParams.get('page')).not.toBe('999');
    await page.context().close();
  });

  it("shows the documents tab with each document's type, time of upload and the wizard's Télécharger control", async () => {
    const { id, reference, nom } = await dossierWithDocument();
    const page = await platform.signedIn('demo.presta', `/app/dossiers/${id}/documents`);
    await page.getByRole('heading', { name: `Dossier ${reference}` }).waitFor();
    const table = page.getByRole('table', { name: 'Documents du dossier' });
    await table.waitFor();
    expect(await table.getByRole('columnheader').allTextContents()).toEqual(['Nom', 'Type de document', 'Statut', 'Taille', 'Ajouté le', 'Signé électroniquement', 'Actions']);
    const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: nom }) });
    const cells = await row.getByRole('cell').allTextContents();
    expect(cells[0]).toBe('Offre de services signée');
    expect(cells[3]).toMatch(DAY_AND_TIME);
    const download = row.getByRole('button', { name: `Télécharger ${nom}` });
    expect(await download.textContent()).toBe('Télécharger');
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toBe(nom);
    expect(await accessibilityViolations(page)).toEqual([]);

    // The same dossier's other tabs: times, amounts and company numbers in the one format.
    await page.getByRole('link', { name: 'Historique' }).click();
    const history = page.getByRole('table', { name: 'Historique du dossier' });
    await history.waitFor();
    for (const at of await history.locator('tbody td:first-of-type').allTextContents()) expect(at).toMatch(DAY_AND_TIME);
    await page.getByRole('link', { name: 'Prestataire' }).click();
    await page.getByText(/^\d{4}\.\d{3}\.\d{3}$/).first().waitFor();
    await page.context().close();
  });
});

/**
 * A dossier of the demo provider in introduction, with a PDF uploaded through the API as the wizard would:
 * the demo data has no document.
 */
async function dossierWithDocument() {
  const { url } = platform.server;
  const call = await apiAs(url, 'demo.presta');
  const page = (await (await call('/dossiers', { method: 'POST', body: { statutDossierId: [1], perPage: 100 } })).json()).result as { items: Array<{ id: number }> };
  for (const { id } of page.items) {
    const detail = (await (await call(`/dossiers/${id}`)).json()).result as { reference: string; actions: { manageDocuments: boolean } };
    if (!detail.actions.manageDocuments) continue;
    const types = (await (await call(`/dossiers/${id}/types-document/intro-dossier`)).json()).result as Array<{ id: number; libelle: string }>;
    const type = types.find((t) => t.libelle === 'Offre de services signée')!;
    const nom = 'Offre signée.pdf';
    const form = new FormData();
    form.append('nom', nom);
    form.append('typeDocumentId', String(type.id));
    form.append('file', new Blob(['%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'], { type: 'application/pdf' }), nom);
    const uploaded = await fetch(`${url}/api/dossiers/${id}/upload-document`, { method: 'POST', headers: { authorization: `Bearer ${await tokenOf(url)}` }, body: form });
    expect(uploaded.status).toBe(201);
    return { id, reference: detail.reference, nom };
  }
  throw new Error('Aucun dossier de démo ne permet d’ajouter un document.');
}

async function tokenOf(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login/password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'demo.presta', password: DEMO_PASSWORD }),
  });
  return (await response.json()).result.access_token;
}
