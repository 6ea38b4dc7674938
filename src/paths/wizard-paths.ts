import { WIZARD_ROUTES, type StepScreen, type WizardKind } from '../../domain/wizard-steps';

/** Typed router paths of the wizards' screens (their `to`), built from the spec's routes and screen names. */
type WizardStepTo =
  | `/introduction-dossier/$dossierId/${StepScreen<'introduction'>}`
  | `/initiation-dossier/$dossierId/${StepScreen<'initiation'>}`;

export function setupTo(wizard: WizardKind) {
  return WIZARD_ROUTES[wizard] as '/introduction-dossier' | '/initiation-dossier';
}

export function stepTo<W extends WizardKind>(wizard: W, screen: StepScreen<W>): WizardStepTo {
  return `${WIZARD_ROUTES[wizard]}/$dossierId/${screen}` as WizardStepTo;
}
