import { compareEtapes, EtapeEncodage, type EtapeEncodageId } from './encoding-steps';

/**
 * The screens of the two dossier wizards of spec section 2, as data: introduction by a provider
 * (/introduction-dossier, 10 steps) and initiation by a beneficiary (/initiation-dossier, 6 steps).
 *
 * A dossier's saved step (`EtapeEncodage`) is read as the step it has reached: the furthest screen
 * the user may open. The guard compares a screen's step with it by rank (ETAPE_RANK), so each
 * screen stands for one encoding step, and each saved step resumes at one screen.
 */
export type WizardKind = 'introduction' | 'initiation';

export const WIZARD_ROUTES: Record<WizardKind, string> = {
  introduction: '/introduction-dossier',
  initiation: '/initiation-dossier',
};

/** The screen at '' of both wizards: the voucher is chosen and the dossier created, so it has no dossierId yet. */
export const CHEQUE_SETUP = 'chequeSetup';

interface StepScreenDef {
  screen: string;
  /** The step number the spec gives the screen (its place in the step indicator). */
  number: number;
  /** The screen's French name, as the statecharts' descriptions quote it. */
  title: string;
  /** The encoding step the screen stands for when the guard ranks it against the saved step. */
  etape: EtapeEncodageId;
}

const {
  DossierAide,
  DossierBeneficiaire,
  DossierPrestataire,
  DossierPrestation,
  DossierFinanciere,
  DossierSpecificite,
  DossierValidation,
  DossierUpload,
  DossierConfirmation,
} = EtapeEncodage;

/** Steps 1 to 3, the same in both wizards: the voucher, then the beneficiary and the provider. */
const PARTY_STEP_SCREENS = [
  { screen: 'cheque', number: 1, title: 'Chèque', etape: DossierAide },
  { screen: 'beneficiaire', number: 2, title: 'Bénéficiaire', etape: DossierBeneficiaire },
  { screen: 'prestataire', number: 3, title: 'Prestataire', etape: DossierPrestataire },
] as const satisfies readonly StepScreenDef[];

const INTRODUCTION_STEP_SCREENS = [
  ...PARTY_STEP_SCREENS,
  // Competences have no step of their own. They rank as prestation: past the provider step, so a
  // dossier without Authority or Reference provider contact may not reach them either, and a
  // dossier saved at prestation resumes here (prestation itself needs the competences first).
  { screen: 'competences', number: 4, title: 'Compétences', etape: DossierPrestation },
  { screen: 'prestation', number: 5, title: 'Prestation', etape: DossierPrestation },
  { screen: 'financier', number: 6, title: 'Financier', etape: DossierFinanciere },
  { screen: 'specificites', number: 7, title: 'Spécificités', etape: DossierSpecificite },
  { screen: 'recapitulatif', number: 8, title: 'Récapitulatif', etape: DossierValidation },
  { screen: 'documents', number: 9, title: 'Documents', etape: DossierUpload },
  { screen: 'confirmation', number: 10, title: 'Confirmation', etape: DossierConfirmation },
] as const satisfies readonly StepScreenDef[];

const INITIATION_STEP_SCREENS = [
  ...PARTY_STEP_SCREENS,
  // The beneficiary reads the dossier here once the provider step sent it to the provider, which
  // moves the saved step to prestation ("the dossier has been sent to the provider", spec section 4),
  // and may write to the provider from here. The recap ranks as the provider step so that it is also
  // open before the sending: ranked as validation, the jump-ahead rule would keep the beneficiary
  // from reviewing the dossier it is about to send.
  { screen: 'recapitulatif', number: 4, title: 'Récapitulatif', etape: DossierPrestataire },
  { screen: 'documents', number: 5, title: 'Documents', etape: DossierUpload },
  { screen: 'confirmation', number: 6, title: 'Confirmation', etape: DossierConfirmation },
] as const satisfies readonly StepScreenDef[];

/** The numbered screens under {dossierId}, in order, for each wizard. */
export const STEP_SCREENS = {
  introduction: INTRODUCTION_STEP_SCREENS,
  initiation: INITIATION_STEP_SCREENS,
} as const;

/** A numbered screen of wizard W; its path segment is its name, the spec's word. */
export type StepScreen<W extends WizardKind> = (typeof STEP_SCREENS)[W][number]['screen'];
export type WizardScreen<W extends WizardKind> = typeof CHEQUE_SETUP | StepScreen<W>;
export type IntroductionScreen = WizardScreen<'introduction'>;
export type InitiationScreen = WizardScreen<'initiation'>;

