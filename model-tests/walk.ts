import {
  createActor,
  getNextTransitions,
  SimulatedClock,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
} from 'xstate';
import { getShortestPaths, getSimplePaths, serializeSnapshot } from 'xstate/graph';
import type { MachineModel } from './model';
import { transitionLabel } from './transitions';

export interface WalkedStep {
  before: AnyMachineSnapshot;
  event: AnyEventObject;
  after: AnyMachineSnapshot;
  /** Actions the machine executed for this event, host effects by their names, in order. */
  actions: Array<{ type: string; params: unknown }>;
  /** Transitions taken, eventless ones included (see transitionLabel). */
  transitions: string[];
}

export interface WalkedPath {
  kind: 'shortest' | 'simple';
  steps: WalkedStep[];
}

/** The events to try in a snapshot: the fixtures of every event type some active state listens to. */
function eventsFor(machine: AnyStateMachine, model: MachineModel) {
  return (snapshot: AnyMachineSnapshot): AnyEventObject[] => {
    if (snapshot.status !== 'active') return [];
    const types = new Set(getNextTransitions(snapshot).map((t) => t.eventType).filter((type) => type !== ''));
    return [...types].flatMap((type) => {
      const fixture = model.events[type];
      if (fixture) return [...(typeof fixture === 'function' ? fixture(snapshot) : fixture)];
      if (type.startsWith('xstate.after.')) return [{ type }];
      throw new Error(`${machine.id}: no event fixture for ${type}`);
    });
  };
}

/**
 * Sends the path's events to a real actor of the machine, with the host effects inert, and records
 * what each event did. The graph functions only compute snapshots; the actor also reports, through
 * inspection, which transitions it took and which actions it ran.
 */
function replay(machine: AnyStateMachine, model: MachineModel, events: AnyEventObject[]): WalkedStep[] {
  let actions: WalkedStep['actions'] = [];
  let transitions: string[] = [];
  const actor = createActor(machine.provide(model.inert), {
    // Never advanced: delayed events arrive only as steps of the path.
    clock: new SimulatedClock(),
    inspect: (inspection) => {
      // Only the machine itself microsteps or runs actions; its invoked promise actors do neither.
      if (inspection.type === '@xstate.microstep') transitions.push(...inspection._transitions.map(transitionLabel));
      if (inspection.type === '@xstate.action') actions.push(inspection.action);
    },
  });
  actor.subscribe({ error: () => undefined });
  actor.start();
  return events.map((event) => {
    const before = actor.getSnapshot();
    actions = [];
    transitions = [];
    actor.send(event);
    const after = actor.getSnapshot();
    if (after.status === 'error') throw new Error(`${machine.id}: ${event.type} failed: ${String(after.error)}`);
    return { before, event, after, actions, transitions };
  });
}

/** Walks the machine's shortest and simple paths and replays each one on a real actor. */
export function walk(machine: AnyStateMachine, model: MachineModel): WalkedPath[] {
  const options = { events: eventsFor(machine, model), serializeState: model.serializeState ?? serializeSnapshot };
  const generated = [
    ...getShortestPaths(machine, options).map((path) => ({ kind: 'shortest' as const, path })),
    ...getSimplePaths(machine, options).map((path) => ({ kind: 'simple' as const, path })),
  ];
  return generated.map(({ kind, path }) => {
    // Every path starts with an `xstate.init` step, which actor.start() plays.
    const planned = path.steps.slice(1);
    const steps = replay(machine, model, planned.map((step) => step.event));
    steps.forEach((step, i) => {
      if (serializeSnapshot(step.after) !== serializeSnapshot(planned[i]!.state)) {
        throw new Error(`${machine.id}: the actor and the graph disagree after ${step.event.type}`);
      }
    });
    return { kind, steps };
  });
}

/** One line per path, for failure messages and the QA listing. */
export function describePath(path: WalkedPath): string {
  const events = path.steps.map((step) => step.event.type).join(' → ');
  const last = path.steps.at(-1)?.after;
  return `${path.kind}: ${events || '(start)'} ⇒ ${JSON.stringify(last?.value ?? 'initial')}`;
}
