import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { StatutDossier } from '../../../domain/dossier-status';
import { Droit } from '../../../domain/droits';
import { EtapeEncodage } from '../../../domain/encoding-steps';
import { TypeContact } from '../../../domain/contact-types';
import { openScreens } from '../../../machines/access/wizardAccess';
import { StepIndicator } from '../../../src/screens/wizard/StepIndicator';
import { connectedSession } from '../../support/session';
import { renderInApp } from '../../support/render-in-app';

async function renderIndicator(ui: Parameters<typeof renderInApp>[0]) {
  const { actor } = await connectedSession();
  await renderInApp(ui, { session: actor });
  return screen.getByRole('navigation', { name: 'Étapes du dossier' });
}

/** The full bar of wide screens (the compact one of narrow screens follows it in the same landmark). */
const bar = (nav: HTMLElement) => within(nav).getByRole('list');

/** The provider's introduction at the financial step, its Authority and Reference contacts set (spec section 6). */
async function providerAtFinancier() {
  const dossier = {
    statut: StatutDossier.DOSSIER_INTRODUCTION,
    etapeEncodage: EtapeEncodage.DossierFinanciere,
    hasCompetences: true,
    providerContactTypes: [TypeContact.AUTORITE, TypeContact.REFERENCE],
  };
  const open = openScreens({ wizard: 'introduction', dossierIdParam: '9', dossier, droitId: Droit.Prestataire });
  return renderIndicator(<StepIndicator wizard="introduction" dossierId={9} current="financier" open={open} saved={dossier.etapeEncodage} />);
}

describe('StepIndicator', () => {
  it('lists the 10 introduction steps in order; the other open ones are links, closed ones plain text', async () => {
    const nav = await renderIndicator(
      <StepIndicator wizard="introduction" dossierId={42} current="beneficiaire" open={['cheque', 'beneficiaire', 'prestataire']} saved={EtapeEncodage.DossierPrestataire} />,
    );
    const items = within(bar(nav)).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '✓Étape 1 : Chèque (terminée)',
      '2Étape 2 : Bénéficiaire',
      '3Étape 3 : Prestataire',
      '4Étape 4 : Compétences (pas encore accessible)',
      '5Étape 5 : Prestation (pas encore accessible)',
      '6Étape 6 : Financier (pas encore accessible)',
      '7Étape 7 : Spécificités (pas encore accessible)',
      '8Étape 8 : Récapitulatif (pas encore accessible)',
      '9Étape 9 : Documents (pas encore accessible)',
      '10Étape 10 : Confirmation (pas encore accessible)',
    ]);
    const links = within(bar(nav)).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/introduction-dossier/42/cheque', '/introduction-dossier/42/prestataire']);
    // The current step is where the user is: marked, not a link to itself.
    expect(within(items[1]!).queryByRole('link')).toBeNull();
    expect(within(items[3]!).queryByRole('link')).toBeNull();
  });

  it('marks the current step, and only it, with aria-current="step"', async () => {
    const nav = await renderIndicator(<StepIndicator wizard="introduction" dossierId={42} current="prestataire" open={['cheque', 'beneficiaire', 'prestataire']} saved={EtapeEncodage.DossierPrestataire} />);
    const current = nav.querySelectorAll('[aria-current]');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveAttribute('aria-current', 'step');
    expect(current[0]).toHaveTextContent('Étape 3 : Prestataire');
  });

  it('shows the 6 initiation steps, open as the wizard guard says for a dossier sent to the provider', async () => {
    const dossier = { statut: StatutDossier.DOSSIER_INTRODUCTION, etapeEncodage: EtapeEncodage.DossierPrestation, hasCompetences: false, providerContactTypes: [] };
    const open = openScreens({ wizard: 'initiation', dossierIdParam: '7', dossier, droitId: Droit.Beneficiaire });
    const nav = await renderIndicator(<StepIndicator wizard="initiation" dossierId={7} current="recapitulatif" open={open} saved={dossier.etapeEncodage} />);
    expect(within(bar(nav)).getAllByRole('listitem')).toHaveLength(6);
    // Once sent to the provider, the beneficiary only reads the recap, where it is: no step to go to.
    expect(within(nav).queryAllByRole('link')).toEqual([]);
    // The three steps before it are done, not "not yet open".
    expect(within(bar(nav)).getAllByText('(terminée)')).toHaveLength(3);
    expect(nav.querySelector('[aria-current="step"]')).toHaveTextContent('Étape 4 : Récapitulatif');
  });

  it("opens the provider's steps up to the saved one once Authority and Reference contacts are set", async () => {
    const nav = await providerAtFinancier();
    expect(within(bar(nav)).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(
      ['cheque', 'beneficiaire', 'prestataire', 'competences', 'prestation'].map((screen) => `/introduction-dossier/9/${screen}`),
    );
    expect(nav.querySelector('[aria-current="step"]')).toHaveTextContent('Étape 6 : Financier');
  });

  it('ticks and announces the steps done even when the locked data closes them; only steps not reached are "not yet open"', async () => {
    const nav = await renderIndicator(<StepIndicator wizard="introduction" dossierId={5} current="documents" open={['documents']} saved={EtapeEncodage.DossierUpload} />);
    const items = within(bar(nav)).getAllByRole('listitem');
    expect(items.slice(0, 8).every((item) => item.textContent?.startsWith('✓') && item.textContent.endsWith('(terminée)'))).toBe(true);
    expect(items[9]).toHaveTextContent('Étape 10 : Confirmation (pas encore accessible)');
    expect(within(bar(nav)).queryAllByText('(pas encore accessible)')).toHaveLength(1);
  });

  it('says on a narrow screen "Étape N sur M — Nom" between the previous and next steps', async () => {
    const nav = await providerAtFinancier();
    const compact = within(nav).getByText('Étape 6 sur 10 — Financier').parentElement!;
    const previous = within(compact).getByRole('link', { name: 'Étape précédente : Prestation (terminée)' });
    expect(previous).toHaveAttribute('href', '/introduction-dossier/9/prestation');
    // The next step is not open yet: named, not a link.
    expect(within(compact).getAllByRole('link')).toEqual([previous]);
    expect(compact).toHaveTextContent('Étape suivante : Spécificités (pas encore accessible)');
  });
});
