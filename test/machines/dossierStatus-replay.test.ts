import fc from 'fast-check';
import { initialTransition, transition } from 'xstate';
import { describe, expect, it } from 'vitest';
import { dossierStatusMachine } from '../../machines/dossierStatus.machine';
import { replayDossierHistory, statusChanges, transitionTaken, type RecordedChange } from '../../machines/dossierStatus.replay';
import { describeMachine } from '../../machines/chart/describe';
import { stateToStatut } from '../../machines/dossierStatus.state';
import type { DossierStatusEvent } from '../../machines/dossierStatus.types';
import { StatutDossier, type StatutDossierId } from '../../domain/dossier-status';
import { historyRows } from '../support/history-rows';

/** Every event with the days a deadline guard reads, its deadline over. */
const event = (type: string) => ({ type, today: '2026-02-01', deadline: '2026-01-01' }) as DossierStatusEvent;

/** A history the machine could have recorded: from its initial state, each step an event the state reached accepts, picked by `choices`. */
function walk(choices: number[]): { rows: RecordedChange[]; statut: StatutDossierId } {
  const rows: RecordedChange[] = [{ event: 'CREATE_DOSSIER', fromStatut: null, toStatut: StatutDossier.DOSSIER_INTRODUCTION }];
  let [snapshot] = initialTransition(dossierStatusMachine);
  for (const choice of choices) {
    // A deleted dossier leaves no history to replay: its rows go with it (DELETE_DOSSIER to `deleted`, which has no status).
    const open = dossierStatusMachine.events.filter((type) => type !== 'DELETE_DOSSIER' && snapshot.can(event(type)));
    if (open.length === 0) break;
    const type = open[choice % open.length]!;
    const from = stateToStatut(snapshot.value);
    [snapshot] = transition(dossierStatusMachine, snapshot, event(type));
    rows.push({ event: type, fromStatut: from, toStatut: stateToStatut(snapshot.value) });
  }
  return { rows, statut: stateToStatut(snapshot.value) };
}

const S = StatutDossier;
/** A dossier's path to a report in examination, with the report submitted to the beneficiary first. */
const TO_SERVICE_EXAMINATION: RecordedChange[] = [
  { event: 'CREATE_DOSSIER', fromStatut: null, toStatut: S.DOSSIER_INTRODUCTION },
  { event: 'VALIDATE_INTRODUCTION', fromStatut: S.DOSSIER_INTRODUCTION, toStatut: S.DOSSIER_INTRODUCTION },
  { event: 'SUBMIT_INTRODUCTION', fromStatut: S.DOSSIER_INTRODUCTION, toStatut: S.DOSSIER_EXAMEN },
  { event: 'DECLARE_ADMISSIBLE', fromStatut: S.DOSSIER_EXAMEN, toStatut: S.DOSSIER_ATTENTE_PAIEMENT_QUOTE_PART },
  { event: 'REGISTER_SHARE_PAYMENT', fromStatut: S.DOSSIER_ATTENTE_PAIEMENT_QUOTE_PART, toStatut: S.DOSSIER_PRESTATION_CONFIRME },
  { event: 'SUBMIT_REPORT_TO_BENEFICIARY', fromStatut: S.DOSSIER_PRESTATION_CONFIRME, toStatut: S.DOSSIER_PRESTATION_CONFIRME },
  { event: 'BENEFICIARY_VALIDATES_REPORT', fromStatut: S.DOSSIER_PRESTATION_CONFIRME, toStatut: S.DOSSIER_PRESTATION_EXAMEN },
];

