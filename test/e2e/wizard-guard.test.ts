import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useSharedPlatform } from './support/platform';
import { apiAs } from './support/journeys';

// Shares the run's server (docs/testing.md): it works on a dossier of its own, made in beforeAll.
const platform = useSharedPlatform();
let dossierId: number;

/** A provider's new dossier whose voucher step is saved: its saved step is the beneficiary's. */
async function dossierAtBeneficiaire(): Promise<number> {
  const call = await apiAs(platform.server.url, 'demo.presta');
  const [typeAide] = (await (await call('/dossiers/types-aide')).json()).result as Array<{ id: number }>;
  const created = (await (await call('/dossiers/add', { method: 'POST', body: { typeAideId: typeAide!.id } })).json()).result as { id: number; version: number };
  const saved = await call(`/dossiers/${created.id}/update-type-aide`, { method: 'POST', body: { typeAideId: typeAide!.id, version: created.version } });
  expect(saved.status).toBe(200);
  return created.id;
}

beforeAll(async () => {
  dossierId = await dossierAtBeneficiaire();
});

const currentStep = (page: Page) => page.getByRole('navigation', { name: 'Étapes du dossier' }).locator('[aria-current="step"]').textContent();

describe('the wizard guard in the browser', () => {
  it("sends a later step's address back to the saved step, and the bare dossier address there too", async () => {
    const page = await platform.signedIn('demo.presta');
    for (const later of ['financier', 'documents', 'confirmation']) {
      await page.goto(`/app/introduction-dossier/${dossierId}/${later}`);
      await page.waitForURL(new RegExp(`/introduction-dossier/${dossierId}/beneficiaire$`));
      expect(await currentStep(page)).toContain('Bénéficiaire');
    }
    await page.goto(`/app/introduction-dossier/${dossierId}`);
    await page.waitForURL(new RegExp(`/introduction-dossier/${dossierId}/beneficiaire$`));
    // The address was already this one: wait for the reloaded page's indicator before reading its links.
    expect(await currentStep(page)).toContain('Bénéficiaire');
    // Only the step before is a link, ticked as done: the current one is where the user is, the later ones are closed.
    const steps = page.getByRole('navigation', { name: 'Étapes du dossier' });
    expect(await steps.getByRole('link').allTextContents()).toEqual(['✓Étape 1 : Chèque (terminée)']);
    await page.context().close();
  });

  it('shows the not-found page for a non-numeric id, an unknown dossier, or the other right', async () => {
    const page = await platform.signedIn('demo.presta');
    for (const path of ['/app/introduction-dossier/abc/cheque', '/app/introduction-dossier/999999/cheque', '/app/initiation-dossier']) {
      await page.goto(path);
      await page.getByRole('heading', { name: 'Page introuvable' }).waitFor();
    }
    await page.context().close();
  });

  it('is operable with the keyboard: the step indicator, the choices and the save', async () => {
    const page = await platform.signedIn('demo.presta', `/app/introduction-dossier/${dossierId}/beneficiaire`);
    await page.getByRole('link', { name: 'Étape 1 : Chèque' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/cheque$/);
    // The new step's heading has the focus; Tab reaches the voucher chosen, arrows change it, Tab the save.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Chèque');
    await page.getByRole('radio', { checked: true }).waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).type)).toBe('radio');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Enregistrer et continuer');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/beneficiaire$/);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Bénéficiaire');
    await page.context().close();
  });
});
