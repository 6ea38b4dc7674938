import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine, EventFromLogic, EventObject, SnapshotFrom } from 'xstate';

/** Events of one type to try: fixed ones, or ones computed from the snapshot they are sent in (a later time). */
export type Fixture<TSnapshot, TEvent> = readonly TEvent[] | ((snapshot: TSnapshot) => readonly TEvent[]);

/**
 * Fixtures keyed by event type, checked with `satisfies`: a new event of the machine fails compilation
 * until it has one. `TActorEvent` adds the done/error events of the machine's invoked actors, whose
 * output a transition reads. Delayed (`xstate.after.*`) events carry nothing and need none.
 */
export type EventFixtures<TMachine extends AnyStateMachine, TActorEvent extends EventObject = never> = {
  [K in (EventFromLogic<TMachine> | TActorEvent)['type']]: Fixture<
    SnapshotFrom<TMachine>,
    Extract<EventFromLogic<TMachine> | TActorEvent, { type: K }>
  >;
};

/** What the harness needs to walk one machine of machines/index.ts. */
export interface MachineModel {
  events: Record<string, Fixture<AnyMachineSnapshot, AnyEventObject>>;
  /**
   * Stand-ins for the host effects during the replay of each path: actions that do nothing and actors
   * that never settle (their done/error events come from the path itself).
   */
  inert: object;
  /** Which snapshots count as the same state in the shortest-path walk; value and context when absent. */
  serializeState?: (snapshot: AnyMachineSnapshot) => string;
}
