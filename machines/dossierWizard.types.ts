import type { TypeContactId } from '../domain/contact-types';
import type { StepScreen, WizardKind } from '../domain/wizard-steps';
import type { WizardDossier } from './access/wizardAccess';

/**
 * What both dossier wizards know. The host opens a wizard with it (OPEN): nulls for a new dossier, which
 * the setup screen creates, or the loaded dossier, which it then sends GO_TO the screen of the address.
 * Until then nobody is known and the guard refuses every screen.
 */
export interface DossierWizardContext {
  /** The right the user is signed in under (the session's droitId); the guard wants the wizard's own. */
  droitId: number | null;
  dossierId: number | null;
  /** The dossier as the server last returned it: the guard reads its status, saved step and contacts. */
  dossier: WizardDossier | null;
  /**
   * The signed-in contact's types in its side's organisation of the dossier (the provider for the
   * introduction, the beneficiary for the initiation), validated links only; before the dossier exists, in
   * every organisation of that kind it may file for (machines/dossierWizard.state.ts). The matrix row "create
   * or complete a dossier" and "only an authority contact of the provider may finish creating a dossier"
   * (spec section 6) read them.
   */
  userContactTypes: readonly TypeContactId[];
}

export type IntroductionWizardContext = DossierWizardContext;

export type InitiationWizardContext = DossierWizardContext;

/** The server created the dossier from the setup screen's voucher (POST /dossiers/add). */
export interface CreatedEvent {
  type: 'CREATED';
  dossierId: number;
  dossier: WizardDossier;
}

/**
 * The server saved the current screen's form and returned the dossier: its saved step may have moved
 * forward, competences or provider contacts may have changed. The user stays on the screen until NEXT.
 */
export interface SavedEvent {
  type: 'SAVED';
  dossier: WizardDossier;
}

/** Events both wizards take; the machine enters a screen only if the wizard guard opens it. */
type NavigationEvent<W extends WizardKind> =
  | { type: 'NEXT' }
  | { type: 'PREVIOUS' }
  /** The step indicator or the address asks for a screen. */
  | { type: 'GO_TO'; screen: StepScreen<W> }
  | CreatedEvent;

/** The provider screen may have changed the provider, hence the user's types in it. */
export type IntroductionSavedEvent = SavedEvent & Pick<IntroductionWizardContext, 'userContactTypes'>;

export type IntroductionWizardEvent =
  | ({ type: 'OPEN' } & IntroductionWizardContext)
  | NavigationEvent<'introduction'>
  | IntroductionSavedEvent
  /** The server accepted the provider's final submission (documents confirmed); the dossier left introduction. */
  | { type: 'SUBMITTED'; dossier: WizardDossier };

export type InitiationWizardEvent =
  | ({ type: 'OPEN' } & InitiationWizardContext)
  | NavigationEvent<'initiation'>
  /** Saving the provider step (configure-prestataire-partially) is what sends the dossier to the provider. */
  | SavedEvent;
