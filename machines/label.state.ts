import { transition, type SnapshotFrom } from 'xstate';
import { StatutLabellisation, type StatutLabellisationId } from '../domain/labellisation';
import { labelMachine, type LabelEvent } from './label.machine';
import { storedStatusMapping } from './stored-status';

/** The machine's state for each stored status of a label (spec section 3). */
export const STATE_BY_STATUT_LABEL = {
  [StatutLabellisation.ACTIVE]: 'active',
  [StatutLabellisation.DESACTIVEE]: 'suspended',
  [StatutLabellisation.EXPIREE]: 'expired',
} as const satisfies Record<StatutLabellisationId, string>;

const statuts = storedStatusMapping('label', STATE_BY_STATUT_LABEL);
export const statutLabelToState = statuts.toState;
export const stateToStatutLabel = statuts.toStatus;

export type LabelSnapshot = SnapshotFrom<typeof labelMachine>;

export function restoreLabel(statut: StatutLabellisationId): LabelSnapshot {
  return labelMachine.resolveState({ value: statutLabelToState(statut) });
}

/** The status the event gives a stored label, or null when the machine refuses it. */
export function nextLabelStatut(statut: StatutLabellisationId, event: LabelEvent): StatutLabellisationId | null {
  const snapshot = restoreLabel(statut);
  if (!snapshot.can(event)) return null;
  const [next] = transition(labelMachine, snapshot, event);
  return stateToStatutLabel(next.value);
}
