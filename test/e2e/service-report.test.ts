import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { EtapePrestation } from '../../domain/encoding-steps';
import { useSharedPlatform } from './support/platform';
import { accessibilityViolations, apiAs, pdfFile } from './support/journeys';
import { fieldRefused, summaryLinks } from './support/form-errors';

// Shares the run's server (docs/testing.md): the seeded dossiers in service (status 6) whose reports it writes are read by no other sharing file.
const platform = useSharedPlatform();

interface Found {
  id: number;
  reference: string;
}

/** A demo dossier in status 6 whose report is at `etape`, and whose beneficiary's Authority is `beneficiary`. */
async function demoReport(etape: number, beneficiary: string): Promise<Found> {
  const provider = await apiAs(platform.server.url, 'demo.presta');
  const benef = await apiAs(platform.server.url, beneficiary);
  const list = (await (await benef('/dossiers', { method: 'POST', body: { statutDossierId: [6], perPage: 100 } })).json()).result.items as Found[];
  for (const dossier of list) {
    const report = (await (await provider(`/dossiers/${dossier.id}/report`)).json()).result;
    if (report.etape === etape) return dossier;
  }
  throw new Error(`no demo report at step ${etape} for ${beneficiary}`);
}

async function uploadFile(page: Page, form: string, name: string) {
  const section = page.getByRole('form', { name: form });
  await section.getByLabel('Fichier', { exact: true }).setInputFiles(pdfFile(name));
  await section.getByRole('button', { name: 'Envoyer' }).click();
}

async function asBeneficiary(login: string): Promise<Page> {
  const page = await platform.signedIn(login);
  if ((await page.getByTestId('current-droit').textContent()) !== 'Bénéficiaire') {
    await page.getByRole('button', { name: /Menu utilisateur/ }).click();
    await Promise.all([page.waitForEvent('load'), page.getByRole('menuitem', { name: 'Se connecter en tant que bénéficiaire' }).click()]);
    await page.getByTestId('current-droit').filter({ hasText: 'Bénéficiaire' }).waitFor();
  }
  return page;
}

