import { TypeContact, type TypeContactId } from '../../domain/contact-types';
import { StatutDossier, type StatutDossierId } from '../../domain/dossier-status';
import { Droit, type DroitId } from '../../domain/droits';
import { compareEtapes, EtapeEncodage, type EtapeEncodageId } from '../../domain/encoding-steps';
import { parseNumericId } from '../../domain/schemas/params';
import { etapeOfScreen, screenOfEtape, stepScreens, type StepScreen, type WizardKind } from '../../domain/wizard-steps';

/**
 * The "Dossier wizard guard" of spec section 4, on every step entry of both dossier wizards: the
 * browser's route guards, the servers' wizard endpoints and the wizard machines all ask it.
 *
 * The spec lists its rules without an order; they are applied in this one, the first rule that
 * sends the user somewhere decides:
 *   1. bad id, dossier not loaded, wrong role: not found (all three give the same outcome);
 *   2. status no longer introduction: confirmation. It comes first because a submitted dossier is
 *      finished whatever its saved step says;
 *   3. saved step Upload: documents. "Always", so before the rank rules (the data is locked);
 *   4. beneficiary whose dossier was sent to the provider: recap. Before the jump-ahead rule,
 *      which would let the beneficiary back into the earlier screens;
 *   5. provider past the provider step without an Authority or Reference provider contact:
 *      prestataire. Before the jump-ahead rule so that its redirect lands at once where the user
 *      may stay (jump-ahead first would send to the saved step's screen, which this rule refuses);
 *   6. jump ahead of the saved step: the saved step's screen;
 *   7. prestation without competences: the saved step's screen.
 * A rule that sends the user to the screen they target lets them in: never a redirect loop. With
 * this order every redirect names a screen the guard allows (the tests check it for every case).
 */

/**
 * What the guard reads of a dossier, mapped by the host from the wire dossier:
 * statut ← StatutDossierId, etapeEncodage ← EtapeEncodage, hasCompetences ← x_competences is not
 * empty, providerContactTypes ← TypeContactId of the x_contacts whose TypeOrganisationId is the
 * provider organisation type.
 */
export interface WizardDossier {
  statut: StatutDossierId;
  etapeEncodage: EtapeEncodageId;
  hasCompetences: boolean;
  providerContactTypes: readonly TypeContactId[];
}

export type WizardAccess<W extends WizardKind> = { allow: true } | { notFound: true } | { redirect: StepScreen<W> };

/** The guard without the route parameter, for a dossier already loaded (the machines). */
export interface ScreenAccessInput<W extends WizardKind> {
  wizard: W;
  /** null: the dossier did not load. */
  dossier: WizardDossier | null;
  /** The right the user is signed in under; null when signed out. */
  droitId: number | null;
  targetScreen: StepScreen<W>;
}

export interface WizardAccessInput<W extends WizardKind> extends ScreenAccessInput<W> {
  /** {dossierId} exactly as it came in the address. */
  dossierIdParam: string | undefined;
}

/** "Provider for /introduction-dossier, beneficiary for /initiation-dossier." */
export const WIZARD_DROIT: Record<WizardKind, DroitId> = { introduction: Droit.Prestataire, initiation: Droit.Beneficiaire };

/** The wizard a right works in: a provider introduces dossiers, a beneficiary initiates them; other rights have none. */
export function wizardOfDroit(droitId: number): WizardKind | null {
  return (Object.keys(WIZARD_DROIT) as WizardKind[]).find((wizard) => WIZARD_DROIT[wizard] === droitId) ?? null;
}

/** "This applies when the dossier has no provider contact of type AUTORITE or REFERENCE." */
const PROVIDER_STEP_CONTACT_TYPES: readonly TypeContactId[] = [TypeContact.AUTORITE, TypeContact.REFERENCE];

const ALLOW = { allow: true } as const;
const NOT_FOUND = { notFound: true } as const;

/** "...the user goes to the recap step, because the dossier has been sent to the provider." */
export function isSentToProvider(dossier: WizardDossier): boolean {
  return compareEtapes(dossier.etapeEncodage, EtapeEncodage.DossierPrestation) >= 0;
}

