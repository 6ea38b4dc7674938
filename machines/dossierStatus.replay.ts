import { STATUT_DOSSIER_LABELS, StatutDossier, type StatutDossierId } from '../domain/dossier-status';
import type { Chart } from './chart/describe';
import { STATE_BY_STATUT } from './dossierStatus.state';

/** A row of a dossier's history as the replay reads it: what happened, from which status to which. */
export interface RecordedChange {
  event: string;
  fromStatut: StatutDossierId | null;
  toStatut: StatutDossierId;
}

/** Why a dossier's recorded history is not a path of the status machine, in French for the report. */
export interface ReplayProblem {
  /** The row (0-based, in the history's order), or null for the dossier as a whole. */
  row: number | null;
  message: string;
}

const named = (statut: StatutDossierId | null) => (statut === null ? 'aucun statut' : `« ${STATUT_DOSSIER_LABELS[statut]} » (${statut})`);

const within = (stateId: string, statut: StatutDossierId) => {
  const top = `dossierStatus.${STATE_BY_STATUT[statut]}`;
  return stateId === top || stateId.startsWith(`${top}.`);
};

/** The history rows that are events of the status machine (the creation and the wizards' saves are rows too). */
export function statusChanges<T extends RecordedChange>(chart: Chart, rows: T[]): T[] {
  const events = new Set(chart.transitions.map((t) => t.eventType));
  return rows.filter((row) => row.fromStatut !== null && events.has(row.event));
}

/** The chart's transition a status change took: its event, from a state of its old status to one of its new; null when none. */
export function transitionTaken(chart: Chart, change: RecordedChange): string | null {
  const from = change.fromStatut;
  if (from === null) return null;
  const taken = chart.transitions.find(
    (t) =>
      t.eventType === change.event &&
      within(t.source, from) &&
      (t.targets.length === 0 ? from === change.toStatut : t.targets.some((target) => within(target, change.toStatut))),
  );
  return taken?.id ?? null;
}

/**
 * Replays a dossier's recorded history through the status chart from the initial state (issue 13, `npm run
 * audit:replay`): every status change must start where the previous one ended and be a transition of the chart, no
 * other row may change the status, and the replay must end on the stored status. Guards are not judged: the facts
 * they read (dates, documents, who) are not in the history.
 */
export function replayDossierHistory(chart: Chart, rows: RecordedChange[], storedStatut: StatutDossierId): ReplayProblem[] {
  const problems: ReplayProblem[] = [];
  const events = new Set(chart.transitions.map((t) => t.eventType));
  let current: StatutDossierId = StatutDossier.DOSSIER_INTRODUCTION;
  rows.forEach((row, index) => {
    if (!events.has(row.event)) {
      if (row.fromStatut !== null && row.fromStatut !== row.toStatut) {
        problems.push({ row: index, message: `${row.event} n'est pas un événement du cycle de vie, mais le statut a changé de ${named(row.fromStatut)} à ${named(row.toStatut)}.` });
      } else if (row.toStatut !== current) {
        problems.push({ row: index, message: `${row.event} est enregistré au statut ${named(row.toStatut)} alors que le dossier était au statut ${named(current)}.` });
      }
      return;
    }
    if (row.fromStatut !== current) problems.push({ row: index, message: `${row.event} part de ${named(row.fromStatut)}, mais le dossier était au statut ${named(current)}.` });
    if (!transitionTaken(chart, { ...row, fromStatut: row.fromStatut ?? current })) {
      problems.push({ row: index, message: `Le cycle de vie ne mène pas de ${named(row.fromStatut ?? current)} à ${named(row.toStatut)} par ${row.event}.` });
    }
    current = row.toStatut;
  });
  if (current !== storedStatut) problems.push({ row: null, message: `L'historique mène au statut ${named(current)}, mais le dossier est enregistré au statut ${named(storedStatut)}.` });
  return problems;
}
