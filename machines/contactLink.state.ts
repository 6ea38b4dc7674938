import type { SnapshotFrom } from 'xstate';
import { StatutValidationLien, type DecisionLienId, type EtatLienId } from '../domain/link-validation';
import { contactLinkMachine } from './contactLink.machine';
import type { ContactLinkEvent, ContactLinkEventType } from './contactLink.types';
import { storedStatusMachine } from './stored-status';

/** The machine's state for each validation status of a stored link (spec section 3). */
export const STATE_BY_ETAT_LIEN = {
  [StatutValidationLien.EN_ATTENTE]: 'pending',
  [StatutValidationLien.VALIDE]: 'validated',
  [StatutValidationLien.REFUSE]: 'refused',
} as const satisfies Record<EtatLienId, string>;

export type ContactLinkState = (typeof STATE_BY_ETAT_LIEN)[EtatLienId];

const etats = storedStatusMachine(contactLinkMachine, STATE_BY_ETAT_LIEN);
export const etatLienToState = etats.toState;
export const stateToEtatLien = etats.toStatus;

/** The statuses a decision sets (the call's `Statut`), and the event each one sends. */
export const EVENT_BY_DECISION = {
  [StatutValidationLien.VALIDE]: 'VALIDATE_LINK',
  [StatutValidationLien.REFUSE]: 'REFUSE_LINK',
} as const satisfies Record<DecisionLienId, ContactLinkEventType>;

export type ContactLinkSnapshot = SnapshotFrom<typeof contactLinkMachine>;

/** The machine's snapshot of a stored link. */
export const restoreContactLink = (etat: EtatLienId): ContactLinkSnapshot => etats.restore(etat);

/** The status the decision gives the link, or null when the machine refuses it. */
export const nextEtatLien = (etat: EtatLienId, event: ContactLinkEvent): EtatLienId | null => etats.next(etat, event)?.statut ?? null;
