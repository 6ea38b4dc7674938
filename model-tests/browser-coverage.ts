import type { AnyStateMachine } from 'xstate';
import { transitionLabel } from '../machines/chart/labels';
import { describeMachine } from '../machines/chart/describe';
import { statusChanges, transitionTaken } from '../machines/dossierStatus.replay';
import type { RecordedEvent, ServerRecordedChange } from './browser-records';
import { takenTransitions } from './taken-transitions';

export interface BrowserCoverage {
  /** Per machine id, the labels of the transitions some recorded event took (see transitionLabel). */
  covered: Map<string, Set<string>>;
  /** Records of machines the registry does not have, counted per machine id. */
  unknown: Map<string, number>;
  /** Records that could not be replayed, with why. */
  failed: Array<{ machine: string; event: string; reason: string }>;
}

/**
 * Replays each recorded event against the registered machine restored where the app's actor was, and keeps
 * the transitions it takes: which of each machine's transitions the browser journeys went through.
 */
export function browserCoverage(registry: Record<string, AnyStateMachine>, records: RecordedEvent[]): BrowserCoverage {
  const byId = new Map(Object.values(registry).map((machine) => [machine.id, machine]));
  const coverage: BrowserCoverage = { covered: new Map(), unknown: new Map(), failed: [] };
  // The journeys repeat themselves (every sign-in is the same few events): replay each distinct record once.
  const distinct = new Map(records.map((record) => [JSON.stringify(record), record]));
  for (const record of distinct.values()) {
    const machine = byId.get(record.machine);
    if (!machine) {
      coverage.unknown.set(record.machine, (coverage.unknown.get(record.machine) ?? 0) + 1);
      continue;
    }
    try {
      if (record.value === undefined) throw new Error('the page could not serialise its snapshot');
      const before = machine.resolveState({ value: record.value, context: record.context });
      const labels = takenTransitions(machine, before, record.event).flat().map(transitionLabel);
      const covered = coverage.covered.get(machine.id) ?? new Set<string>();
      labels.forEach((label) => covered.add(label));
      coverage.covered.set(machine.id, covered);
    } catch (error) {
      coverage.failed.push({ machine: record.machine, event: record.event.type, reason: error instanceof Error ? error.message : String(error) });
    }
  }
  return coverage;
}

/**
 * The machines the server runs (through pure transitions, on stored rows) and no page runs as an actor: without a
 * record of theirs, "exécutée par le serveur seulement" rather than "non atteinte".
 */
export const SERVER_RUN_MACHINES: ReadonlySet<string> = new Set(['dossierStatus', 'labellisationRequest', 'submissionGroup', 'label', 'expertCompetence', 'contactLink', 'document']);

/**
 * Adds to the coverage the transitions of the status changes the journeys caused on their servers (their dossiers'
 * history rows): each row's transition, from a state of its old status to one of its new, as the studio numbers a
 * dossier's path. A row the chart has no transition for is listed as not replayed.
 */
export function addServerCoverage(coverage: BrowserCoverage, registry: Record<string, AnyStateMachine>, changes: ServerRecordedChange[]): BrowserCoverage {
  const machine = Object.values(registry).find((m) => m.id === 'dossierStatus');
  if (!machine || changes.length === 0) return coverage;
  const chart = describeMachine(machine);
  const covered = coverage.covered.get(machine.id) ?? new Set<string>();
  // Rows of other events (the creation, the wizards' saves) change no status: left aside, as the studio does.
  for (const change of new Map(statusChanges(chart, changes).map((c) => [JSON.stringify(c), c])).values()) {
    const taken = transitionTaken(chart, change);
    if (taken) covered.add(taken);
    else coverage.failed.push({ machine: machine.id, event: change.event, reason: `no transition from status ${change.fromStatut} to ${change.toStatut} (history row)` });
  }
  coverage.covered.set(machine.id, covered);
  return coverage;
}

/** What the coverage table says of a machine without any record: the server runs it, or no journey reached it. */
export const withoutRecords = (machineId: string) => (SERVER_RUN_MACHINES.has(machineId) ? 'exécutée par le serveur seulement' : 'non atteinte');
