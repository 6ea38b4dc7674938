import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { pathToStateValue } from 'xstate';
import { getStateNodes } from 'xstate/graph';

/** `xstate.after.untilWarning.idleLogout.running...` reads better as `after untilWarning`. */
function eventLabel(eventType: string): string {
  if (eventType === '') return 'always';
  const delayed = /^xstate\.after\.([^.]+)\./.exec(eventType);
  return delayed ? `after ${delayed[1]}` : eventType;
}

function guardLabel(t: AnyTransitionDefinition): string {
  const guard: unknown = t.guard;
  if (typeof guard === 'string') return ` [${guard}]`;
  if (typeof guard === 'object' && guard !== null && 'type' in guard) return ` [${String(guard.type)}]`;
  return '';
}

/**
 * A readable, stable name of a transition of the machine's config: source, event, guard, targets and
 * its rank among the transitions of that source for that event. Stable across `machine.provide()`,
 * which rebuilds the state nodes.
 */
export function transitionLabel(t: AnyTransitionDefinition): string {
  const siblings = t.eventType === '' ? (t.source.always ?? []) : (t.source.transitions.get(t.eventType) ?? []);
  const rank = siblings.length > 1 ? ` #${siblings.indexOf(t) + 1}` : '';
  const targets = t.target?.map((target) => target.id).join(', ') ?? '(stays)';
  return `${t.source.id} --${eventLabel(t.eventType)}${guardLabel(t)}${rank}--> ${targets}`;
}

function allStateNodes(machine: AnyStateMachine): AnyStateNode[] {
  return [machine.root, ...getStateNodes(machine.root)];
}

/** Every transition the machine's config declares, eventless and delayed ones included. */
export function allTransitions(machine: AnyStateMachine): string[] {
  return allStateNodes(machine).flatMap((node) =>
    [...[...node.transitions.values()].flat(), ...(node.always ?? [])].map(transitionLabel),
  );
}

/** Every state of the machine, by id. */
export function allStates(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root).map((node) => node.id);
}

/** Ids of the states a snapshot is in, compound and parallel ones included. */
export function activeStates(machine: AnyStateMachine, snapshot: AnyMachineSnapshot): string[] {
  return getStateNodes(machine.root)
    .filter((node) => snapshot.matches(pathToStateValue(node.path)))
    .map((node) => node.id);
}

/** Every event type some state of the machine listens to (done, error and delayed events included). */
export function allEventTypes(machine: AnyStateMachine): string[] {
  return [...new Set(allStateNodes(machine).flatMap((node) => [...node.transitions.keys()]))];
}