describe('the service report in the browser', () => {
  let filed: Found;

  it('lets the provider write its report, upload the invoice then the activity report, and submit it', async () => {
    filed = await demoReport(EtapePrestation.PrestaDescription, 'demo.benef');
    const page = await platform.signedIn('demo.presta', `/app/dossiers/${filed.id}/recapitulatif`);
    // The dossier's first action, shown as a link of its own.
    await page.getByRole('link', { name: `Rédiger le rapport de prestation du dossier ${filed.reference}` }).click();
    await page.getByRole('heading', { level: 2, name: 'Description' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Étapes du rapport de prestation' }).getByRole('link').allTextContents()).toEqual(['2. Spécificités']);

    // Nothing typed: every field says so, and nothing is sent.
    await page.getByRole('button', { name: 'Enregistrer et continuer' }).click();
    await expect.poll(() => summaryLinks(page, 'Ce champ est obligatoire.').count()).toBe(4);
    await page.getByLabel('Début de la prestation').fill('05/01/2026');
    await page.getByLabel('Fin de la prestation').fill('04/01/2026');
    await page.getByLabel('Tâches réalisées et livrables').fill('Quatre ateliers et un plan d’actions.');
    await page.getByLabel('Contexte').fill('Structurer la démarche commerciale.');
    await page.getByRole('button', { name: 'Enregistrer et continuer' }).click();
    await fieldRefused(page.getByLabel('Fin de la prestation'), 'La fin de la prestation ne peut pas précéder son début.');
    await page.getByLabel('Fin de la prestation').fill('20/03/2026');
    await page.getByRole('button', { name: 'Enregistrer et continuer' }).click();

    // A performance done in part asks why the rest was cancelled.
    await page.getByRole('heading', { level: 2, name: 'Spécificités' }).waitFor();
    await page.getByLabel('Prestation réalisée en partie').check();
    await page.getByLabel('Conclusion').fill('La première phase est réalisée.');
    await page.getByRole('button', { name: 'Enregistrer et continuer' }).click();
    await page.getByLabel("Motif d'annulation de la partie non réalisée").fill('Le bénéficiaire a réduit le projet.');
    await page.getByRole('button', { name: 'Enregistrer et continuer' }).click();

    // The recap, then its confirmation, asked first.
    await page.getByRole('heading', { level: 2, name: 'Spécificités' }).waitFor();
    await page.getByText('Le bénéficiaire a réduit le projet.').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Confirmer et passer aux documents' }).click();
    await page.getByRole('dialog', { name: 'Confirmer le rapport ?' }).getByRole('button', { name: 'Confirmer' }).click();

    // The invoice comes first, within the performance's amount; until both documents are there, the submission says what is missing.
    await page.getByRole('heading', { name: 'Déposer la facture' }).waitFor();
    expect(await page.getByRole('button', { name: 'Soumettre au bénéficiaire' }).isDisabled()).toBe(true);
    await page.getByText("Le rapport se soumet quand la facture et le rapport d'activité sont déposés : la facture manque.").waitFor();
    // A reload keeps the step: the address is the documents screen, and the statechart is restored there.
    expect(new URL(page.url()).pathname).toBe(`/app/rapportPrestation/${filed.id}/documents`);
    await page.reload();
    await page.getByRole('heading', { name: 'Déposer la facture' }).waitFor();
    expect(await page.getByText("Le rapport d'activité se dépose après la facture.").isVisible()).toBe(true);
    const invoice = page.getByRole('form', { name: 'Déposer la facture' });
    await invoice.getByLabel('Numéro de facture').fill('F-2026-014');
    await invoice.getByLabel('Montant hors TVA (€)').fill('9 999 999');
    await invoice.getByLabel('Date de la facture').fill('25/03/2026');
    await uploadFile(page, 'Déposer la facture', 'facture.pdf');
    await fieldRefused(invoice.getByLabel('Montant hors TVA (€)'), 'Le montant de la facture ne peut pas dépasser celui de la prestation');
    await invoice.getByLabel('Montant hors TVA (€)').fill('1 000,50');
    await invoice.getByRole('button', { name: 'Envoyer' }).click();
    await page.getByText('Facture n° F-2026-014 du 25/03/2026, 1 000,50 € hors TVA').waitFor();
    await page.getByText("Le rapport se soumet quand la facture et le rapport d'activité sont déposés : le rapport d'activité manque.").waitFor();
    await uploadFile(page, "Déposer le rapport d'activité", 'rapport.pdf');
    await page.getByRole('form', { name: "Remplacer le rapport d'activité" }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Soumettre au bénéficiaire' }).click();
    const submit = page.getByRole('dialog', { name: 'Soumettre le rapport au bénéficiaire ?' });
    expect(await submit.textContent()).toContain('15 jours ouvrables');
    await submit.getByRole('button', { name: 'Soumettre au bénéficiaire' }).click();
    await page.getByRole('heading', { name: 'Rapport soumis au bénéficiaire' }).waitFor();
    await page.getByText('Il reste 15 jours ouvrables au bénéficiaire pour décider', { exact: false }).waitFor();
    await page.context().close();
  });

  it("lets the beneficiary's Authority refuse it with a justification, which suspends the dossier", async () => {
    const page = await asBeneficiary('demo.benef');
    await page.goto(`/app/rapportPrestation/${filed.id}`);
    await page.getByRole('heading', { level: 2, name: 'Description' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/app/rapportPrestation/${filed.id}/validation`);
    await page.getByText('Il vous reste 15 jours ouvrables pour décider', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Refuser le rapport' }).click();
    const dialog = page.getByRole('dialog', { name: 'Refuser le rapport de prestation ?' });
    expect(await dialog.textContent()).toContain('Le refus est irréversible');
    await dialog.getByRole('button', { name: 'Refuser le rapport' }).click();
    await fieldRefused(dialog.getByLabel('Justification'), 'Ce champ est obligatoire.');
    await dialog.getByLabel('Justification').fill('Les livrables annoncés manquent.');
    await dialog.getByRole('button', { name: 'Refuser le rapport' }).click();
    await page.waitForURL(`**/dossiers/${filed.id}/recapitulatif`);
    await page.getByText('Prestation suspendue').first().waitFor();
    // The report's screens are closed now: the dossier's page instead.
    await page.goto(`/app/rapportPrestation/${filed.id}/validation`);
    await page.waitForURL(`**/dossiers/${filed.id}/recapitulatif`);
    await page.context().close();
  });

  it('asks for the activity report again after a new invoice, then lets the beneficiary validate the report', async () => {
    const waiting = await demoReport(EtapePrestation.PrestaConfirmation, 'demo.presta');
    const provider = await platform.signedIn('demo.presta', `/app/rapportPrestation/${waiting.id}`);
    await provider.getByRole('heading', { name: 'Rapport soumis au bénéficiaire' }).waitFor();
    await provider.getByRole('link', { name: 'Voir les documents' }).click();
    const replace = provider.getByRole('form', { name: 'Remplacer la facture' });
    await replace.getByLabel('Numéro de facture').fill('F-2026-099');
    await replace.getByLabel('Montant hors TVA (€)').fill('500');
    await replace.getByLabel('Date de la facture').fill('01/11/2026');
    await uploadFile(provider, 'Remplacer la facture', 'facture-corrigee.pdf');
    await provider.getByRole('form', { name: "Déposer le rapport d'activité" }).waitFor();
    expect(await provider.getByText('Aucun document déposé.').count()).toBe(1);

    // The beneficiary (here the same person, for the company it also represents) cannot validate meanwhile.
    const beneficiary = await asBeneficiary('demo.presta');
    await beneficiary.goto(`/app/rapportPrestation/${waiting.id}/validation`);
    await beneficiary.getByText("vous pourrez valider le rapport quand il aura déposé le nouveau rapport d'activité", { exact: false }).waitFor();
    expect(await beneficiary.getByRole('button', { name: 'Valider le rapport' }).isDisabled()).toBe(true);

    await uploadFile(provider, "Déposer le rapport d'activité", 'rapport-corrige.pdf');
    await provider.getByRole('form', { name: "Remplacer le rapport d'activité" }).waitFor();

    await beneficiary.reload();
    await beneficiary.getByRole('button', { name: 'Valider le rapport' }).click();
    await beneficiary.getByRole('dialog', { name: 'Valider le rapport de prestation ?' }).getByRole('button', { name: 'Valider le rapport' }).click();
    await beneficiary.waitForURL(`**/dossiers/${waiting.id}/recapitulatif`);
    await beneficiary.getByText('Prestation en examen').first().waitFor();
    // Its documents now say who validated them, and when.
    await beneficiary.getByRole('navigation', { name: 'Onglets du dossier' }).getByRole('link', { name: 'Documents' }).click();
    const documents = beneficiary.getByRole('table', { name: 'Documents du dossier' });
    const validated = documents.getByRole('row').filter({ hasText: "Rapport d'activité" }).filter({ hasText: 'Validé par le bénéficiaire' });
    expect(await validated.first().textContent()).toContain('Pierre Martin');
    await provider.context().close();
    await beneficiary.context().close();
  });
});