describe("replaying a dossier's history through the status machine", () => {
  it('accepts every history the machine allows, and the wizards’ rows that keep the status', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 15 }), (choices) => {
        const { rows, statut } = walk(choices);
        const withSaves = rows.flatMap((row) => [row, { event: 'SEND_TO_PROVIDER', fromStatut: row.toStatut, toStatut: row.toStatut }]);
        expect(replayDossierHistory(withSaves, statut)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('reports a missing row, a move the machine does not have, a status changed by another event, and the wrong stored status', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 3, maxLength: 12 }), fc.nat(), (choices, pick) => {
        const { rows, statut } = walk(choices);
        fc.pre(rows.length >= 3);
        const index = 1 + (pick % (rows.length - 1));
        // A row lost: the next one starts where the dossier never was, or the end differs (unless the row kept the status).
        const lost = rows.filter((_, i) => i !== index);
        const kept = rows[index]!.fromStatut === rows[index]!.toStatut;
        if (!kept) expect(replayDossierHistory(lost, statut).length).toBeGreaterThan(0);
      }),
      { numRuns: 200 },
    );
    const { rows } = walk([0, 0]);
    const problems = replayDossierHistory(rows, S.DOSSIER_SOLDE);
    expect(problems.at(-1)).toEqual({ kind: 'lifecycle', row: null, message: expect.stringMatching(/^L'historique mène au statut « .+ » \(\d+\), mais le dossier est enregistré au statut « Soldé » \(11\)\.$/) });
    const jump = [{ event: 'SETTLE', fromStatut: S.DOSSIER_INTRODUCTION, toStatut: S.DOSSIER_SOLDE }] satisfies RecordedChange[];
    expect(replayDossierHistory(jump, S.DOSSIER_SOLDE)).toEqual([{ kind: 'lifecycle', row: 0, message: expect.stringMatching(/^SETTLE n'est pas accepté dans l'état atteint, « Introduction » \(1\), sous-état « encoding »/) }]);
    const sneaky = [{ event: 'SEND_TO_PROVIDER', fromStatut: S.DOSSIER_INTRODUCTION, toStatut: S.DOSSIER_EXAMEN }] satisfies RecordedChange[];
    expect(replayDossierHistory(sneaky, S.DOSSIER_EXAMEN)[0]!.message).toMatch(/^SEND_TO_PROVIDER n'est pas un événement du cycle de vie, mais le statut a changé/);
  });

  it('walks the sub-states: a report validated without being submitted to the beneficiary is flagged, where the statuses alone look right', () => {
    expect(replayDossierHistory(TO_SERVICE_EXAMINATION, S.DOSSIER_PRESTATION_EXAMEN)).toEqual([]);
    const neverSubmitted = TO_SERVICE_EXAMINATION.filter((row) => row.event !== 'SUBMIT_REPORT_TO_BENEFICIARY');
    expect(replayDossierHistory(neverSubmitted, S.DOSSIER_PRESTATION_EXAMEN)).toEqual([
      {
        kind: 'lifecycle',
        row: 5,
        message:
          "BENEFICIARY_VALIDATES_REPORT n'est pas accepté dans l'état atteint, « Prestation confirmée » (6), sous-état « reportInProgress » " +
          '(Le prestataire rédige le rapport de prestation et en dépose les documents.) ; le cycle de vie y attend ' +
          'CANCEL_SERVICE_BY_PROVIDER, CANCEL_SERVICE, SUBMIT_REPORT_TO_BENEFICIARY. ' +
          'La ligne enregistre un passage de « Prestation confirmée » (6) à « Prestation en examen » (7).',
      },
    ]);
    // Submitting needs the data locked first: the introduction's sub-state.
    const notValidated = TO_SERVICE_EXAMINATION.filter((row) => row.event !== 'VALIDATE_INTRODUCTION');
    expect(replayDossierHistory(notValidated, S.DOSSIER_PRESTATION_EXAMEN).map((p) => p.message)).toEqual([expect.stringMatching(/^SUBMIT_INTRODUCTION n'est pas accepté dans l'état atteint, « Introduction » \(1\), sous-état « encoding »/)]);
  });
});

