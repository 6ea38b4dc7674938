import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { serializeSnapshot } from '@xstate/graph';
import type { Chart } from '../../machines/chart/describe';
import type { Simulation } from '../../machines/chart/layout-types';
import type { MachineModel } from '../../model-tests/model';
import { uniqueSteps } from '../../model-tests/steps';
import { activeStates } from '../../model-tests/transitions';
import { walk } from '../../model-tests/walk';

/** A context as the simulator shows it: JSON, cut short past a few lines. */
const contextText = (snapshot: AnyMachineSnapshot) => {
  const text = JSON.stringify(snapshot.context ?? null, null, 1) ?? 'null';
  return text.length > 400 ? `${text.slice(0, 400)}…` : text;
};

/**
 * The machine's reachable snapshots and the moves between them, from the model tests' own walk (their event
 * fixtures, effects inert): what the studio's simulator steps through.
 */
export function simulate(machine: AnyStateMachine, model: MachineModel, chart: Chart): Simulation {
  const steps = uniqueSteps(walk(machine, model));
  const ids = new Map<string, number>();
  const snapshots: Simulation['snapshots'] = [];
  const contexts: string[] = [];
  const contextOf = (snapshot: AnyMachineSnapshot) => {
    const text = contextText(snapshot);
    const known = contexts.indexOf(text);
    return known === -1 ? contexts.push(text) - 1 : known;
  };
  const transitionIndex = new Map(chart.transitions.map((t, index) => [t.id, index]));
  const idOf = (snapshot: AnyMachineSnapshot) => {
    const key = serializeSnapshot(snapshot);
    let id = ids.get(key);
    if (id === undefined) {
      id = snapshots.length;
      ids.set(key, id);
      snapshots.push({ active: activeStates(machine, snapshot), context: contextOf(snapshot) });
    }
    return id;
  };
  const start = steps.find((step) => step.event.type === 'xstate.init');
  const initial = idOf(start ? start.after : steps[0]!.before);
  const moves = new Map<string, Simulation['moves'][number]>();
  for (const step of steps) {
    if (step.event.type === 'xstate.init') continue;
    const from = idOf(step.before);
    const key = `${from}|${JSON.stringify(step.event)}`;
    if (moves.has(key)) continue;
    const active = new Set(snapshots[from]!.active);
    const refused = chart.transitions.flatMap((t, index) => (t.eventType === step.event.type && active.has(t.source) && !step.transitions.includes(t.id) ? [index] : []));
    const taken = step.transitions.map((id) => transitionIndex.get(id)!);
    moves.set(key, { from, to: idOf(step.after), event: step.event as Simulation['moves'][number]['event'], taken, refused });
  }
  return { initial, contexts, snapshots, moves: [...moves.values()] };
}
