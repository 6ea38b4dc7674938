import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useSharedPlatform } from './support/platform';
import { accessibilityViolations, apiAs } from './support/journeys';
import { completeRequest } from './support/labellisation';
import { fieldRefused, summaryLinks } from './support/form-errors';

/** A competence validation's completion: its references and the expert's CV. */
const CV_COMPLETION = {
  references: 'Trois plans RH menés en 2025 et 2026 pour des PME industrielles.',
  document: { type: "Curriculum vitae de l'expert (requis)", file: 'cv-expert' },
};

// Shares the run's server (docs/testing.md): its competence requests are its own, read by reference; no other sharing file grants the recognitions its competence step reads.
const platform = useSharedPlatform();
const PROVIDER = 'Conseil & Transition SRL';
const EXPERT = 'Hugo Lefèvre';

/** The creation wizard's competences and validation steps, then the reference of the request created. */
async function askCompetence(page: Page, competence: string) {
  await page.getByRole('checkbox', { name: new RegExp(`^${competence}`) }).check();
  await page.getByRole('button', { name: 'Continuer' }).click();
  await page.getByRole('listitem').filter({ hasText: 'Validation' }).and(page.locator('[aria-current="step"]')).waitFor();
  await page.getByRole('button', { name: 'Créer la demande' }).click();
  await fieldRefused(page.getByLabel('Présentation'), 'Ce champ est obligatoire.');
  await page.getByLabel('Présentation').fill('Dix ans de conseil en ressources humaines dans des PME wallonnes.');
  await page.getByRole('button', { name: 'Créer la demande' }).click();
  const created = page.getByText(/^La demande LAB-\d{4}-\d{6} a été créée\. Elle est en introduction\.$/);
  await created.waitFor();
  return /LAB-\d{4}-\d{6}/.exec((await created.textContent())!)![0];
}

/** Submits the one request named from a submission screen: selection, check, recap, confirmation. */
async function submitAlone(page: Page, reference: string) {
  await page.getByRole('checkbox', { name: new RegExp(reference) }).check();
  await page.getByRole('button', { name: 'Vérifier et continuer' }).click();
  await page.getByText('Vous allez soumettre 1 demande :').waitFor();
  await page.getByRole('button', { name: 'Soumettre', exact: true }).click();
  await page.getByRole('dialog', { name: 'Soumettre 1 demande ?' }).getByRole('button', { name: 'Soumettre', exact: true }).click();
  await page.getByText('1 demande a été soumise.').waitFor();
}

