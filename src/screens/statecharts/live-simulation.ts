import { createActor, getNextTransitions, type AnyEventObject, type AnyMachineSnapshot, type AnyStateMachine, type StateValue } from 'xstate';
import { machines, type MachineName } from '../../../machines/index';
import { transitionLabel } from '../../../machines/chart/labels';
import { models } from '../../../model-tests/models';
import type { MachineModel } from '../../../model-tests/model';
import { stepOutcome, type StepOutcome } from '../../../model-tests/outcome';
import { takenTransitions } from '../../../model-tests/taken-transitions';
import { activeStateIds } from './chart-names';

/**
 * The studio's live simulator runs the real machine of machines/index.ts in the browser, its host effects inert
 * (the model tests' stand-ins: actions that do nothing, services that never answer, so no data is touched and no
 * request leaves). Loaded with the simulator only: the studio's first screen stays light.
 */
const machineOf = (name: MachineName): AnyStateMachine => machines[name];
const modelOf = (name: MachineName): MachineModel => models[name];
const provided = (name: MachineName) => machineOf(name).provide(modelOf(name).inert as never);

/** The machine's own start, or the state a real dossier is in (its value; the machine keeps no context of it). */
export function startSnapshot(name: MachineName, value?: StateValue): AnyMachineSnapshot {
  const machine = provided(name);
  if (value !== undefined) return machine.resolveState({ value } as never);
  const actor = createActor(machine);
  actor.start();
  const snapshot = actor.getSnapshot();
  actor.stop();
  return snapshot;
}

/** Ids of the states a snapshot is in, compound ones included: what the drawing marks. */
export const activeIds = (name: MachineName, snapshot: AnyMachineSnapshot) => activeStateIds(machineOf(name).id, snapshot.value);

/** The event types some active state listens to (guards aside): the simulator lists them first. */
export const listenedTypes = (snapshot: AnyMachineSnapshot) => new Set(getNextTransitions(snapshot).map((t) => t.eventType));

/**
 * Examples of an event to start its payload from: the model tests' fixtures, computed from the snapshot when they
 * depend on it (a later time); a delayed event, or an event without fixture, carries nothing.
 */
export function eventExamples(name: MachineName, snapshot: AnyMachineSnapshot, type: string): AnyEventObject[] {
  const fixture = modelOf(name).events[type];
  if (!fixture) return [{ type }];
  const examples = typeof fixture === 'function' ? fixture(snapshot) : fixture;
  return examples.length > 0 ? [...examples] : [{ type }];
}

/** One event sent: the snapshot it led to, and the transitions it took or its guards refused (by their chart ids). */
export interface LiveStep {
  after: AnyMachineSnapshot;
  outcome: StepOutcome;
  taken: string[];
  refused: string[];
  /** The machine's own failure (an event it could not process), in its words. */
  error: string | null;
}

/**
 * Sends one event to a real actor restored at `before`, stopped at once: the timers of its delayed transitions
 * never fire (delayed events are sent by hand).
 */
export function sendEvent(name: MachineName, before: AnyMachineSnapshot, event: AnyEventObject): LiveStep {
  const machine = provided(name);
  const actor = createActor(machine, { snapshot: machine.getPersistedSnapshot(before) });
  actor.subscribe({ error: () => undefined });
  actor.start();
  actor.send(event);
  const after = actor.getSnapshot();
  actor.stop();
  if (after.status === 'error') return { after: before, outcome: 'ignored', taken: [], refused: [], error: String(after.error) };
  const microsteps = takenTransitions(machine, before, event);
  const { outcome, refused } = stepOutcome(before, event, microsteps[0] ?? []);
  return { after, outcome, taken: microsteps.flat().map(transitionLabel), refused: refused.map(transitionLabel), error: null };
}