function hasProviderAuthorityOrReference(dossier: WizardDossier): boolean {
  return dossier.providerContactTypes.some((type) => PROVIDER_STEP_CONTACT_TYPES.includes(type));
}

// The rules read screens of either wizard; the exported signatures keep each wizard to its own.
type AnyStepScreen = StepScreen<WizardKind>;

function decide(wizard: WizardKind, dossier: WizardDossier, target: AnyStepScreen): WizardAccess<WizardKind> {
  const goTo = (screen: AnyStepScreen) => (screen === target ? ALLOW : { redirect: screen });
  const saved = dossier.etapeEncodage;
  const targetEtape = etapeOfScreen(wizard, target);
  const savedScreen = screenOfEtape(wizard, saved);
  // "If the status is no longer DOSSIER_INTRODUCTION, the user goes to confirmation."
  if (dossier.statut !== StatutDossier.DOSSIER_INTRODUCTION) return goTo('confirmation');
  // "If the saved step is Upload, the user always goes to documents."
  if (saved === EtapeEncodage.DossierUpload) return goTo('documents');
  // "For a beneficiary whose saved step is prestation or later, the user goes to the recap step."
  if (wizard === 'initiation' && isSentToProvider(dossier)) return goTo('recapitulatif');
  // "For a provider whose saved step is the provider step or later, and who targets a step after the
  // provider step, the user is sent back to the provider step. This applies when the dossier has no
  // provider contact of type AUTORITE or REFERENCE."
  if (
    wizard === 'introduction' &&
    compareEtapes(saved, EtapeEncodage.DossierPrestataire) >= 0 &&
    compareEtapes(targetEtape, EtapeEncodage.DossierPrestataire) > 0 &&
    !hasProviderAuthorityOrReference(dossier)
  ) {
    return goTo('prestataire');
  }
  // "The user may not jump ahead of the recorded step. If the target ranks higher than the saved
  // step, the user is redirected to the screen matching the saved step."
  if (compareEtapes(targetEtape, saved) > 0) return goTo(savedScreen);
  // "Reaching the prestation screen with no competences chosen redirects to the saved step."
  if (target === 'prestation' && !dossier.hasCompetences) return goTo(savedScreen);
  return ALLOW;
}

/** The guard for a loaded dossier: every rule but the route parameter's. */
export function screenAccess<W extends WizardKind>({ wizard, dossier, droitId, targetScreen }: ScreenAccessInput<W>): WizardAccess<W> {
  // "The dossier must load, else not found." "The wrong role gives not found."
  if (dossier === null || droitId !== WIZARD_DROIT[wizard]) return NOT_FOUND;
  return decide(wizard, dossier, targetScreen) as WizardAccess<W>;
}

/** The whole guard, as a route or an endpoint meets it. */
export function wizardAccess<W extends WizardKind>(input: WizardAccessInput<W>): WizardAccess<W> {
  // "dossierId must be numeric, else not found" (non-zero too, spec section 5).
  if (parseNumericId(input.dossierIdParam) === null) return NOT_FOUND;
  return screenAccess(input);
}

export function isOpen<W extends WizardKind>(access: WizardAccess<W>): access is { allow: true } {
  return 'allow' in access;
}

/**
 * The screens of the step indicator the user may open, in order. Asked of the guard itself, screen by
 * screen, so the indicator and the guard cannot disagree.
 */
export function openScreens<W extends WizardKind>(input: Omit<WizardAccessInput<W>, 'targetScreen'>): Array<StepScreen<W>> {
  return stepScreens(input.wizard).filter((targetScreen) => isOpen(wizardAccess({ ...input, targetScreen })));
}

/** Where the step indicator resumes: the last open screen, or null when the guard refuses them all. */
export function furthestOpenScreen<W extends WizardKind>(input: Omit<WizardAccessInput<W>, 'targetScreen'>): StepScreen<W> | null {
  return openScreens(input).at(-1) ?? null;
}
