import type { StateValue } from 'xstate';

/**
 * The two-way mapping between the status ids a table stores and a machine's top-level states: the server
 * restores a stored row's state from its status, and stores the status of the state the machine reaches.
 */
export function storedStatusMapping<Id extends number, State extends string>(machineId: string, stateById: Record<Id, State>) {
  const idByState = Object.fromEntries(Object.entries(stateById).map(([id, state]) => [state, Number(id)])) as Record<State, Id>;
  return {
    toState: (id: Id): State => stateById[id],
    /** The status id of a state value of the machine (its top-level state). */
    toStatus(value: StateValue): Id {
      const top = typeof value === 'string' ? value : Object.keys(value)[0];
      const id = idByState[top as State];
      if (id === undefined) throw new Error(`${machineId}: no status for state ${JSON.stringify(value)}`);
      return id;
    },
  };
}
