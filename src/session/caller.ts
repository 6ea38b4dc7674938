import type { WizardKind } from '../../domain/wizard-steps';
import { dossierCreationOrganisations, type CreationCaller } from '../../machines/access/dossierCreation';
import { wizardOfDroit } from '../../machines/access/wizardAccess';
import type { SessionContext } from '../../machines/session.types';
import type { SessionActor } from './session-actor';

export type SessionFacts = Pick<SessionContext, 'user' | 'droitId' | 'linkedOrganisations'>;

/** The signed-in contact as the access rules read a caller; null when signed out. */
export function sessionCaller({ user, droitId, linkedOrganisations }: SessionFacts): CreationCaller | null {
  return user && droitId !== null ? { contactId: user.id, droitId, linkedOrganisations } : null;
}

/** The caller of a route guard, which reads the session outside React (from the router context). */
export const callerOf = (session: SessionActor) => sessionCaller(session.getSnapshot().context);

/** The right the session acts under now, for a route guard; null when signed out. */
export const droitIdOf = (session: SessionActor) => session.getSnapshot().context.droitId;

/** The wizard in which the user may start a dossier now: their right's, when they may file one for an organisation. */
export function newDossierWizard(session: SessionFacts): WizardKind | null {
  const caller = sessionCaller(session);
  if (!caller || dossierCreationOrganisations(caller).length === 0) return null;
  return wizardOfDroit(caller.droitId);
}
