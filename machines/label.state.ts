import { StatutLabellisation, type StatutLabellisationId } from '../domain/labellisation';
import { labelMachine, type LabelEvent } from './label.machine';
import { storedStatusMachine } from './stored-status';

/** The machine's state for each stored status of a label (spec section 3). */
export const STATE_BY_STATUT_LABEL = {
  [StatutLabellisation.ACTIVE]: 'active',
  [StatutLabellisation.DESACTIVEE]: 'suspended',
  [StatutLabellisation.EXPIREE]: 'expired',
} as const satisfies Record<StatutLabellisationId, string>;

const statuts = storedStatusMachine(labelMachine, STATE_BY_STATUT_LABEL);
export const statutLabelToState = statuts.toState;
export const stateToStatutLabel = statuts.toStatus;

/** The status the event gives a stored label, or null when the machine refuses it. */
export const nextLabelStatut = (statut: StatutLabellisationId, event: LabelEvent): StatutLabellisationId | null => statuts.next(statut, event)?.statut ?? null;
