/**
 * The dossier wizard guard of spec section 4 (on every step entry of /introduction-dossier and
 * /initiation-dossier), written by hand as data: the screens and the saved step each stands for, the screen
 * matching each saved step, and the seven rules in the order they are applied. Step ids (spec section 3):
 * DossierAide=1, DossierBeneficiaire=2, DossierPrestataire=3, DossierPrestation=4, DossierSpecificite=5,
 * DossierValidation=6, DossierUpload=7, DossierConfirmation=8, DossierFinanciere=9.
 */
export type Wizard = 'introduction' | 'initiation';

/** "For ordering screens, the rank is: aide 1, beneficiaire 2, prestataire 3, prestation 4, financière 5, spécificité 6, validation 7, upload 8, confirmation 9." */
export const STEP_RANK: Record<number, number> = { 1: 1, 2: 2, 3: 3, 4: 4, 9: 5, 5: 6, 6: 7, 7: 8, 8: 9 };

/** Each wizard's numbered screens in order (section 2), with the saved step each one ranks as. */
export const wizardScreens: Record<Wizard, ReadonlyArray<{ screen: string; step: number; reading?: string }>> = {
  introduction: [
    { screen: 'cheque', step: 1 }, { screen: 'beneficiaire', step: 2 }, { screen: 'prestataire', step: 3 },
    { screen: 'competences', step: 4, reading: 'The spec gives the competences screen no step. Reading: it ranks as prestation, so the provider-contact rule keeps it closed too.' },
    { screen: 'prestation', step: 4 }, { screen: 'financier', step: 9 }, { screen: 'specificites', step: 5 },
    { screen: 'recapitulatif', step: 6 }, { screen: 'documents', step: 7 }, { screen: 'confirmation', step: 8 },
  ],
  initiation: [
    { screen: 'cheque', step: 1 }, { screen: 'beneficiaire', step: 2 }, { screen: 'prestataire', step: 3 },
    { screen: 'recapitulatif', step: 3, reading: 'Reading: the beneficiary\'s recap ranks as the provider step, so that the beneficiary reviews the dossier before sending it (ranked as validation, the jump-ahead rule would close it).' },
    { screen: 'documents', step: 7 }, { screen: 'confirmation', step: 8 },
  ],
};

/** "The screen matching the saved step". "For a beneficiary, prestation, financière, spécificité and validation all map to the recap screen." */
export const screenOfSavedStep: Record<Wizard, Record<number, string>> = {
  introduction: { 1: 'cheque', 2: 'beneficiaire', 3: 'prestataire', 4: 'competences', 9: 'financier', 5: 'specificites', 6: 'recapitulatif', 7: 'documents', 8: 'confirmation' },
  initiation: { 1: 'cheque', 2: 'beneficiaire', 3: 'prestataire', 4: 'recapitulatif', 9: 'recapitulatif', 5: 'recapitulatif', 6: 'recapitulatif', 7: 'documents', 8: 'confirmation' },
};

/** What a rule reads; every condition of a rule's `when` must hold (one of `anyOf` for rule 1). */
export type WizardCondition =
  | { idNumeric: false }
  | { loaded: false }
  | { roleMatches: false }
  | { statusIntroduction: false }
  | { savedStep: number }
  | { wizard: Wizard }
  | { savedRankAtLeastOf: number }
  | { targetRankAboveOf: number }
  | { targetAheadOfSaved: true }
  | { providerAuthorityOrReference: false }
  | { target: string }
  | { hasCompetences: false };

export interface WizardRule {
  rule: number;
  /** All must hold; `anyOf`: one must. */
  when?: readonly WizardCondition[];
  anyOf?: readonly WizardCondition[];
  /** Not found, a named screen, or the screen matching the saved step. A redirect to the target itself lets the user in. */
  goTo: 'notFound' | 'savedStepScreen' | string;
  spec: string;
  reading?: string;
}

/** The provider wizard is the introduction (right 4), the beneficiary's the initiation (right 5). */
export const WIZARD_RIGHT: Record<Wizard, number> = { introduction: 4, initiation: 5 };

export const ORDER_READING =
  'The spec lists the rules without an order. Reading: the first rule that sends the user somewhere decides, in this order; a rule sending the user to the screen targeted lets them in, so no redirect loops.';

export const wizardRules: readonly WizardRule[] = [
  {
    rule: 1,
    anyOf: [{ idNumeric: false }, { loaded: false }, { roleMatches: false }],
    goTo: 'notFound',
    spec: 'dossierId must be numeric, else not found. The dossier must load, else not found. The user must be signed in with the matching role: provider for /introduction-dossier, beneficiary for /initiation-dossier. The wrong role gives not found.',
    reading: 'Section 5: dossierId also non-zero.',
  },
  {
    rule: 2,
    when: [{ statusIntroduction: false }],
    goTo: 'confirmation',
    spec: 'If the status is no longer DOSSIER_INTRODUCTION, the user goes to confirmation.',
    reading: 'Before the step rules: a submitted dossier is finished whatever its saved step says.',
  },
  { rule: 3, when: [{ savedStep: 7 }], goTo: 'documents', spec: 'If the saved step is Upload, the user always goes to documents.' },
  {
    rule: 4,
    when: [{ wizard: 'initiation' }, { savedRankAtLeastOf: 4 }],
    goTo: 'recapitulatif',
    spec: 'For a beneficiary whose saved step is prestation or later, the user goes to the recap step, because the dossier has been sent to the provider.',
  },
  {
    rule: 5,
    when: [{ wizard: 'introduction' }, { savedRankAtLeastOf: 3 }, { targetRankAboveOf: 3 }, { providerAuthorityOrReference: false }],
    goTo: 'prestataire',
    spec: 'For a provider whose saved step is the provider step or later, and who targets a step after the provider step, the user is sent back to the provider step. This applies when the dossier has no provider contact of type AUTORITE or REFERENCE.',
  },
  {
    rule: 6,
    when: [{ targetAheadOfSaved: true }],
    goTo: 'savedStepScreen',
    spec: 'The user may not jump ahead of the recorded step. If the target ranks higher than the saved step, the user is redirected to the screen matching the saved step.',
  },
  {
    rule: 7,
    when: [{ target: 'prestation' }, { hasCompetences: false }],
    goTo: 'savedStepScreen',
    spec: 'Reaching the prestation screen with no competences chosen redirects to the saved step.',
  },
];
