import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeMachine } from '../../machines/chart/describe';
import { dossierStatusMachine } from '../../machines/dossierStatus.machine';
import { replayDossierHistory, type RecordedChange } from '../../machines/dossierStatus.replay';
import { STATE_BY_STATUT } from '../../machines/dossierStatus.state';
import { StatutDossier, type StatutDossierId } from '../../domain/dossier-status';

const chart = describeMachine(dossierStatusMachine);
const STATUT_BY_STATE = new Map<string, StatutDossierId>(Object.entries(STATE_BY_STATUT).map(([statut, state]) => [state, Number(statut) as StatutDossierId]));
/** The status of a state id: its top-level state's. */
const statutOf = (stateId: string) => STATUT_BY_STATE.get(stateId.split('.')[1]!)!;

/** A history the machine could have recorded: from introduction, each step a transition of the chart picked by `choices`. */
function walk(choices: number[]): { rows: RecordedChange[]; statut: StatutDossierId } {
  const rows: RecordedChange[] = [{ event: 'CREATE_DOSSIER', fromStatut: null, toStatut: StatutDossier.DOSSIER_INTRODUCTION }];
  let statut: StatutDossierId = StatutDossier.DOSSIER_INTRODUCTION;
  for (const choice of choices) {
    // A deleted dossier leaves no history to replay: its row goes with it (DELETE_DOSSIER to `deleted`, which has no status).
    const open = chart.transitions.filter((t) => t.eventType !== '' && statutOf(t.source) === statut && t.targets.every((target) => statutOf(target) !== undefined));
    if (open.length === 0) break;
    const t = open[choice % open.length]!;
    const to: StatutDossierId = t.targets.length > 0 ? statutOf(t.targets[0]!) : statut;
    rows.push({ event: t.eventType, fromStatut: statut, toStatut: to });
    statut = to;
  }
  return { rows, statut };
}

describe("replaying a dossier's history through the status chart", () => {
  it('accepts every history the chart allows, and the wizards’ rows that keep the status', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 15 }), (choices) => {
        const { rows, statut } = walk(choices);
        const withSaves = rows.flatMap((row) => [row, { event: 'SEND_TO_PROVIDER', fromStatut: row.toStatut, toStatut: row.toStatut }]);
        expect(replayDossierHistory(chart, withSaves, statut)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('reports a missing row, a move the chart does not have, a status changed by another event, and the wrong stored status', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 3, maxLength: 12 }), fc.nat(), (choices, pick) => {
        const { rows, statut } = walk(choices);
        fc.pre(rows.length >= 3);
        const index = 1 + (pick % (rows.length - 1));
        // A row lost: the next one starts where the dossier never was, or the end differs (unless the row kept the status).
        const lost = rows.filter((_, i) => i !== index);
        const kept = rows[index]!.fromStatut === rows[index]!.toStatut;
        if (!kept) expect(replayDossierHistory(chart, lost, statut).length).toBeGreaterThan(0);
      }),
      { numRuns: 200 },
    );
    const { rows } = walk([0, 0]);
    const problems = replayDossierHistory(chart, rows, StatutDossier.DOSSIER_SOLDE);
    expect(problems.at(-1)).toEqual({ row: null, message: expect.stringMatching(/^L'historique mène au statut « .+ » \(\d+\), mais le dossier est enregistré au statut « Soldé » \(11\)\.$/) });
    const jump = [{ event: 'SETTLE', fromStatut: StatutDossier.DOSSIER_INTRODUCTION, toStatut: StatutDossier.DOSSIER_SOLDE }] satisfies RecordedChange[];
    expect(replayDossierHistory(chart, jump, StatutDossier.DOSSIER_SOLDE)).toEqual([{ row: 0, message: expect.stringContaining('Le cycle de vie ne mène pas de « Introduction » (1)') }]);
    const sneaky = [{ event: 'SEND_TO_PROVIDER', fromStatut: StatutDossier.DOSSIER_INTRODUCTION, toStatut: StatutDossier.DOSSIER_EXAMEN }] satisfies RecordedChange[];
    expect(replayDossierHistory(chart, sneaky, StatutDossier.DOSSIER_EXAMEN)[0]!.message).toMatch(/^SEND_TO_PROVIDER n'est pas un événement du cycle de vie, mais le statut a changé/);
  });
});
