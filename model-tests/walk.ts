import {
  createActor,
  getNextTransitions,
  SimulatedClock,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
} from 'xstate';
import {
  getAdjacencyMap,
  getShortestPaths,
  getSimplePaths,
  serializeSnapshot,
  type AdjacencyValue,
  type StatePath,
} from '@xstate/graph';
import type { MachineModel } from './model';
import { stepOutcome, type StepOutcome } from './outcome';
import { takenTransitions } from './taken-transitions';
import { transitionLabel } from '../machines/chart/labels';

export interface WalkedStep {
  before: AnyMachineSnapshot;
  event: AnyEventObject;
  after: AnyMachineSnapshot;
  /** Actions the machine ran for this event (host effects by their names), in order. */
  actions: Array<{ type: string; params: unknown }>;
  /** Transitions taken, eventless ones included (see transitionLabel). */
  transitions: string[];
  /** Ids of the states those transitions left or entered, passing states such as a choice included. */
  visited: string[];
  /** Taken, refused by every guard, or ignored (see stepOutcome). */
  outcome: StepOutcome;
  /** When refused: the event's transitions whose guards refused it (see transitionLabel). */
  refused: string[];
}

export interface WalkedPath {
  kind: 'shortest' | 'transition' | 'simple';
  steps: WalkedStep[];
}

type Serialize = (snapshot: AnyMachineSnapshot) => string;

/**
 * The events to try in a snapshot: the fixtures of every event type some active state listens to, by type name,
 * so that the order a state lists its events in never changes which of two equally short paths the walk keeps.
 */
function eventsFor(machine: AnyStateMachine, model: MachineModel) {
  return (snapshot: AnyMachineSnapshot): AnyEventObject[] => {
    if (snapshot.status !== 'active') return [];
    const types = new Set(getNextTransitions(snapshot).map((t) => t.eventType).filter((type) => type !== ''));
    return [...types].sort().flatMap((type) => {
      const fixture = model.events[type];
      if (fixture) return [...(typeof fixture === 'function' ? fixture(snapshot) : fixture)];
      if (type.startsWith('xstate.after.')) return [{ type }];
      throw new Error(`${machine.id}: no event fixture for ${type}`);
    });
  };
}

/**
 * Sends one event to a real actor restored at `before`, host effects inert, and records through
 * inspection which actions it ran; which transitions it took is read from the chart (see
 * takenTransitions): the graph functions only compute snapshots. The actor must reach the snapshot the
 * graph computed.
 */
function replayStep(machine: AnyStateMachine, model: MachineModel, before: AnyMachineSnapshot, event: AnyEventObject, expected: AnyMachineSnapshot): WalkedStep {
  const actions: WalkedStep['actions'] = [];
  const actor = createActor(machine.provide(model.inert), {
    snapshot: machine.getPersistedSnapshot(before),
    // Never advanced: delayed events arrive only as steps of the walk.
    clock: new SimulatedClock(),
    // Only the machine itself runs actions; its invoked promise actors do not.
    inspect: (inspection) => {
      if (inspection.type === '@xstate.action') actions.push(inspection.action);
    },
  });
  actor.subscribe({ error: () => undefined });
  actor.start();
  actions.length = 0;
  actor.send(event);
  const after = actor.getSnapshot();
  actor.stop();
  if (after.status === 'error') throw new Error(`${machine.id}: ${event.type} failed: ${String(after.error)}`);
  if (serializeSnapshot(after) !== serializeSnapshot(expected)) {
    throw new Error(`${machine.id}: the actor and the graph disagree after ${event.type}`);
  }
  const microsteps = takenTransitions(machine, before, event);
  const taken = microsteps.flat();
  const transitions = taken.map(transitionLabel);
  const visited = taken.flatMap((t) => [t.source.id, ...(t.target ?? []).map((s) => s.id)]);
  const { outcome, refused } = stepOutcome(before, event, microsteps[0] ?? []);
  return { before, event, after, actions, transitions, visited, outcome, refused: refused.map(transitionLabel) };
}

/**
 * Exploration of the machine where `serializeState` decides which snapshots are the same state. The
 * graph functions merge those snapshots, so a path's steps are read back from the adjacency map: each
 * step starts from the snapshot the map explored for its state, and consecutive steps agree on what
 * `serializeState` keeps.
 */
function explore(machine: AnyStateMachine, model: MachineModel, serializeState: Serialize) {
  const options = { events: eventsFor(machine, model), serializeState };
  const adjacency = getAdjacencyMap(machine, options) as Record<string, AdjacencyValue<AnyMachineSnapshot, AnyEventObject>>;
  const replayed = new Map<string, WalkedStep>();
  const step = (from: string, event: AnyEventObject): WalkedStep => {
    const eventKey = JSON.stringify(event);
    const key = `${from}|${eventKey}`;
    const known = replayed.get(key);
    if (known) return known;
    const source = adjacency[from]!;
    const next = source.transitions[eventKey as keyof typeof source.transitions]!;
    const walked = replayStep(machine, model, source.state, event, next.state);
    replayed.set(key, walked);
    return walked;
  };
  // Every path starts with an `xstate.init` step; step i is the event taken from step i - 1's state.
  const toSteps = (path: StatePath<AnyMachineSnapshot, AnyEventObject>): WalkedStep[] =>
    path.steps.slice(1).map((s, i) => step(serializeState(path.steps[i]!.state), s.event));
  return { options, adjacency, step, toSteps };
}

/** The chart's own states, data left out: simple paths are then the loop-free routes through the chart. */
const chartState: Serialize = (snapshot) => JSON.stringify(snapshot.value);

/**
 * Three walks of the machine:
 * - shortest: the shortest path to every state of the model (data included by default, so every
 *   guard's outcome is reached);
 * - transition: the shortest path to a state, then one of its events, for every state and event.
 *   Shortest and simple paths never take an edge back to a state they already went through (a
 *   logout back to disconnected), so this walk is what takes every transition;
 * - simple: every loop-free route through the chart (data left out: with it there would be tens of
 *   thousands for the session).
 */
export function walk(machine: AnyStateMachine, model: MachineModel): WalkedPath[] {
  const serializeState = model.serializeState ?? serializeSnapshot;
  const data = explore(machine, model, serializeState);
  const shortest = getShortestPaths(machine, data.options).map((path) => ({
    to: serializeState(path.state),
    steps: data.toSteps(path),
  }));
  const routeTo = new Map(shortest.map((path) => [path.to, path.steps]));
  const transitions = Object.entries(data.adjacency).flatMap(([from, { transitions: edges }]) =>
    Object.values(edges).map(({ event }) => ({ kind: 'transition' as const, steps: [...routeTo.get(from)!, data.step(from, event)] })),
  );
  const chart = explore(machine, model, chartState);
  const simple = getSimplePaths(machine, chart.options).map((path) => ({ kind: 'simple' as const, steps: chart.toSteps(path) }));
  return [...shortest.map(({ steps }) => ({ kind: 'shortest' as const, steps })), ...transitions, ...simple];
}

/** One line per path, for the QA listing: its events and the state it ends in. */
export function describePath(steps: readonly WalkedStep[]): string {
  const events = steps.map((step) => step.event.type).join(' → ');
  const last = steps.at(-1)?.after;
  return `${events || '(start)'} ⇒ ${JSON.stringify(last?.value ?? 'initial')}`;
}
