import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode } from 'xstate';
import { pathToStateValue } from 'xstate';
import { getStateNodes } from '@xstate/graph';
import { transitionLabel } from '../machines/chart/labels';

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
