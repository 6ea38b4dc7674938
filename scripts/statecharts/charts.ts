import { machines, type MachineName } from '../../machines/index';
import { describeMachine } from '../../machines/chart/describe';
import type { StudioChart } from '../../machines/chart/layout-types';
import { models } from '../../model-tests/models';
import { layOutChart } from './layout';
import { simulate } from './simulation';

/** Every machine of machines/index.ts, in its order, with what the studio's index shows of it. */
export function chartIndex(): Array<{ name: MachineName; description: string; states: number; transitions: number }> {
  return (Object.keys(machines) as MachineName[]).map((name) => {
    const { description, states, transitions } = describeMachine(machines[name]);
    return { name, description, states: states.length, transitions: transitions.length };
  });
}

/** One machine, described, laid out and simulated; null for a name machines/index.ts does not register. */
export async function laidOutChart(name: string): Promise<StudioChart | null> {
  if (!Object.hasOwn(machines, name)) return null;
  const machine = machines[name as MachineName];
  const chart = describeMachine(machine);
  return { ...(await layOutChart(chart)), simulation: simulate(machine, models[name as MachineName], chart) };
}
