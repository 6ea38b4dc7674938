import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useSharedPlatform } from './support/platform';
import { accessibilityViolations } from './support/journeys';

// Shares the run's server (docs/testing.md): it works on the dossier it creates.
const platform = useSharedPlatform();

/** The step screen is shown: its heading has the focus and the indicator marks it current. */
async function atStep(page: Page, path: RegExp, title: string) {
  await page.waitForURL(path);
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(title);
  expect(await page.getByRole('navigation', { name: 'Étapes du dossier' }).locator('[aria-current="step"]').textContent()).toContain(title);
}

const saveAndContinue = (page: Page) => page.getByRole('button', { name: 'Enregistrer et continuer' }).click();

describe('a beneficiary initiates a dossier', () => {
  it('chooses the voucher, its organisation and the provider, then sends the dossier to the provider', async () => {
    const page = await platform.signedIn('demo.benef');
    await page.getByRole('link', { name: 'Nouveau dossier' }).click();
    await page.getByRole('heading', { name: "Initiation d'un dossier" }).waitFor();
    await page.getByLabel('Organisation bénéficiaire').selectOption({ label: 'Menuiserie Dupont SRL' });
    await page.getByRole('radio', { name: /Chèque Conseil/ }).check();
    await page.getByRole('button', { name: 'Créer le dossier' }).click();

    await atStep(page, /\/app\/initiation-dossier\/\d+\/cheque$/, 'Chèque');
    const reference = (await page.getByText(/^Dossier CE-\d{4}-\d{5}$/).textContent())!.replace('Dossier ', '');
    expect(await page.getByRole('radio', { name: /Chèque Conseil/ }).isChecked()).toBe(true);
    await saveAndContinue(page);

    await atStep(page, /\/beneficiaire$/, 'Bénéficiaire');
    await page.getByLabel('Type de bénéficiaire').selectOption({ label: 'Entreprise' });
    await page.getByRole('button', { name: 'Afficher mes organisations' }).click();
    await page.getByRole('radio', { name: /Menuiserie Dupont SRL/ }).check();
    await page.getByText('Cette organisation est éligible.').waitFor();
    expect(await page.getByLabel("Unité d'établissement").inputValue()).not.toBe('');
    expect(await page.getByLabel('Contact Autorité du bénéficiaire').inputValue()).not.toBe('');
    expect(await accessibilityViolations(page)).toEqual([]);
    await saveAndContinue(page);

    await atStep(page, /\/prestataire$/, 'Prestataire');
    await page.getByLabel("Nom ou numéro d'entreprise du prestataire").fill('Conseil');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await page.getByRole('radio', { name: /Conseil & Transition SRL/ }).check();
    await page.getByText('Cette organisation est éligible.').waitFor();
    await page.getByRole('button', { name: 'Enregistrer et transmettre au prestataire' }).click();

    await atStep(page, /\/recapitulatif$/, 'Récapitulatif');
    // Sent: the earlier steps are closed to the beneficiary, only the recap opens (no step is a link).
    const steps = page.getByRole('navigation', { name: 'Étapes du dossier' });
    expect(await steps.getByRole('link').count()).toBe(0);
    expect(await page.getByText('Menuiserie Dupont SRL').first().isVisible()).toBe(true);
    await page.getByLabel('Votre message au prestataire').fill('Bonjour, pouvez-vous compléter notre demande de chèque Conseil ?');
    await page.getByRole('button', { name: 'Envoyer au prestataire' }).click();
    await page.getByText('Votre message a été envoyé au prestataire Conseil & Transition SRL.').waitFor();
    await page.context().close();

    // The provider finds it on its dashboard, to complete.
    const provider = await platform.signedIn('demo.presta');
    await provider.getByRole('link', { name: `Compléter le dossier ${reference}` }).click();
    // Its saved step is the prestation, but the dossier has no provider contacts yet: the guard stops at the provider step.
    await atStep(provider, /\/app\/introduction-dossier\/\d+\/prestataire$/, 'Prestataire');
    await provider.context().close();
  });
});
