import {
  createMachine,
  getMicrosteps,
  getNextTransitions,
  getStateNodes,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyTransitionDefinition,
} from 'xstate';

const probes = new WeakMap<AnyTransitionDefinition, Map<string, AnyStateMachine>>();

/**
 * A machine whose only transition carries `t`'s guard, with the implementations of `t`'s machine: XState
 * itself then evaluates the guard, named, parameterised, inline or `and`/`or`/`not` alike, through its public
 * API. (A `stateIn` guard would read the probe's state; no machine of ours uses one.)
 */
function probeOf(t: AnyTransitionDefinition, eventType: string): AnyStateMachine {
  const byEvent = probes.get(t) ?? new Map<string, AnyStateMachine>();
  probes.set(t, byEvent);
  let probe = byEvent.get(eventType);
  if (!probe) {
    probe = createMachine({
      initial: 'asking',
      states: { asking: { on: { [eventType]: { guard: t.guard as never, target: 'held' } } }, held: {} },
    }).provide({ guards: t.source.machine.implementations.guards });
    byEvent.set(eventType, probe);
  }
  return probe;
}

/** Whether `t`'s guard holds in `snapshot` for `event` (an eventless transition reads the event of its macrostep). */
function guardHolds(t: AnyTransitionDefinition, snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean {
  if (t.guard === undefined) return true;
  const probe = probeOf(t, event.type);
  const asked = probe.resolveState({ value: 'asking', context: snapshot.context });
  return getMicrosteps(probe, asked, event).some(([step]) => step.value === 'held');
}

/**
 * The transitions XState selects in `snapshot`: for each active atomic state in document order, from the state
 * up through its ancestors, the first candidate of the first state that has one whose guard holds. `eventType`
 * is '' for eventless transitions. (No machine of ours has parallel states, whose conflicts this ignores, nor
 * wildcard event descriptors, which this does not match.)
 */
function selected(snapshot: AnyMachineSnapshot, event: AnyEventObject, eventType: string): AnyTransitionDefinition[] {
  const candidates = getNextTransitions(snapshot).filter((t) => t.eventType === eventType);
  const atomic = getStateNodes(snapshot.machine.root, snapshot.value).filter((node) => node.type === 'atomic' || node.type === 'final');
  const taken = new Set<AnyTransitionDefinition>();
  for (const state of atomic) {
    for (let node: typeof state | undefined = state; node; node = node.parent) {
      const chosen = candidates.find((t) => t.source === node && guardHolds(t, snapshot, event));
      if (chosen) {
        taken.add(chosen);
        break;
      }
    }
  }
  return [...taken];
}

const activeNodes = (snapshot: AnyMachineSnapshot) => getStateNodes(snapshot.machine.root, snapshot.value);

/** Whether every state `t` targets is active right after its microstep. */
const entered = (t: AnyTransitionDefinition, after: AnyMachineSnapshot) => (t.target ?? []).every((target) => activeNodes(after).includes(target));

/**
 * The events XState queues itself when a microstep enters a final state inside a compound one (the root's
 * final states end the machine instead). Their `output` is left out: no guard of ours reads it. (Parallel
 * parents, which would add their own done event, are absent from our machines.)
 */
const doneEvents = (before: AnyMachineSnapshot, after: AnyMachineSnapshot): AnyEventObject[] =>
  activeNodes(after)
    .filter((node) => node.type === 'final' && node.parent?.parent !== undefined && !activeNodes(before).includes(node))
    .map((node) => ({ type: `xstate.done.state.${node.parent!.id}` }));

/**
 * The transition definitions `event` takes from `before`, one list per microstep, in XState's order: the
 * event's own; then while some are enabled the eventless ones, which read the last event processed; then the
 * next event XState queued itself. Found through XState's public API (`getMicrosteps`, `getNextTransitions`,
 * the machine's guard implementations), and checked against the microsteps XState computes: their number, and
 * the states each entered. Not for `xstate.init`, which has no snapshot before it.
 */
export function takenTransitions(machine: AnyStateMachine, before: AnyMachineSnapshot, event: AnyEventObject): AnyTransitionDefinition[][] {
  const disagree = (what: string) => new Error(`${machine.id}: ${event.type} ${what} than this reading of the chart expects`);
  const queued: AnyEventObject[] = [];
  let snapshot = before;
  let current = event;
  const taken = getMicrosteps(machine, before, event).map(([after], index) => {
    let transitions = index === 0 ? selected(snapshot, event, event.type) : selected(snapshot, current, '');
    if (transitions.length === 0 && index > 0) {
      const next = queued.shift();
      if (!next) throw disagree('takes more microsteps');
      current = next;
      transitions = selected(snapshot, current, current.type);
    }
    if (!transitions.every((t) => entered(t, after))) throw disagree(`enters other states at microstep ${index + 1}`);
    queued.push(...doneEvents(snapshot, after));
    snapshot = after;
    return transitions;
  });
  if (snapshot.status === 'active' && (queued.length > 0 || selected(snapshot, current, '').length > 0)) throw disagree('takes fewer microsteps');
  return taken;
}
