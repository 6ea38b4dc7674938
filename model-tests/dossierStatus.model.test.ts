import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, StateValue } from 'xstate';
import { ALL_STATUTS_DOSSIER, StatutDossier, type StatutDossierId } from '../domain/dossier-status';
import { EtapeEncodage } from '../domain/encoding-steps';
import { dossierStatusMachine as machine } from '../machines/dossierStatus.machine';
import {
  DATA_LOCKED_STEP,
  dossierStateValue,
  nextDossierStatus,
  restoreDossierStatus,
  runningDeadline,
  DELETED_STATE,
  deletesDossier,
  dossierStatusAllows,
  NEW_DOSSIER_STATUT,
  statutsWithDeadline,
  STATE_BY_STATUT,
  stateToStatut,
  statutToState,
  SUBMITTED_STEP,
  type DossierStatusFacts,
} from '../machines/dossierStatus.state';
import type { DossierStatusEvent } from '../machines/dossierStatus.types';
import { dossierStatusEvents, dossierStatusModel, WALK_DEADLINE } from './dossierStatus.model';
import { describeStep, effects, ran, stepsOn, stepsWhere, uniqueSteps } from './steps';
import { walk } from './walk';

// The status rules of spec section 4 on every step of every walked path (shortest, every transition, simple).
const paths = walk(machine, dossierStatusModel);
const steps = uniqueSteps(paths);
const FIXTURES: DossierStatusEvent[] = Object.values(dossierStatusEvents).flat();
const event = (e: { type: string }) => e as DossierStatusEvent;
/** A timed event sent after its deadline's last day. */
const deadlineOver = (e: { type: string }) => 'today' in e && (e as { today: string }).today > WALK_DEADLINE;
/** The step entered that state (it was not in it before). */
const entered = (state: StateValue) => (s: (typeof steps)[number]) => s.after.matches(state) && !s.before.matches(state);

/** What the server would store for a snapshot: its status, and the columns its sub-states are restored from. */
function factsOf(snapshot: AnyMachineSnapshot): DossierStatusFacts {
  const inIntroduction = snapshot.matches('introduction');
  const locked = snapshot.matches({ introduction: 'dataLocked' });
  return {
    statut: stateToStatut(snapshot.value),
    etapeEncodage: inIntroduction ? (locked ? DATA_LOCKED_STEP : EtapeEncodage.DossierValidation) : SUBMITTED_STEP,
    rapportSoumis: snapshot.matches({ serviceConfirmed: 'reportSubmittedToBeneficiary' }),
  };
}

const FINAL_STATUTS: StatutDossierId[] = [
  StatutDossier.DOSSIER_IRRECEVABLE,
  StatutDossier.DOSSIER_PRESTATION_ANNULEE,
  StatutDossier.DOSSIER_ANNULE_APRES_SOLDE,
  StatutDossier.DOSSIER_ANNULE_SOLDE,
  StatutDossier.DOSSIER_OBSOLETE,
  StatutDossier.DOSSIER_ANNULE_PAR_PRESTATAIRE,
  StatutDossier.DOSSIER_PRESTATION_ANNULEE_PAR_PRESTATAIRE,
];

describe('dossier status chart (spec section 4)', () => {
  it('has one top-level state per status id, mapped both ways', () => {
    // Plus `deleted`, where the dossier is no more and has no status.
    expect(Object.keys(machine.root.states).sort()).toEqual([...Object.values(STATE_BY_STATUT), DELETED_STATE].sort());
    for (const statut of ALL_STATUTS_DOSSIER) expect(stateToStatut(statutToState(statut))).toBe(statut);
  });

  it('gives the server, restoring a stored dossier and sending the event, what the walk gives', () => {
    for (const step of steps) {
      if (step.after.matches(DELETED_STATE)) {
        expect(deletesDossier(factsOf(step.before)), describeStep(step)).toBe(true);
        continue;
      }
      if (step.event.type === 'DELETE_DOSSIER') expect(deletesDossier(factsOf(step.before)), describeStep(step)).toBe(false);
      const next = nextDossierStatus(factsOf(step.before), event(step.event));
      if (step.transitions.length === 0) {
        expect(next, describeStep(step)).toBeNull();
        continue;
      }
      expect(next?.statut, describeStep(step)).toBe(stateToStatut(step.after.value));
      expect(next?.effects, describeStep(step)).toEqual(effects(step));
      expect(dossierStateValue(factsOf(step.after))).toEqual(step.after.value);
    }
  });

  it('starts a new dossier in introduction, and leaves its deletion to deleteDossier alone', () => {
    expect(NEW_DOSSIER_STATUT).toBe(StatutDossier.DOSSIER_INTRODUCTION);
    const encoding: DossierStatusFacts = { statut: StatutDossier.DOSSIER_INTRODUCTION, etapeEncodage: EtapeEncodage.DossierValidation, rapportSoumis: false };
    expect(dossierStatusAllows(encoding, { type: 'DELETE_DOSSIER' })).toBe(true);
    expect(() => nextDossierStatus(encoding, { type: 'DELETE_DOSSIER' })).toThrow('DELETE_DOSSIER ends the stored dossier: deleteDossier applies it');
    // "Delete a dossier at step 1": a submitted dossier is never deleted.
    expect(deletesDossier({ ...encoding, statut: StatutDossier.DOSSIER_EXAMEN, etapeEncodage: SUBMITTED_STEP })).toBe(false);
    expect(() => stateToStatut('nowhere')).toThrow('dossierStatus: no status for state "nowhere"');
  });
});

