import type { Chart } from '../../../machines/chart/describe';
import { dossierStateValue, STATE_BY_STATUT } from '../../../machines/dossierStatus.state';
import type { StatutDossierId } from '../../../domain/dossier-status';
import type { EtapeEncodageId } from '../../../domain/encoding-steps';
import { activeStateIds } from './chart-names';

/** A status change of the dossier's history, as the detail gives it. */
export interface StatusChange {
  event: string;
  fromStatut: StatutDossierId | null;
  toStatut: StatutDossierId;
}

/** The history rows that are events of the status machine (the creation and the wizards' saves are rows too). */
export function statusChanges<T extends StatusChange>(chart: Chart, rows: T[]): T[] {
  const events = new Set(chart.transitions.map((t) => t.eventType));
  return rows.filter((row) => row.fromStatut !== null && events.has(row.event));
}

const within = (stateId: string, statut: StatutDossierId) => {
  const top = `dossierStatus.${STATE_BY_STATUT[statut]}`;
  return stateId === top || stateId.startsWith(`${top}.`);
};

/** The chart's transition a status change of the history took: its event, from a state of its old status to one of its new. */
export function transitionTaken(chart: Chart, change: StatusChange): string | null {
  if (change.fromStatut === null) return null;
  const from = change.fromStatut;
  const taken = chart.transitions.find(
    (t) =>
      t.eventType === change.event &&
      within(t.source, from) &&
      (t.targets.length === 0 ? from === change.toStatut : t.targets.some((target) => within(target, change.toStatut))),
  );
  return taken?.id ?? null;
}

/** Where the dossier stands (its active states) and the transitions its history took, numbered in order. */
export function dossierMarks(
  chart: Chart,
  dossier: { statut: StatutDossierId; etapeEncodage: EtapeEncodageId; rapportSoumis: boolean },
  changes: StatusChange[],
): { current: Set<string>; taken: Map<string, number[]>; steps: Array<string | null> } {
  const current = new Set(activeStateIds('dossierStatus', dossierStateValue(dossier)));
  const taken = new Map<string, number[]>();
  const steps = changes.map((change) => transitionTaken(chart, change));
  steps.forEach((id, index) => {
    if (id) taken.set(id, [...(taken.get(id) ?? []), index + 1]);
  });
  return { current, taken, steps };
}
