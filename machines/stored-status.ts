import { transition, type AnyMachineSnapshot, type AnyStateMachine, type EventFromLogic, type SnapshotFrom, type StateValue } from 'xstate';

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

/**
 * A machine whose whole state is one stored status (a link, a label, a labellisation request): the mapping,
 * the snapshot of a stored status, and where an event leads it with the actions the machine names on the way
 * (null when the machine refuses the event).
 */
export function storedStatusMachine<TMachine extends AnyStateMachine, Id extends number, State extends string>(machine: TMachine, stateById: Record<Id, State>) {
  const mapping = storedStatusMapping<Id, State>(machine.id, stateById);
  // These machines hold no context: the stored status is their whole state.
  const resolve = (id: Id): AnyMachineSnapshot => (machine as AnyStateMachine).resolveState({ value: mapping.toState(id) } as never);
  return {
    ...mapping,
    restore: (id: Id) => resolve(id) as SnapshotFrom<TMachine>,
    next(id: Id, event: EventFromLogic<TMachine>): { statut: Id; actions: string[] } | null {
      const snapshot = resolve(id);
      if (!snapshot.can(event)) return null;
      const [after, actions] = transition(machine as AnyStateMachine, snapshot, event);
      return { statut: mapping.toStatus(after.value), actions: actions.map((action) => action.type) };
    },
  };
}
