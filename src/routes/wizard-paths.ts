import { WIZARD_ROUTES, type StepScreen, type WizardKind } from '../../domain/wizard-steps';
import { dossierCreationOrganisations, type CreationCaller } from '../../machines/access/dossierCreation';
import { wizardOfDroit } from '../../machines/access/wizardAccess';
import type { SessionContext } from '../../machines/session.types';

type SessionFacts = Pick<SessionContext, 'user' | 'droitId' | 'linkedOrganisations'>;

/** The signed-in contact as the access rules read a caller; null when signed out. */
export function sessionCaller({ user, droitId, linkedOrganisations }: SessionFacts): CreationCaller | null {
  return user && droitId !== null ? { contactId: user.id, droitId, linkedOrganisations } : null;
}

/** The wizard in which the user may start a dossier now: their right's, when they may file one for an organisation. */
export function newDossierWizard(session: SessionFacts): WizardKind | null {
  const caller = sessionCaller(session);
  if (!caller || dossierCreationOrganisations(caller).length === 0) return null;
  return wizardOfDroit(caller.droitId);
}

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