describe('dossier status walks: the rules of spec section 4', () => {
  it('never leave a terminal status: inadmissibility, the cancellations and obsolescence are final', () => {
    const finals = ALL_STATUTS_DOSSIER.filter((statut) => machine.root.states[statutToState(statut)]!.type === 'final');
    expect(finals.sort((a, b) => a - b)).toEqual(FINAL_STATUTS);
    for (const statut of FINAL_STATUTS) {
      const snapshot = restoreDossierStatus({ statut, etapeEncodage: SUBMITTED_STEP, rapportSoumis: false });
      expect(snapshot.status).toBe('done');
      expect(FIXTURES.filter((e) => snapshot.can(e))).toEqual([]);
    }
    expect(steps.filter((s) => s.before.status === 'done').map(describeStep)).toEqual([]);
  });

  it('delete a dossier only in introduction, before its data is locked, and for good', () => {
    const deletions = stepsOn(paths, 'DELETE_DOSSIER');
    expect(new Set(deletions.filter((s) => s.transitions.length > 0).map((s) => JSON.stringify(s.before.value)))).toEqual(
      new Set([JSON.stringify({ introduction: 'encoding' })]),
    );
    for (const step of deletions.filter((s) => s.transitions.length > 0)) expect(step.after.status, describeStep(step)).toBe('done');
  });

  it('lock the data once the introduction is validated: no later step makes it editable again', () => {
    for (const path of paths) {
      const validated = path.steps.findIndex((s) => s.event.type === 'VALIDATE_INTRODUCTION');
      if (validated < 0) continue;
      for (const step of path.steps.slice(validated)) expect(step.after.hasTag('dataEditable'), describeStep(step)).toBe(false);
    }
    for (const step of stepsOn(paths, 'VALIDATE_INTRODUCTION')) expect(ran(step, 'lockData')).toBe(true);
    const editable = steps.flatMap((s) => [s.before, s.after]).filter((s) => s.hasTag('dataEditable'));
    expect(new Set(editable.map((s) => JSON.stringify(s.value)))).toEqual(new Set([JSON.stringify({ introduction: 'encoding' })]));
  });

  it('make the refusal of the report irreversible: it never goes back to the beneficiary nor to service examination', () => {
    stepsWhere(paths, entered('serviceSuspended'));
    for (const path of paths) {
      const refused = path.steps.findIndex((s) => s.after.matches('serviceSuspended'));
      if (refused < 0) continue;
      for (const step of path.steps.slice(refused)) {
        expect(step.after.matches('serviceConfirmed') || step.after.matches('serviceExamination'), describeStep(step)).toBe(false);
      }
    }
  });

  it('suspend the dossier on a refusal by the beneficiary, or by its silence once the configured delay is over', () => {
    expect(new Set(stepsWhere(paths, entered('serviceSuspended')).map((s) => s.event.type))).toEqual(
      new Set(['BENEFICIARY_REFUSES_REPORT', 'AUTO_REJECT_REPORT']),
    );
    const autoRejections = stepsOn(paths, 'AUTO_REJECT_REPORT');
    for (const step of autoRejections) {
      expect(step.after.matches('serviceSuspended'), describeStep(step)).toBe(deadlineOver(step.event));
    }
    expect(new Set(autoRejections.map((s) => s.after.matches('serviceSuspended')))).toEqual(new Set([true, false]));
  });

  it('accept a request tacitly once its admissibility deadline is over, telling both parties, and only then', () => {
    const tacit = stepsOn(paths, 'ACCEPT_TACITLY');
    for (const step of tacit) {
      const accepted = deadlineOver(step.event) && (step.before.matches('examination') || step.before.matches('examinationAfterInfoCompleted'));
      expect(step.after.matches('awaitingSharePayment'), describeStep(step)).toBe(accepted);
      expect(ran(step, 'notifyTacitAdmissibility')).toBe(accepted);
    }
    expect(new Set(tacit.map((s) => s.after.matches('awaitingSharePayment')))).toEqual(new Set([true, false]));
    for (const step of stepsWhere(paths, (s) => ran(s, 'notifyTacitAdmissibility'))) expect(step.event.type).toBe('ACCEPT_TACITLY');
  });

  it('send the satisfaction survey when the dossier is settled, and on no other step', () => {
    const settling = stepsOn(paths, 'SETTLE').filter((s) => s.transitions.length > 0);
    expect(settling.length).toBeGreaterThan(0);
    for (const step of settling) expect(ran(step, 'sendSatisfactionSurvey'), describeStep(step)).toBe(true);
    for (const step of stepsWhere(paths, (s) => ran(s, 'sendSatisfactionSurvey'))) {
      expect(step.event.type).toBe('SETTLE');
      expect(step.after.matches('settled')).toBe(true);
    }
  });

  it('run a legal deadline in examination, in the report waiting for the beneficiary and in the service check, and nowhere else', () => {
    const expected: Record<string, string | null> = {
      examination: 'admissibilityDeadline',
      examinationAfterInfoCompleted: 'admissibilityDeadline',
      serviceExamination: 'reportCheckDeadline',
      serviceSuspended: 'reportCheckDeadline',
      serviceExaminationAfterInfoCompleted: 'reportCheckDeadline',
    };
    for (const step of steps) {
      const state = typeof step.after.value === 'string' ? step.after.value : Object.keys(step.after.value)[0]!;
      const want = step.after.matches({ serviceConfirmed: 'reportSubmittedToBeneficiary' }) ? 'reportValidationDeadline' : (expected[state] ?? null);
      expect(runningDeadline(step.after), describeStep(step)).toBe(want);
    }
  });

  it('give the scheduler, for each legal deadline, the statuses in which its clock may run', () => {
    expect(new Set(statutsWithDeadline('admissibilityDeadline'))).toEqual(new Set([StatutDossier.DOSSIER_EXAMEN, StatutDossier.DOSSIER_EXAMEN_APRES_INFOS]));
    expect(statutsWithDeadline('reportValidationDeadline')).toEqual([StatutDossier.DOSSIER_PRESTATION_CONFIRME]);
    expect(new Set(statutsWithDeadline('reportCheckDeadline'))).toEqual(
      new Set([StatutDossier.DOSSIER_PRESTATION_EXAMEN, StatutDossier.DOSSIER_PRESTATION_SUSPENDUE, StatutDossier.DOSSIER_PRESTATION_EXAMEN_APRES_INFOS]),
    );
  });

  it('refund the beneficiary share on a performance cancellation, and only then', () => {
    stepsWhere(paths, (s) => ran(s, 'refundBeneficiaryShare'));
    for (const step of steps) {
      const cancelled = entered('serviceCancelled')(step) || entered('serviceCancelledByProvider')(step);
      expect(ran(step, 'refundBeneficiaryShare'), describeStep(step)).toBe(cancelled);
    }
  });

  it('confirm the service only once the share is paid, and examine it only after the beneficiary validated the report', () => {
    for (const step of stepsWhere(paths, entered('serviceConfirmed'))) {
      expect(step.event.type, describeStep(step)).toBe('REGISTER_SHARE_PAYMENT');
      expect(ran(step, 'recordSharePayment')).toBe(true);
    }
    for (const step of stepsWhere(paths, entered('serviceExamination'))) expect(step.event.type).toBe('BENEFICIARY_VALIDATES_REPORT');
    for (const step of stepsWhere(paths, entered({ serviceConfirmed: 'reportSubmittedToBeneficiary' }))) {
      expect(ran(step, 'startValidationCountdown')).toBe(true);
    }
  });

  it('declare a dossier obsolete only before any money moved', () => {
    const sources = stepsWhere(paths, entered('obsolete')).map((s) => stateToStatut(s.before.value));
    expect(new Set(sources)).toEqual(
      new Set([StatutDossier.DOSSIER_INTRODUCTION, StatutDossier.DOSSIER_DEMANDE_INFOS, StatutDossier.DOSSIER_ATTENTE_PAIEMENT_QUOTE_PART]),
    );
  });

  it('notify the manager whenever the requested information is completed', () => {
    for (const step of stepsOn(paths, 'COMPLETE_INFORMATION')) expect(ran(step, 'notifyManager'), describeStep(step)).toBe(true);
  });
});
