import { transition, type SnapshotFrom } from 'xstate';
import { StatutDemandeLabellisation, type StatutDemandeLabellisationId } from '../domain/labellisation';
import { labellisationRequestMachine, type LabellisationRequestEvent } from './labellisationRequest.machine';
import { storedStatusMapping } from './stored-status';

/** The machine's state for each stored status of a request (spec section 3; ids in domain/labellisation.ts). */
export const STATE_BY_STATUT_DEMANDE = {
  [StatutDemandeLabellisation.EN_INTRODUCTION]: 'introduction',
  [StatutDemandeLabellisation.EN_EXAMEN]: 'examination',
  [StatutDemandeLabellisation.CLOTUREE]: 'closed',
  [StatutDemandeLabellisation.COMPLETEE]: 'completed',
  [StatutDemandeLabellisation.EN_DRC]: 'drc',
  [StatutDemandeLabellisation.ARCHIVEE]: 'archived',
} as const satisfies Record<StatutDemandeLabellisationId, string>;

const statuts = storedStatusMapping('labellisationRequest', STATE_BY_STATUT_DEMANDE);
export const statutDemandeToState = statuts.toState;
export const stateToStatutDemande = statuts.toStatus;

export type LabellisationRequestSnapshot = SnapshotFrom<typeof labellisationRequestMachine>;
export type LabellisationRequestEffect = 'recordSubmission' | 'grantLabel' | 'recordOpinion';

export function restoreLabellisationRequest(statut: StatutDemandeLabellisationId): LabellisationRequestSnapshot {
  return labellisationRequestMachine.resolveState({ value: statutDemandeToState(statut) });
}

/** Where the event leads a stored request and the effects to perform, or null when the machine refuses it. */
export function nextLabellisationRequest(
  statut: StatutDemandeLabellisationId,
  event: LabellisationRequestEvent,
): { statut: StatutDemandeLabellisationId; effects: LabellisationRequestEffect[] } | null {
  const snapshot = restoreLabellisationRequest(statut);
  if (!snapshot.can(event)) return null;
  const [next, actions] = transition(labellisationRequestMachine, snapshot, event);
  return { statut: stateToStatutDemande(next.value), effects: actions.map((action) => action.type as LabellisationRequestEffect) };
}
