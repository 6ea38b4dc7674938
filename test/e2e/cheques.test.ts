import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useSharedPlatform } from './support/platform';
import { accessibilityViolations } from './support/journeys';

// Shares the run's server (docs/testing.md): it reads the seeded cheques and changes nothing.
const platform = useSharedPlatform();

describe('the cheques of a provider', () => {
  it("are reached from the menu, filtered by beneficiary, sorted by amount, with the beneficiaries' consumption", async () => {
    const page = await platform.signedIn('demo.presta');
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Chèques', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Chèques' }).waitFor();
    const table = page.getByRole('table', { name: 'Chèques des dossiers du prestataire' });
    const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
    await rows.first().waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    const filters = page.getByRole('search', { name: 'Filtrer les chèques' });
    await filters.getByLabel('Bénéficiaire').fill('menuiserie');
    await filters.getByRole('button', { name: 'Filtrer' }).click();
    await page.waitForURL(/beneficiaire=menuiserie/);
    await expect.poll(async () => (await rows.allTextContents()).every((row) => row.includes('Menuiserie Dupont SRL'))).toBe(true);
    // Only this beneficiary's consumption, against both ceilings.
    const consumption = page.getByRole('table', { name: 'Consommation des bénéficiaires de la page' });
    await expect.poll(() => consumption.getByRole('rowheader').allTextContents()).toEqual(['Menuiserie Dupont SRL']);
    expect(await consumption.getByRole('row').nth(1).textContent()).toMatch(/sur\s60\s000,00\s€.*sur\s100\s000,00\s€/);

    await table.getByRole('button', { name: 'Trier par Montant' }).click();
    await page.waitForURL(/sort=montantCheque/);
    const amounts = async () =>
      (await rows.evaluateAll((trs) => trs.map((tr) => tr.querySelector('[data-label="Montant"]')!.textContent!))).map((text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')));
    await expect.poll(async () => {
      const shown = await amounts();
      return shown.length > 1 && shown.every((amount, i) => i === 0 || shown[i - 1]! <= amount);
    }).toBe(true);
    expect(await table.getByRole('columnheader', { name: 'Montant' }).getAttribute('aria-sort')).toBe('ascending');

    // The export holds what the filters select, the way a Belgian spreadsheet reads it.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exporter en CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^cheques-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await file.path())!, 'utf8');
    expect(csv.startsWith('\uFEFFDossier;Bénéficiaire;Chèque;')).toBe(true);
    const lines = csv.trim().split('\r\n');
    expect(lines.slice(1).every((line) => line.includes(';Menuiserie Dupont SRL;'))).toBe(true);
    expect(lines).toHaveLength((await rows.count()) + 1);
    const spreadsheet = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exporter en XLSX (Excel)' }).click();
    const xlsx = await spreadsheet;
    expect(xlsx.suggestedFilename()).toMatch(/^cheques-\d{4}-\d{2}-\d{2}\.xlsx$/);
    // An XLSX file is a ZIP archive: its signature, then the workbook's parts.
    expect(readFileSync((await xlsx.path())!).subarray(0, 2).toString('latin1')).toBe('PK');

    // Each links to its dossier.
    const reference = (await rows.first().getByRole('rowheader').textContent())!;
    await rows.first().getByRole('link', { name: reference }).click();
    await page.getByRole('heading', { level: 1, name: `Dossier ${reference}` }).waitFor();
    await page.context().close();
  });

  it('are the provider\'s only: a beneficiary is sent home and offered no entry', async () => {
    const page = await platform.signedIn('demo.benef');
    expect(await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Chèques', exact: true }).count()).toBe(0);
    await page.goto('/app/cheques');
    await page.waitForURL(/\/app\/$/);
    await page.context().close();
  });
});

describe('the cheques of an issuer (right 6)', () => {
  it('are every engaged voucher of the platform, read-only, from its menu; the dossier areas stay closed to it', async () => {
    const page = await platform.signedIn('demo.emetteur');
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await menu.getByRole('link', { name: 'Chèques', exact: true }).waitFor();
    expect(await menu.getByRole('link', { name: 'Dossiers chèques' }).count()).toBe(0);
    await menu.getByRole('link', { name: 'Chèques', exact: true }).click();
    await page.getByText('Tous les chèques engagés de la plateforme').waitFor();
    const table = page.getByRole('table', { name: 'Chèques engagés de la plateforme' });
    const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
    await rows.first().waitFor();
    // Read-only: a reference is text, not a way into a dossier it may not open.
    expect(await table.getByRole('link').count()).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.goto('/app/dossiers');
    await page.getByText('Les dossiers se consultent connecté en tant que prestataire ou bénéficiaire').waitFor();
    expect(new URL(page.url()).pathname).toBe('/app/');
  });
});
