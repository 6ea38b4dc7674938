import { transition, type SnapshotFrom } from 'xstate';
import { StatutValidationLien, type DecisionLienId, type EtatLienId } from '../domain/link-validation';
import { contactLinkMachine } from './contactLink.machine';
import type { ContactLinkEvent, ContactLinkEventType } from './contactLink.types';
import { storedStatusMapping } from './stored-status';

/** The machine's state for each validation status of a stored link (spec section 3). */
export const STATE_BY_ETAT_LIEN = {
  [StatutValidationLien.EN_ATTENTE]: 'pending',
  [StatutValidationLien.VALIDE]: 'validated',
  [StatutValidationLien.REFUSE]: 'refused',
} as const satisfies Record<EtatLienId, string>;

export type ContactLinkState = (typeof STATE_BY_ETAT_LIEN)[EtatLienId];

const etats = storedStatusMapping<EtatLienId, ContactLinkState>('contactLink', STATE_BY_ETAT_LIEN);
export const etatLienToState = etats.toState;
export const stateToEtatLien = etats.toStatus;

/** The statuses a decision sets (the call's `Statut`), and the event each one sends. */
export const EVENT_BY_DECISION = {
  [StatutValidationLien.VALIDE]: 'VALIDATE_LINK',
  [StatutValidationLien.REFUSE]: 'REFUSE_LINK',
} as const satisfies Record<DecisionLienId, ContactLinkEventType>;

export type ContactLinkSnapshot = SnapshotFrom<typeof contactLinkMachine>;

/** The machine's snapshot of a stored link. */
export function restoreContactLink(etat: EtatLienId): ContactLinkSnapshot {
  return contactLinkMachine.resolveState({ value: etatLienToState(etat) });
}

/** The status the decision gives the link, or null when the machine refuses it. */
export function nextEtatLien(etat: EtatLienId, event: ContactLinkEvent): EtatLienId | null {
  const snapshot = restoreContactLink(etat);
  if (!snapshot.can(event)) return null;
  const [next] = transition(contactLinkMachine, snapshot, event);
  return stateToEtatLien(next.value);
}
