import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useSharedPlatform } from './support/platform';
import { accessibilityViolations, pdfFile } from './support/journeys';

// Shares the run's server (docs/testing.md): it works on the dossier it creates.
const platform = useSharedPlatform();

/** The step screen is shown: its heading has the focus and the indicator marks it current. */
async function atStep(page: Page, screen: string, title: string) {
  await page.waitForURL(new RegExp(`/app/introduction-dossier/\\d+/${screen}$`));
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(title);
  expect(await page.getByRole('navigation', { name: 'Étapes du dossier' }).locator('[aria-current="step"]').textContent()).toContain(title);
}

const saveAndContinue = (page: Page) => page.getByRole('button', { name: 'Enregistrer et continuer' }).click();

async function upload(page: Page, nom: string, type: string) {
  await page.getByLabel('Fichier', { exact: true }).setInputFiles(pdfFile(`${nom}.pdf`));
  await page.getByLabel('Nom', { exact: true }).fill(nom);
  await page.getByLabel('Type de document').selectOption({ label: type });
  await page.getByRole('button', { name: 'Envoyer le document' }).click();
  await page.getByRole('rowheader', { name: nom }).waitFor();
}

/** The dashboard row of a dossier and its status. */
async function statusOnDashboard(page: Page, reference: string) {
  await page.goto('/app/');
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: reference }) });
  return (await row.getByRole('cell').nth(1).textContent())?.trim();
}

describe('a provider introduces a dossier', () => {
  it('walks the 10 steps with an upload, submits, and the dossier is in examination on both dashboards', async () => {
    const page = await platform.signedIn('demo.presta');
    await page.getByRole('link', { name: 'Nouveau dossier' }).click();
    await page.getByRole('radio', { name: /Chèque Transformation numérique/ }).check();
    await page.getByRole('button', { name: 'Créer le dossier' }).click();

    await atStep(page, 'cheque', 'Chèque');
    const reference = (await page.getByText(/^Dossier CE-\d{4}-\d{5}$/).textContent())!.replace('Dossier ', '');
    await saveAndContinue(page);

    await atStep(page, 'beneficiaire', 'Bénéficiaire');
    await page.getByLabel('Type de bénéficiaire').selectOption({ label: 'Entreprise' });
    await page.getByLabel('Rechercher par').selectOption({ label: "Numéro d'entreprise (BCE)" });
    await page.getByLabel('Numéro', { exact: true }).fill('0123.456.749');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await page.getByRole('radio', { name: /Menuiserie Dupont SRL/ }).check();
    await page.getByText('Cette organisation est éligible.').waitFor();
    await saveAndContinue(page);

    await atStep(page, 'prestataire', 'Prestataire');
    expect(await page.getByLabel('Organisation prestataire').locator('option:checked').textContent()).toBe('Conseil & Transition SRL');
    await page.getByLabel('Contact Autorité').selectOption({ label: 'Pierre Martin' });
    await page.getByLabel('Contact Référence').selectOption({ label: 'Claire Renard' });
    await page.getByLabel('Contact Information').selectOption({ label: 'Inès Dubois' });
    await saveAndContinue(page);

    await atStep(page, 'competences', 'Compétences');
    await page.getByRole('checkbox', { name: 'Transformation numérique (NUM)' }).check();
    await page.getByLabel('Part de « Transformation numérique » (%)').fill('100');
    await page.getByRole('checkbox', { name: /Hugo Lefèvre/ }).check();
    await saveAndContinue(page);

    await atStep(page, 'prestation', 'Prestation');
    await page.getByLabel('Intitulé').fill('Plan de transformation numérique de l’atelier');
    await page.getByLabel('Objectif général').fill('Numériser la prise de commande et le suivi de production.');
    await page.getByLabel('Valeur ajoutée pour le bénéficiaire').fill('Délais de livraison réduits et moins d’erreurs de saisie.');
    await page.getByLabel('Début estimé').fill('2026-09-01');
    await page.getByLabel('Fin estimée').fill('2026-11-30');
    await page.getByLabel('Planning').fill('Diagnostic en septembre, outils en octobre, formation en novembre.');
    await page.getByLabel('Nombre de jours').fill('12,5');
    await saveAndContinue(page);

    await atStep(page, 'financier', 'Financier');
    await page.getByText('Maximum par dossier').waitFor();
    await page.getByLabel('Montant total de la prestation (€ HTVA)').fill('9 000');
    await page.getByLabel('Montant du chèque demandé (€)').fill('6000');
    await page.getByText('Intervention publique (75 %)').waitFor();
    await saveAndContinue(page);

    await atStep(page, 'specificites', 'Spécificités');
    await page.getByLabel('Codes NACE supplémentaires').fill('62.010');
    await saveAndContinue(page);

    await atStep(page, 'recapitulatif', 'Récapitulatif');
    await page.getByText('Plan de transformation numérique de l’atelier').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Valider le dossier' }).click();
    await page.getByRole('dialog', { name: /^Valider le dossier/ }).getByRole('button', { name: 'Confirmer' }).click();

    await atStep(page, 'documents', 'Documents');
    // Validated: the data is locked, every other step now sends to the documents.
    const steps = page.getByRole('navigation', { name: 'Étapes du dossier' });
    expect(await steps.getByRole('link').count()).toBe(0);
    await page.getByLabel('Fichier', { exact: true }).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('texte') });
    await page.getByText("Ce format de fichier n'est pas accepté. Formats acceptés : JPEG, PNG et PDF.").waitFor();
    await upload(page, 'Offre signée', 'Offre de services signée (obligatoire)');
    await upload(page, 'Déclaration PME', 'Déclaration PME du bénéficiaire (obligatoire)');
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Confirmer les documents et soumettre' }).click();
    // Submitting cannot be undone: a first answer "Annuler" keeps the dossier where it is.
    const confirmation = page.getByRole('dialog', { name: "Soumettre le dossier à l'administration ?" });
    await confirmation.getByRole('button', { name: 'Annuler' }).click();
    await confirmation.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toMatch(/\/documents$/);
    await page.getByRole('button', { name: 'Confirmer les documents et soumettre' }).click();
    await confirmation.getByRole('button', { name: 'Soumettre le dossier' }).click();

    await atStep(page, 'confirmation', 'Confirmation');
    await page.getByText(`Le dossier ${reference} a été soumis : il est maintenant en examen par l'administration.`).waitFor();
    expect(await statusOnDashboard(page, reference)).toBe('En examen');
    await page.context().close();

    const beneficiary = await platform.signedIn('demo.benef');
    expect(await statusOnDashboard(beneficiary, reference)).toBe('En examen');
    await beneficiary.context().close();
  });
});
