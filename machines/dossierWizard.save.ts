import type { AnyStateMachine } from 'xstate';
import type { TypeContactId } from '../domain/contact-types';
import type { EtapeEncodageId } from '../domain/encoding-steps';
import { etapeAfterSaving, type StepScreen, type WizardKind } from '../domain/wizard-steps';
import type { WizardDossier } from './access/wizardAccess';
import { initiationWizardMachine } from './initiationWizard.machine';
import { introductionWizardMachine } from './introductionWizard.machine';

const WIZARD_MACHINES: Record<WizardKind, AnyStateMachine> = { introduction: introductionWizardMachine, initiation: initiationWizardMachine };

export interface ScreenSave<W extends WizardKind> {
  wizard: W;
  /** The dossier as stored when the screen is saved. */
  dossier: WizardDossier;
  /** The right the caller is signed in under. */
  droitId: number;
  /** The caller's contact types in its side's organisation of the dossier (machines/dossierWizard.context.ts). */
  userContactTypes: readonly TypeContactId[];
  screen: StepScreen<W>;
}

/**
 * The saved step (EtapeEncodage) a dossier reaches when a wizard screen is saved, as its wizard machine decides:
 * the machine, restored on the stored dossier for the caller, must open that screen (its GO_TO, guarded by the
 * spec's wizard guard); then the step moves forward to the one the screen reaches (domain/wizard-steps.ts),
 * never back. Null when the machine does not open the screen: nothing may be saved there.
 */
export function savedStepDecision<W extends WizardKind>({ wizard, dossier, droitId, userContactTypes, screen }: ScreenSave<W>): EtapeEncodageId | null {
  const machine = WIZARD_MACHINES[wizard];
  const context = { ...machine.config.context, droitId, dossier, userContactTypes };
  const snapshot = machine.resolveState({ value: machine.config.initial as string, context });
  if (!snapshot.can({ type: 'GO_TO', screen })) return null;
  return etapeAfterSaving(wizard, screen, dossier.etapeEncodage);
}
