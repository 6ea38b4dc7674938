import type { Chart } from '../../../machines/chart/describe';

/** Accents and case do not count: « echeance » finds « échéance ». */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The states (by French or code name, or description) and transitions (by event, guard, action or description) a search names. */
export function searchChart(chart: Chart, query: string): Set<string> {
  const wanted = fold(query.trim());
  if (wanted === '') return new Set();
  const has = (...texts: Array<string | null>) => texts.some((text) => text !== null && fold(text).includes(wanted));
  return new Set([
    ...chart.states.filter((s) => has(s.key, s.label, s.description, ...s.tags)).map((s) => s.id),
    ...chart.transitions.filter((t) => has(t.event, t.eventLabel, t.guard, t.guardLabel, t.guardRule, t.description, ...t.actions)).map((t) => t.id),
  ]);
}