describe('the replay’s report, row by row (issue 27: a tampered history is flagged with a French reason)', () => {
  const before = TO_SERVICE_EXAMINATION.slice(0, 3);
  it.each([
    ['flags a row outside the lifecycle recorded at another status than the one reached', historyRows(['CREATE_DOSSIER', null, S.DOSSIER_EXAMEN]), S.DOSSIER_INTRODUCTION, 0, 'CREATE_DOSSIER est enregistré au statut « En examen » (2) alors que le dossier était au statut « Introduction » (1).'],
    ['flags a row outside the lifecycle that moved the status, and resumes from the status it recorded', historyRows(['SEND_TO_PROVIDER', S.DOSSIER_INTRODUCTION, S.DOSSIER_EXAMEN], ['DECLARE_ADMISSIBLE', S.DOSSIER_EXAMEN, S.DOSSIER_ATTENTE_PAIEMENT_QUOTE_PART]), S.DOSSIER_ATTENTE_PAIEMENT_QUOTE_PART, 0, "SEND_TO_PROVIDER n'est pas un événement du cycle de vie, mais le statut a changé de « Introduction » (1) à « En examen » (2)."],
    ['flags an accepted event recorded as leading elsewhere than the lifecycle leads, and resumes from the recorded status', [...before, ...historyRows(['DECLARE_ADMISSIBLE', S.DOSSIER_EXAMEN, S.DOSSIER_IRRECEVABLE])], S.DOSSIER_IRRECEVABLE, 3, 'Le cycle de vie mène par DECLARE_ADMISSIBLE de « En examen » (2) à « En attente du paiement de la quote-part » (3), mais la ligne enregistre « Demande irrecevable » (4).'],
    ['names a final state as awaiting no event', [...before, ...historyRows(['DECLARE_INADMISSIBLE', S.DOSSIER_EXAMEN, S.DOSSIER_IRRECEVABLE], ['ASK_INFORMATION', S.DOSSIER_IRRECEVABLE, S.DOSSIER_DEMANDE_INFOS])], S.DOSSIER_DEMANDE_INFOS, 4, "ASK_INFORMATION n'est pas accepté dans l'état atteint, « Demande irrecevable » (4) ; le cycle de vie y attend aucun événement (état final). La ligne enregistre un passage de « Demande irrecevable » (4) à « Demande d'informations complémentaires » (5)."],
  ])('%s', (_name, history, stored, row, message) => {
    expect(replayDossierHistory(history, stored)).toEqual([{ kind: 'lifecycle', row, message }]);
  });

  it('flags a row starting from another status than the one reached, once, and resumes from the status it starts from', () => {
    const rows = [{ event: 'DECLARE_ADMISSIBLE', fromStatut: S.DOSSIER_EXAMEN, toStatut: S.DOSSIER_ATTENTE_PAIEMENT_QUOTE_PART }] satisfies RecordedChange[];
    expect(replayDossierHistory(rows, S.DOSSIER_ATTENTE_PAIEMENT_QUOTE_PART)).toEqual([
      { kind: 'lifecycle', row: 0, message: 'DECLARE_ADMISSIBLE part de « En examen » (2), mais le dossier était au statut « Introduction » (1).' },
    ]);
    // A status event recorded without a starting status: nowhere to resume from, so the row is judged where the dossier was.
    const noStart = [{ event: 'DECLARE_ADMISSIBLE', fromStatut: null, toStatut: S.DOSSIER_ATTENTE_PAIEMENT_QUOTE_PART }] satisfies RecordedChange[];
    expect(replayDossierHistory(noStart, S.DOSSIER_ATTENTE_PAIEMENT_QUOTE_PART).map((p) => p.message)).toEqual([
      'DECLARE_ADMISSIBLE part de aucun statut, mais le dossier était au statut « Introduction » (1).',
      expect.stringMatching(/^DECLARE_ADMISSIBLE n'est pas accepté dans l'état atteint, « Introduction » \(1\), sous-état « encoding » .* La ligne enregistre un passage de aucun statut à « En attente du paiement de la quote-part » \(3\)\.$/),
    ]);
  });
});

