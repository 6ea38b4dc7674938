import type { Chart } from '../../../machines/chart/describe';
import type { ChartChange } from '../../../machines/chart/diff';
import type { ChartNames } from './chart-names';

/** What a change of a review is about, as the analyst reads it: the state, or the transition by its source and arrow. */
export function changeSubject(chart: Chart, names: ChartNames, change: ChartChange): string {
  if (change.part === 'state') return names.state(change.key);
  const transition = chart.transitions.find((tr) => `${tr.source} ${tr.eventType}${tr.guard ? ` [${tr.guard}]` : ''}` === change.key);
  return transition ? `${names.state(transition.source)} — ${names.arrow(transition)}` : change.key;
}
