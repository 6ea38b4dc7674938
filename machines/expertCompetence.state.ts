import { StatutChequeExpert, type StatutChequeExpertId } from '../domain/labellisation';
import { expertCompetenceMachine, type ExpertCompetenceEvent } from './expertCompetence.machine';
import { storedStatusMachine } from './stored-status';

/** The machine's state for each stored status of an expert voucher (spec section 3, 32-37). */
export const STATE_BY_STATUT_CHEQUE_EXPERT = {
  [StatutChequeExpert.EN_ANALYSE]: 'analysis',
  [StatutChequeExpert.EN_RENOUVELLEMENT]: 'renewal',
  [StatutChequeExpert.ELIGIBLE]: 'eligible',
  [StatutChequeExpert.REFUSE]: 'refused',
  [StatutChequeExpert.EXPIRE]: 'expired',
  [StatutChequeExpert.SUPPRIME]: 'deleted',
} as const satisfies Record<StatutChequeExpertId, string>;

const statuts = storedStatusMachine(expertCompetenceMachine, STATE_BY_STATUT_CHEQUE_EXPERT);
export const statutChequeExpertToState = statuts.toState;
export const stateToStatutChequeExpert = statuts.toStatus;

export type ExpertCompetenceEffect = 'recordGrant';

/** Where the event leads a stored voucher and the effects to perform, or null when the machine refuses it. */
export function nextExpertCompetence(statut: StatutChequeExpertId, event: ExpertCompetenceEvent): { statut: StatutChequeExpertId; effects: ExpertCompetenceEffect[] } | null {
  const next = statuts.next(statut, event);
  return next && { statut: next.statut, effects: next.actions as ExpertCompetenceEffect[] };
}
