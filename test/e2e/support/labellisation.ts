import type { Page } from 'playwright-core';
import { pdfFile } from './journeys';

/**
 * The completion wizard of a labellisation request, opened from its "Compléter …" link: the contact (its creator
 * by default), the references, a document if one is named, then the summary (where `atSummary` may look at the
 * page) and the confirmation.
 */
export async function completeRequest(
  page: Page,
  reference: string,
  { references, document, atSummary }: { references: string; document?: { type: string; file: string }; atSummary?: () => Promise<void> },
) {
  await page.getByRole('link', { name: `Compléter ${reference}` }).click();
  await page.getByRole('heading', { level: 1, name: `Compléter la demande ${reference}` }).waitFor();
  await page.getByRole('button', { name: 'Enregistrer et continuer' }).click();
  await page.getByLabel('Références').fill(references);
  await page.getByRole('button', { name: 'Enregistrer et continuer' }).click();
  await page.getByRole('heading', { level: 2, name: 'Documents' }).waitFor();
  if (document) {
    await page.getByRole('combobox', { name: 'Type de document' }).selectOption({ label: document.type });
    await page.getByLabel('Fichier', { exact: true }).setInputFiles(pdfFile(`${document.file}.pdf`));
    await page.getByRole('button', { name: 'Ajouter le document' }).click();
    await page.getByRole('button', { name: `Retirer le document ${document.file}` }).waitFor();
  }
  await page.getByRole('button', { name: 'Continuer' }).click();
  await page.getByText('Rien ne manque : la demande peut être confirmée.').waitFor();
  await atSummary?.();
  await page.getByRole('button', { name: 'Confirmer' }).click();
  await page.getByText(`La demande ${reference} est complète : une Autorité du prestataire peut maintenant la soumettre.`).waitFor();
}
