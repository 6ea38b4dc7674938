import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';

/**
 * Whether the snapshot takes the event: the machine's own transition data, guards included. `snapshot.can`
 * answers false for a transition with neither target nor action (one that only answers a question, such as
 * "may this screen open"), so those are asked this way.
 */
export function takesTransition(snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean {
  return snapshot.machine.getTransitionData(snapshot, event).length > 0;
}
