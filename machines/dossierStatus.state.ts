import { transition, type SnapshotFrom, type StateValue } from 'xstate';
import { ALL_STATUTS_DOSSIER, StatutDossier, type StatutDossierId } from '../domain/dossier-status';
import { compareEtapes, EtapeEncodage, type EtapeEncodageId } from '../domain/encoding-steps';
import { dossierStatusMachine } from './dossierStatus.machine';
import type { DossierStatusEvent } from './dossierStatus.types';
import { storedStatusMapping } from './stored-status';

/** The machine's top-level state for each status id of spec section 4. */
export const STATE_BY_STATUT = {
  [StatutDossier.DOSSIER_INTRODUCTION]: 'introduction',
  [StatutDossier.DOSSIER_EXAMEN]: 'examination',
  [StatutDossier.DOSSIER_ATTENTE_PAIEMENT_QUOTE_PART]: 'awaitingSharePayment',
  [StatutDossier.DOSSIER_IRRECEVABLE]: 'requestInadmissible',
  [StatutDossier.DOSSIER_DEMANDE_INFOS]: 'moreInfoRequested',
  [StatutDossier.DOSSIER_PRESTATION_CONFIRME]: 'serviceConfirmed',
  [StatutDossier.DOSSIER_PRESTATION_EXAMEN]: 'serviceExamination',
  [StatutDossier.DOSSIER_PRESTATION_APPROUVEE]: 'serviceApproved',
  [StatutDossier.DOSSIER_PRESTATION_ATTENTE_INFOS]: 'serviceAwaitingInfo',
  [StatutDossier.DOSSIER_PRESTATION_ANNULEE]: 'serviceCancelled',
  [StatutDossier.DOSSIER_SOLDE]: 'settled',
  [StatutDossier.DOSSIER_ANNULE_APRES_SOLDE]: 'cancelledAfterSettlement',
  [StatutDossier.DOSSIER_ANNULE_SOLDE]: 'cancelledSettled',
  [StatutDossier.DOSSIER_EXAMEN_APRES_INFOS]: 'examinationAfterInfoCompleted',
  [StatutDossier.DOSSIER_PRESTATION_SUSPENDUE]: 'serviceSuspended',
  [StatutDossier.DOSSIER_OBSOLETE]: 'obsolete',
  [StatutDossier.DOSSIER_PRESTATION_EXAMEN_APRES_INFOS]: 'serviceExaminationAfterInfoCompleted',
  [StatutDossier.DOSSIER_ANNULE_PAR_PRESTATAIRE]: 'requestCancelledByProvider',
  [StatutDossier.DOSSIER_PRESTATION_ANNULEE_PAR_PRESTATAIRE]: 'serviceCancelledByProvider',
} as const satisfies Record<StatutDossierId, string>;

export type DossierStatusState = (typeof STATE_BY_STATUT)[StatutDossierId];

const statuts = storedStatusMapping<StatutDossierId, DossierStatusState>('dossierStatus', STATE_BY_STATUT);
export const statutToState = statuts.toState;
/** The status id of a state value of the machine (its top-level state). */
export const stateToStatut = statuts.toStatus;

/** Validation locks the data by moving the saved step to the documents upload (the spec's wizard then always opens documents). */
export const DATA_LOCKED_STEP = EtapeEncodage.DossierUpload;
/** A submitted introduction is at the confirmation step (the spec's wizard sends it there). */
export const SUBMITTED_STEP = EtapeEncodage.DossierConfirmation;

/** What a stored dossier tells about its state: the status, plus the sub-states the spec gives no status id. */
export interface DossierStatusFacts {
  statut: StatutDossierId;
  etapeEncodage: EtapeEncodageId;
  /** The service report was submitted to the beneficiary (status 6 only). */
  rapportSoumis: boolean;
}

