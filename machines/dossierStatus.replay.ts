import { initialTransition, transition, type StateValue } from 'xstate';
import { STATUT_DOSSIER_LABELS, type StatutDossierId } from '../domain/dossier-status';
import type { Chart } from './chart/describe';
import { dossierStatusMachine } from './dossierStatus.machine';
import { STATE_BY_STATUT, stateToStatut, type DossierStatusSnapshot } from './dossierStatus.state';
import type { DossierStatusEvent } from './dossierStatus.types';

/** A row of a dossier's history as the replay reads it: what happened, from which status to which. */
export interface RecordedChange {
  event: string;
  fromStatut: StatutDossierId | null;
  toStatut: StatutDossierId;
}

/**
 * Why a dossier's recorded history is not a path of the status machine, in French for the report: `lifecycle`
 * when the machine does not lead there, `author` when the row's author did not hold the right to send its event.
 */
export interface ReplayProblem {
  kind: 'lifecycle' | 'author';
  /** The row (0-based, in the history's order), or null for the dossier as a whole. */
  row: number | null;
  message: string;
}

const named = (statut: StatutDossierId | null) => (statut === null ? 'aucun statut' : `« ${STATUT_DOSSIER_LABELS[statut]} » (${statut})`);

const within = (stateId: string, statut: StatutDossierId) => {
  const top = `dossierStatus.${STATE_BY_STATUT[statut]}`;
  return stateId === top || stateId.startsWith(`${top}.`);
};

/** The events of the status machine; the history's other rows (the creation, the wizards' saves) keep the status. */
const MACHINE_EVENTS = new Set<string>(dossierStatusMachine.events);

export const isDossierStatusEvent = (type: string) => MACHINE_EVENTS.has(type);

/** The history rows that are events of the status machine (the creation and the wizards' saves are rows too). */
export function statusChanges<T extends RecordedChange>(chart: Chart, rows: T[]): T[] {
  const events = new Set(chart.transitions.map((t) => t.eventType));
  return rows.filter((row) => row.fromStatut !== null && events.has(row.event));
}

/** The chart's transition a status change took: its event, from a state of its old status to one of its new; null when none. */
export function transitionTaken(chart: Chart, change: RecordedChange): string | null {
  const from = change.fromStatut;
  // Stryker disable next-line ConditionalExpression: a row without a starting status names no state, so no transition matches it either; the line narrows the type.
  if (from === null) return null;
  const taken = chart.transitions.find(
    (t) =>
      t.eventType === change.event &&
      within(t.source, from) &&
      // Stryker disable next-line MethodExpression: every transition of the dossier chart has one target at most, so `some` and `every` agree.
      (t.targets.length === 0 ? from === change.toStatut : t.targets.some((target) => within(target, change.toStatut))),
  );
  return taken?.id ?? null;
}

/**
 * A history row as the event the machine receives. The deadline events' guard compares days the history does not
 * keep (the scheduler sends them only once the deadline is over), so the replay passes a deadline that is over:
 * their dates are not judged, where they are sent from is.
 */
// Stryker disable next-line StringLiteral: any deadline before the far-off today is over, an empty one too.
const DEADLINE_OVER = { today: '9999-12-31', deadline: '0000-01-01' };
const asEvent = (type: string) => ({ type, ...DEADLINE_OVER }) as DossierStatusEvent;

/** The status's own state, entered at its initial sub-state: where the replay resumes after a row it cannot follow. */
const enter = (statut: StatutDossierId): DossierStatusSnapshot => dossierStatusMachine.resolveState({ value: STATE_BY_STATUT[statut] });

/** The state reached, in the analyst's words: its status and, inside one, the sub-state and its description. */
function reachedState(value: StateValue): string {
  const statut = named(stateToStatut(value));
  if (typeof value === 'string') return statut;
  const [top, sub] = Object.entries(value)[0]! as [string, string];
  const node = dossierStatusMachine.getStateNodeById(`dossierStatus.${top}.${sub}`);
  // Stryker disable next-line StringLiteral: every state has its French description (model-tests/descriptions.test.ts); the fallback only satisfies the type.
  return `${statut}, sous-état « ${sub} » (${node.description ?? ''})`;
}

/** The machine's events the snapshot accepts, in the machine's order: what the replay expected instead. */
function acceptedEvents(snapshot: DossierStatusSnapshot): string[] {
  return dossierStatusMachine.events.filter((type) => snapshot.can(asEvent(type)));
}

/**
 * Replays a dossier's recorded history through the status machine itself (issue 27), from its initial state: each
 * row that is an event of the machine is sent to the state the previous rows reached, sub-states included (a report
 * is validated only once submitted to the beneficiary), so it must start from the status reached, be accepted there
 * and lead to the status it records; other rows must keep the status; the replay must end on the stored status.
 * After a row it cannot follow, the replay resumes from the status the row recorded, so that one damage is reported
 * once. Who sent each row is checked apart (dossierStatus.authors.ts): the rights are not in the history.
 */
export function replayDossierHistory(rows: RecordedChange[], storedStatut: StatutDossierId): ReplayProblem[] {
  const problems: ReplayProblem[] = [];
  const problem = (row: number | null, message: string) => problems.push({ kind: 'lifecycle', row, message });
  let snapshot: DossierStatusSnapshot = initialTransition(dossierStatusMachine)[0];
  rows.forEach((row, index) => {
    const current = stateToStatut(snapshot.value);
    if (!isDossierStatusEvent(row.event)) {
      if (row.fromStatut !== null && row.fromStatut !== row.toStatut) {
        problem(index, `${row.event} n'est pas un événement du cycle de vie, mais le statut a changé de ${named(row.fromStatut)} à ${named(row.toStatut)}.`);
        snapshot = enter(row.toStatut);
      } else if (row.toStatut !== current) {
        problem(index, `${row.event} est enregistré au statut ${named(row.toStatut)} alors que le dossier était au statut ${named(current)}.`);
      }
      return;
    }
    if (row.fromStatut !== current) {
      problem(index, `${row.event} part de ${named(row.fromStatut)}, mais le dossier était au statut ${named(current)}.`);
      if (row.fromStatut !== null) snapshot = enter(row.fromStatut);
    }
    const event = asEvent(row.event);
    if (!snapshot.can(event)) {
      const expected = acceptedEvents(snapshot);
      problem(
        index,
        `${row.event} n'est pas accepté dans l'état atteint, ${reachedState(snapshot.value)} ; ` +
          `le cycle de vie y attend ${expected.length === 0 ? 'aucun événement (état final)' : expected.join(', ')}. ` +
          `La ligne enregistre un passage de ${named(row.fromStatut)} à ${named(row.toStatut)}.`,
      );
      snapshot = enter(row.toStatut);
      return;
    }
    const [next] = transition(dossierStatusMachine, snapshot, event);
    const reached = stateToStatut(next.value);
    if (reached !== row.toStatut) {
      problem(index, `Le cycle de vie mène par ${row.event} de ${named(stateToStatut(snapshot.value))} à ${named(reached)}, mais la ligne enregistre ${named(row.toStatut)}.`);
      snapshot = enter(row.toStatut);
      return;
    }
    snapshot = next;
  });
  const end = stateToStatut(snapshot.value);
  if (end !== storedStatut) problem(null, `L'historique mène au statut ${named(end)}, mais le dossier est enregistré au statut ${named(storedStatut)}.`);
  return problems;
}
