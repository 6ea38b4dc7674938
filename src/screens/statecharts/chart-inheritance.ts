import type { Chart, ChartTransition } from '../../../machines/chart/describe';

/**
 * The transitions a state inherits: those of each of its parents, nearest first, whose event the state itself (or a
 * nearer parent) does not take over. A child of `introduction` may be cancelled too: the panel says so. A guarded
 * transition takes nothing over: when its guard refuses, XState tries the parents' (its "event bubbling").
 */
export function inheritedTransitions(chart: Chart, stateId: string): Array<{ from: string; transitions: ChartTransition[] }> {
  const byId = new Map(chart.states.map((state) => [state.id, state]));
  const takesOver = (t: ChartTransition) => t.guard === null;
  const handled = new Set(chart.transitions.filter((t) => t.source === stateId && takesOver(t)).map((t) => t.eventType));
  const inherited: Array<{ from: string; transitions: ChartTransition[] }> = [];
  for (let parent = byId.get(stateId)?.parent ?? null; parent !== null; parent = byId.get(parent)?.parent ?? null) {
    const own = chart.transitions.filter((t) => t.source === parent && !handled.has(t.eventType));
    if (own.length > 0) inherited.push({ from: parent, transitions: own });
    for (const t of own.filter(takesOver)) handled.add(t.eventType);
  }
  return inherited;
}
