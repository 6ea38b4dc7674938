import type { Page } from 'playwright-core';

/**
 * On the embedded identity provider's page: proves a listed person (by the name shown) or types a national
 * register number, as a person would with the keyboard and mouse.
 */
export async function proveIdentity(page: Page, who: { listed: string } | { nrn: string }): Promise<void> {
  await page.getByRole('heading', { name: 'Identification' }).waitFor();
  if ('listed' in who) {
    await page.getByRole('radio', { name: who.listed }).check();
    await page.getByRole('button', { name: "S'identifier", exact: true }).click();
  } else {
    await page.getByLabel('Numéro de registre national').fill(who.nrn);
    await page.getByRole('button', { name: "S'identifier avec ce numéro" }).click();
  }
}