describe('the transitions a recorded history took, for the statechart studio', () => {
  const chart = describeMachine(dossierStatusMachine);
  const row = (event: string, fromStatut: StatutDossierId | null, toStatut: StatutDossierId): RecordedChange => ({ event, fromStatut, toStatut });

  it('keeps only the rows that are events of the chart, with a status to start from', () => {
    const rows = [
      row('CREATE_DOSSIER', null, S.DOSSIER_INTRODUCTION),
      row('SEND_TO_PROVIDER', S.DOSSIER_INTRODUCTION, S.DOSSIER_INTRODUCTION),
      row('VALIDATE_INTRODUCTION', S.DOSSIER_INTRODUCTION, S.DOSSIER_INTRODUCTION),
      row('SUBMIT_INTRODUCTION', null, S.DOSSIER_EXAMEN),
      row('SUBMIT_INTRODUCTION', S.DOSSIER_INTRODUCTION, S.DOSSIER_EXAMEN),
    ];
    expect(statusChanges(chart, rows)).toEqual([rows[2], rows[4]]);
  });

  it('finds the transition of the row’s event from a state of its old status to one of its new', () => {
    expect(transitionTaken(chart, row('SUBMIT_INTRODUCTION', S.DOSSIER_INTRODUCTION, S.DOSSIER_EXAMEN))).toBe(
      'dossierStatus.introduction.dataLocked --SUBMIT_INTRODUCTION--> dossierStatus.examination',
    );
    expect(transitionTaken(chart, row('VALIDATE_INTRODUCTION', S.DOSSIER_INTRODUCTION, S.DOSSIER_INTRODUCTION))).toBe(
      'dossierStatus.introduction.encoding --VALIDATE_INTRODUCTION--> dossierStatus.introduction.dataLocked',
    );
    // Two statuses whose state names share a beginning (2 and 14): each row finds its own status's transition.
    expect(transitionTaken(chart, row('DECLARE_ADMISSIBLE', S.DOSSIER_EXAMEN_APRES_INFOS, S.DOSSIER_ATTENTE_PAIEMENT_QUOTE_PART))).toBe(
      'dossierStatus.examinationAfterInfoCompleted --DECLARE_ADMISSIBLE--> dossierStatus.awaitingSharePayment',
    );
    expect(transitionTaken(chart, row('ASK_INFORMATION', S.DOSSIER_PRESTATION_EXAMEN, S.DOSSIER_PRESTATION_ATTENTE_INFOS))).toBe(
      'dossierStatus.serviceExamination --ASK_INFORMATION--> dossierStatus.serviceAwaitingInfo',
    );
  });

  it('finds none for a row without a starting status, a move the chart does not have, or another event', () => {
    expect(transitionTaken(chart, row('SUBMIT_INTRODUCTION', null, S.DOSSIER_EXAMEN))).toBeNull();
    expect(transitionTaken(chart, row('SETTLE', S.DOSSIER_INTRODUCTION, S.DOSSIER_SOLDE))).toBeNull();
    expect(transitionTaken(chart, row('DECLARE_ADMISSIBLE', S.DOSSIER_EXAMEN, S.DOSSIER_IRRECEVABLE))).toBeNull();
    expect(transitionTaken(chart, row('DECLARE_INADMISSIBLE', S.DOSSIER_EXAMEN, S.DOSSIER_ATTENTE_PAIEMENT_QUOTE_PART))).toBeNull();
    // Completed information leads to 14, not to 2 whose state name begins the same.
    expect(transitionTaken(chart, row('COMPLETE_INFORMATION', S.DOSSIER_DEMANDE_INFOS, S.DOSSIER_EXAMEN))).toBeNull();
  });

  it('matches a transition without a target to a row that kept its status', () => {
    const stays = { ...chart.transitions[0]!, id: 'stays', source: 'dossierStatus.moreInfoRequested', targets: [], eventType: 'EDIT_DOSSIER' };
    const withStay = { ...chart, transitions: [stays] };
    expect(transitionTaken(withStay, row('EDIT_DOSSIER', S.DOSSIER_DEMANDE_INFOS, S.DOSSIER_DEMANDE_INFOS))).toBe('stays');
    expect(transitionTaken(withStay, row('EDIT_DOSSIER', S.DOSSIER_DEMANDE_INFOS, S.DOSSIER_EXAMEN_APRES_INFOS))).toBeNull();
  });
});