export function dossierStateValue({ statut, etapeEncodage, rapportSoumis }: DossierStatusFacts): StateValue {
  const state = statutToState(statut);
  if (state === 'introduction') {
    return { introduction: compareEtapes(etapeEncodage, DATA_LOCKED_STEP) >= 0 ? 'dataLocked' : 'encoding' };
  }
  if (state === 'serviceConfirmed') {
    return { serviceConfirmed: rapportSoumis ? 'reportSubmittedToBeneficiary' : 'reportInProgress' };
  }
  return state;
}

export type DossierStatusSnapshot = SnapshotFrom<typeof dossierStatusMachine>;

/** The machine's snapshot of a stored dossier, without replaying its history. */
export function restoreDossierStatus(facts: DossierStatusFacts): DossierStatusSnapshot {
  return dossierStatusMachine.resolveState({ value: dossierStateValue(facts) });
}

export function dossierStatusAllows(facts: DossierStatusFacts, event: DossierStatusEvent): boolean {
  return restoreDossierStatus(facts).can(event);
}

/** The host effects the machine names (its actions), which the server performs on the stored dossier. */
export type DossierStatusEffect = keyof NonNullable<Parameters<typeof dossierStatusMachine.provide>[0]['actions']>;

/** The legal deadlines, each the tag of the states in which its clock runs (issue 16). */
export const DEADLINE_KINDS = ['admissibilityDeadline', 'reportValidationDeadline', 'reportCheckDeadline'] as const;
export type DeadlineKind = (typeof DEADLINE_KINDS)[number];

/** The deadline whose clock runs in this state, if any. */
export function runningDeadline(snapshot: DossierStatusSnapshot): DeadlineKind | null {
  return DEADLINE_KINDS.find((kind) => snapshot.hasTag(kind)) ?? null;
}

/** The statuses in which that deadline may run (in status 6, only once the report is submitted). */
export function statutsWithDeadline(kind: DeadlineKind): StatutDossierId[] {
  return ALL_STATUTS_DOSSIER.filter((statut) =>
    // Stryker disable next-line BooleanLiteral: the report's submission tells apart status 6's sub-states only, and only the submitted one runs a deadline.
    [false, true].some((rapportSoumis) => runningDeadline(restoreDossierStatus({ statut, etapeEncodage: SUBMITTED_STEP, rapportSoumis })) === kind),
  );
}

export interface DossierStatusStep {
  statut: StatutDossierId;
  value: StateValue;
  effects: DossierStatusEffect[];
  /** The deadline that starts with the state entered, if any: a new one for every state entered. */
  deadline: DeadlineKind | null;
}

/** The status of a new dossier: the machine's initial state. */
export const NEW_DOSSIER_STATUT: StatutDossierId = stateToStatut(dossierStatusMachine.config.initial as string);

/** The final state in which the stored dossier is no more: its row goes (DELETE_DOSSIER). */
export const DELETED_STATE = 'deleted';

/** Whether the machine, restored from the stored dossier, takes DELETE_DOSSIER to its end: the host then erases the row. */
export function deletesDossier(facts: DossierStatusFacts): boolean {
  const snapshot = restoreDossierStatus(facts);
  const event = { type: 'DELETE_DOSSIER' } as const;
  // Stryker disable next-line LogicalOperator: an event the state refuses leaves the snapshot where it is, never in `deleted`; asking first spares the transition.
  return snapshot.can(event) && transition(dossierStatusMachine, snapshot, event)[0].matches(DELETED_STATE);
}

/**
 * Where the event leads the dossier and the effects to perform, or null when the machine refuses it. A
 * deletion has no status to store: deletesDossier answers for it.
 */
export function nextDossierStatus(facts: DossierStatusFacts, event: DossierStatusEvent): DossierStatusStep | null {
  const snapshot = restoreDossierStatus(facts);
  if (!snapshot.can(event)) return null;
  const [next, actions] = transition(dossierStatusMachine, snapshot, event);
  if (next.matches(DELETED_STATE)) throw new Error('DELETE_DOSSIER ends the stored dossier: deleteDossier applies it');
  return {
    statut: stateToStatut(next.value),
    value: next.value,
    effects: actions.map((action) => action.type as DossierStatusEffect),
    deadline: runningDeadline(next),
  };
}
