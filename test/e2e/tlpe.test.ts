import { describe, expect, it } from 'vitest';
import { usePlatform } from './support/platform';

/** The energy-voucher platform (issue 17): `npm start` on PLATFORM_ID=101 and an empty data folder seeds its demo. */
const platform = usePlatform(() => ({ PLATFORM_ID: '101' }), { firstStart: true });

describe('the energy-voucher platform (PLATFORM_ID=101)', () => {
  it('names itself on the login page and in the tab title', async () => {
    const page = await platform.signedOut();
    await page.goto('/app/login');
    await page.getByText('Chèques énergie', { exact: true }).first().waitFor();
    await expect.poll(() => page.title()).toMatch(/ — Chèques énergie$/);
    await page.context().close();
  });

  it("offers a provider the energy catalogue only, and opens a dossier of the platform", async () => {
    const page = await platform.signedIn('demo.presta');
    await page.getByRole('link', { name: 'Nouveau dossier' }).click();
    const vouchers = page.getByRole('radio');
    await vouchers.first().waitFor();
    const names = await vouchers.evaluateAll((radios) => radios.map((r) => (r as HTMLInputElement).labels?.[0]?.textContent ?? ''));
    expect(names).toHaveLength(3);
    expect(names.some((n) => n.includes('Chèque Conseil'))).toBe(false);
    for (const voucher of ['Chèque Audit énergétique', 'Chèque Efficacité énergétique', 'Chèque Énergies renouvelables']) {
      expect(names.some((n) => n.includes(voucher))).toBe(true);
    }
    await page.getByRole('radio', { name: /Chèque Efficacité énergétique/ }).check();
    await page.getByRole('button', { name: 'Créer le dossier' }).click();
    await page.waitForURL(/\/app\/introduction-dossier\/\d+\/cheque$/);
    await page.getByText(/^Dossier TLPE-\d{4}-\d{5}$/).waitFor();
    await page.context().close();
  });
});
