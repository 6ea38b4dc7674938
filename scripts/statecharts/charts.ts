import { machines, type MachineName } from '../../machines/index';
import { describeMachine } from '../../machines/chart/describe';
import type { LaidOutChart } from '../../machines/chart/layout-types';
import { layOutChart } from './layout';

/** Every machine of machines/index.ts, in its order, with what the studio's index shows of it. */
export function chartIndex(): Array<{ name: MachineName; description: string; states: number; transitions: number }> {
  return (Object.keys(machines) as MachineName[]).map((name) => {
    const { description, states, transitions } = describeMachine(machines[name]);
    return { name, description, states: states.length, transitions: transitions.length };
  });
}

/** One machine, described and laid out; null for a name machines/index.ts does not register. */
export async function laidOutChart(name: string): Promise<LaidOutChart | null> {
  if (!Object.hasOwn(machines, name)) return null;
  const chart = describeMachine(machines[name as MachineName]);
  return layOutChart(chart);
}