/**
 * "The screen matching the saved step" (spec section 4), where a redirect sends the user back.
 * For a beneficiary, prestation, financière, spécificité and validation all map to the recap.
 */
const SCREEN_OF_ETAPE: { [W in WizardKind]: Record<EtapeEncodageId, StepScreen<W>> } = {
  introduction: {
    [DossierAide]: 'cheque',
    [DossierBeneficiaire]: 'beneficiaire',
    [DossierPrestataire]: 'prestataire',
    [DossierPrestation]: 'competences',
    [DossierFinanciere]: 'financier',
    [DossierSpecificite]: 'specificites',
    [DossierValidation]: 'recapitulatif',
    [DossierUpload]: 'documents',
    [DossierConfirmation]: 'confirmation',
  },
  initiation: {
    [DossierAide]: 'cheque',
    [DossierBeneficiaire]: 'beneficiaire',
    [DossierPrestataire]: 'prestataire',
    [DossierPrestation]: 'recapitulatif',
    [DossierFinanciere]: 'recapitulatif',
    [DossierSpecificite]: 'recapitulatif',
    [DossierValidation]: 'recapitulatif',
    [DossierUpload]: 'documents',
    [DossierConfirmation]: 'confirmation',
  },
};

function stepScreenDefs<W extends WizardKind>(wizard: W): ReadonlyArray<StepScreenDef & { screen: StepScreen<W> }> {
  return STEP_SCREENS[wizard];
}

/** The numbered screens of a wizard, in order. */
export function stepScreens<W extends WizardKind>(wizard: W): Array<StepScreen<W>> {
  return stepScreenDefs(wizard).map((def) => def.screen);
}

/** The screen's French name (Chèque, Bénéficiaire, …). */
export function screenTitle<W extends WizardKind>(wizard: W, screen: StepScreen<W>): string {
  return stepScreenDefs(wizard).find((d) => d.screen === screen)!.title;
}

export function etapeOfScreen<W extends WizardKind>(wizard: W, screen: StepScreen<W>): EtapeEncodageId {
  const def = stepScreenDefs(wizard).find((d) => d.screen === screen);
  if (!def) throw new Error(`${wizard}: no screen ${screen}`);
  return def.etape;
}

export function screenOfEtape<W extends WizardKind>(wizard: W, etape: EtapeEncodageId): StepScreen<W> {
  return SCREEN_OF_ETAPE[wizard][etape];
}

/** The path segment under the wizard's route: '' for the setup, {dossierId}/<name> for the others. */
export function screenPath<W extends WizardKind>(screen: WizardScreen<W>): string {
  return screen === CHEQUE_SETUP ? '' : screen;
}

/**
 * The step a dossier reaches when a screen's form is saved: the step of the screen that follows, so that
 * the wizard may go on. The initiation's provider screen sends the dossier to the provider (prestation:
 * the beneficiary then only reads the recap), and the competences open the prestation screen, which
 * shares their step. The recap and the documents change the step through the status machine instead
 * (validation sets Upload, submission Confirmation: machines/dossierStatus.state.ts).
 */
const REACHED_ON_SAVE: { [W in WizardKind]: Partial<Record<StepScreen<W>, EtapeEncodageId>> } = {
  introduction: {
    cheque: DossierBeneficiaire,
    beneficiaire: DossierPrestataire,
    prestataire: DossierPrestation,
    competences: DossierPrestation,
    prestation: DossierFinanciere,
    financier: DossierSpecificite,
    specificites: DossierValidation,
  },
  initiation: {
    cheque: DossierBeneficiaire,
    beneficiaire: DossierPrestataire,
    prestataire: DossierPrestation,
  },
};

/** The saved step after saving `screen`: it moves forward, never back (re-saving an earlier screen keeps it). */
export function etapeAfterSaving<W extends WizardKind>(wizard: W, screen: StepScreen<W>, saved: EtapeEncodageId): EtapeEncodageId {
  const reached = REACHED_ON_SAVE[wizard][screen];
  // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent; reaching the saved step itself returns the same step either way, and an undefined rank compares as NaN (false) like the check it replaces.
  return reached !== undefined && compareEtapes(reached, saved) > 0 ? reached : saved;
}