describe('expert competence validations in the browser', () => {
  // One story told in two tests, the second from the request the first submitted: whole, it took 26–33 s alone and
  // passed the journeys' 60 s limit on the full suite's loaded machine.
  let reference = '';

  it('a provider asks to validate its expert’s human-resources competence, completes it in its wizard and submits it', async () => {
    const page = await platform.signedIn('demo.presta', '/app/labellisation');
    await page.getByRole('link', { name: `Compétences d'experts de ${PROVIDER}` }).click();
    await page.getByRole('heading', { level: 2, name: 'Demandes de validation de compétences' }).waitFor();
    await page.getByRole('link', { name: 'Nouvelle validation de compétences' }).click();

    // Expert (1): one must be chosen.
    await page.getByRole('button', { name: 'Continuer' }).click();
    await summaryLinks(page, "Choisissez l'expert.").waitFor();
    await page.getByRole('radio', { name: new RegExp(EXPERT) }).check();
    await page.getByRole('button', { name: 'Continuer' }).click();
    // Competences (2): those the provider's recognitions do not cover are shown, disabled, with the reason.
    await page.getByText(`Compétences demandées pour ${EXPERT}.`).waitFor();
    expect(await page.getByRole('checkbox', { name: /^Efficacité énergétique/ }).isDisabled()).toBe(true);
    await page.getByText(/ne détient pas de reconnaissance valide sur la thématique « Transition énergétique »/).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    reference = await askCompetence(page, 'Ressources humaines');

    // Not complete yet: the submission lists it apart, with what it lacks and the way to complete it.
    await page.getByRole('link', { name: 'Soumettre des validations' }).click();
    await page.getByRole('heading', { level: 2, name: 'Soumettre des validations de compétences' }).waitFor();
    await page.getByRole('listitem').filter({ hasText: reference }).getByText("Joignez le CV de l'expert.").waitFor();
    expect(await page.getByRole('link', { name: `Compléter ${reference}` }).getAttribute('href')).toMatch(/^\/app\/labellisation\/complete-request\/\d+$/);
    expect(await page.getByRole('checkbox', { name: new RegExp(reference) }).count()).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);

    await completeRequest(page, reference, CV_COMPLETION);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Soumettre des demandes' }).click();
    await page.getByRole('heading', { level: 2, name: 'Soumettre des validations de compétences' }).waitFor();
    await submitAlone(page, reference);
    // Back on the tab: the request is in examination, and the expert's competence in analysis.
    await page.getByRole('heading', { level: 2, name: 'Demandes de validation de compétences' }).waitFor();
    const vouchers = page.getByRole('table', { name: `Compétences de ${EXPERT}` });
    await vouchers.getByRole('row').filter({ hasText: 'Ressources humaines' }).getByText('En analyse').waitFor();
    await page.context().close();
  });

  it('the administration validates the submitted request, and a new dossier of the provider offers the competence', async () => {
    expect(reference, 'the request submitted by the test before').not.toBe('');
    const manager = await platform.signedIn('demo.gestionnaire', '/app/labellisation/bureau');
    await manager.getByRole('link', { name: reference, exact: true }).waitFor();
    // The page and its table's box are two regions: each has its own name (axe landmark-unique).
    expect(await accessibilityViolations(manager)).toEqual([]);
    await manager.getByRole('link', { name: reference, exact: true }).click();
    await manager.getByRole('heading', { level: 1, name: `Demande ${reference}` }).waitFor();
    await manager.getByText(EXPERT).first().waitFor();
    await manager.getByRole('button', { name: 'Valider', exact: true }).click();
    await manager.getByRole('dialog', { name: `Valider la demande ${reference} ?` }).getByRole('button', { name: 'Valider', exact: true }).click();
    await manager.getByText(`La demande ${reference} a été validée : les compétences de l'expert sont éligibles.`).waitFor();
    await manager.context().close();

    // The expert now holds it: eligible on their page, and offered in a new dossier's competence step.
    const provider = await platform.signedIn('demo.presta', '/app/labellisation/prestataire/1/competences-validation');
    await provider.getByRole('link', { name: EXPERT }).click();
    await provider.getByRole('heading', { level: 1, name: EXPERT }).waitFor();
    await provider.getByRole('row').filter({ hasText: 'Ressources humaines' }).getByText('Éligible').waitFor();
    expect(await accessibilityViolations(provider)).toEqual([]);

    await provider.goto('/app/');
    await provider.getByRole('link', { name: 'Nouveau dossier' }).click();
    await provider.getByRole('radio', { name: /Chèque Transformation numérique/ }).check();
    await provider.getByRole('button', { name: 'Créer le dossier' }).click();
    await provider.waitForURL(/\/introduction-dossier\/\d+\/cheque$/);
    await provider.getByRole('button', { name: 'Enregistrer et continuer' }).click();
    await provider.waitForURL(/\/beneficiaire$/);
    await provider.getByLabel('Type de bénéficiaire').selectOption({ label: 'Entreprise' });
    await provider.getByLabel('Rechercher par').selectOption({ label: "Numéro d'entreprise (BCE)" });
    await provider.getByLabel('Numéro', { exact: true }).fill('0123.456.749');
    await provider.getByRole('button', { name: 'Rechercher' }).click();
    await provider.getByRole('radio', { name: /Menuiserie Dupont SRL/ }).check();
    await provider.getByText('Cette organisation est éligible.').waitFor();
    await provider.getByRole('button', { name: 'Enregistrer et continuer' }).click();
    await provider.waitForURL(/\/prestataire$/);
    await provider.getByLabel('Contact Autorité').selectOption({ label: 'Pierre Martin' });
    await provider.getByLabel('Contact Référence').selectOption({ label: 'Claire Renard' });
    await provider.getByLabel('Contact Information').selectOption({ label: 'Inès Dubois' });
    await provider.getByRole('button', { name: 'Enregistrer et continuer' }).click();
    await provider.waitForURL(/\/competences$/);
    await provider.getByRole('checkbox', { name: 'Ressources humaines (RH)' }).waitFor();
    await provider.context().close();
  });

  it('an expert asks, from their own page, to validate one of their competences for their practice, and submits it as its Authority', async () => {
    const api = await apiAs(platform.server.url, 'demo.expert');
    const { result: whoami } = await (await api('/auth/whoami')).json();
    const { result: summary } = await (await api(`/labellisation/experts/${whoami.user.id}`)).json();
    // Their own practice: the provider they are the Authority of, so they submit there themselves.
    const practice = summary.prestataires.find((p: { actions: { submit: boolean } }) => p.actions.submit);
    expect(practice, 'demo.expert is the Authority of a practice of their own (seeded)').toBeDefined();

    const page = await platform.signedIn('demo.expert', '/app/labellisation');
    await page.getByRole('link', { name: 'Mes compétences' }).click();
    await page.getByRole('heading', { level: 1, name: EXPERT }).waitFor();
    await page.getByRole('link', { name: 'Nouvelle validation de compétences' }).click();
    await page.getByRole('heading', { level: 2, name: 'Faire valider mes compétences' }).waitFor();
    // Three steps on the expert's own page: no expert to choose.
    const steps = page.getByRole('list', { name: 'Étapes' }).getByRole('listitem');
    expect(await steps.count()).toBe(3);
    expect(await steps.first().textContent()).toContain('Étape 1 sur 3 : Compétences');
    const choice = page.getByLabel('Prestataire');
    if (await choice.count()) await choice.selectOption({ label: practice.nom });
    expect(await accessibilityViolations(page)).toEqual([]);
    const reference = await askCompetence(page, 'Ressources humaines');

    await page.getByRole('status').getByRole('link', { name: 'Soumettre des validations' }).click();
    await completeRequest(page, reference, CV_COMPLETION);
    // Back to the expert's own submission, where they submit it as their practice's Authority.
    await page.goto(`/app/labellisation/expert/${whoami.user.id}/competence-requests-submission`);
    await submitAlone(page, reference);
    await page.getByRole('heading', { level: 2, name: 'Demandes de validation de compétences' }).waitFor();
    await page.getByRole('row').filter({ hasText: reference }).getByText('En examen').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.context().close();
  });
});
