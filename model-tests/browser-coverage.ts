import type { AnyStateMachine } from 'xstate';
import { transitionLabel } from '../machines/chart/labels';
import type { RecordedEvent } from './browser-records';
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
