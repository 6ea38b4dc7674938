import type { SnapshotFrom } from 'xstate';
import { StatutDemandeLabellisation, type StatutDemandeLabellisationId } from '../domain/labellisation';
import { labellisationRequestMachine, type LabellisationRequestEvent } from './labellisationRequest.machine';
import { storedStatusMachine } from './stored-status';

/** The machine's state for each stored status of a request (spec section 3; ids in domain/labellisation.ts). */
export const STATE_BY_STATUT_DEMANDE = {
  [StatutDemandeLabellisation.EN_INTRODUCTION]: 'introduction',
  [StatutDemandeLabellisation.EN_EXAMEN]: 'examination',
  [StatutDemandeLabellisation.CLOTUREE]: 'closed',
  [StatutDemandeLabellisation.COMPLETEE]: 'completed',
  [StatutDemandeLabellisation.EN_DRC]: 'drc',
  [StatutDemandeLabellisation.ARCHIVEE]: 'archived',
} as const satisfies Record<StatutDemandeLabellisationId, string>;

const statuts = storedStatusMachine(labellisationRequestMachine, STATE_BY_STATUT_DEMANDE);
export const statutDemandeToState = statuts.toState;
export const stateToStatutDemande = statuts.toStatus;

export type LabellisationRequestSnapshot = SnapshotFrom<typeof labellisationRequestMachine>;
export type LabellisationRequestEffect = 'recordSubmission' | 'grantLabel' | 'recordOpinion' | 'notifyProvider' | 'notifyAdministration';

export const restoreLabellisationRequest = (statut: StatutDemandeLabellisationId): LabellisationRequestSnapshot => statuts.restore(statut);

/** Where the event leads a stored request and the effects to perform, or null when the machine refuses it. */
export function nextLabellisationRequest(
  statut: StatutDemandeLabellisationId,
  event: LabellisationRequestEvent,
): { statut: StatutDemandeLabellisationId; effects: LabellisationRequestEffect[] } | null {
  const next = statuts.next(statut, event);
  return next && { statut: next.statut, effects: next.actions as LabellisationRequestEffect[] };
}
