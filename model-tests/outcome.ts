import { getNextTransitions, type AnyEventObject, type AnyMachineSnapshot, type AnyTransitionDefinition } from 'xstate';

/**
 * What became of an event: `taken` (a transition took it), `refused` (some active state listens to it, but the
 * guards of all its transitions refused) or `ignored` (no active state handles it). QA tells a guard's refusal
 * from an event the state does not know.
 */
export type StepOutcome = 'taken' | 'refused' | 'ignored';

/** The outcome of `event` sent in `before`, given the transitions its own microstep took; when refused, the transitions refused. */
export function stepOutcome(
  before: AnyMachineSnapshot,
  event: AnyEventObject,
  taken: readonly AnyTransitionDefinition[],
): { outcome: StepOutcome; refused: AnyTransitionDefinition[] } {
  if (taken.length > 0) return { outcome: 'taken', refused: [] };
  const refused = getNextTransitions(before).filter((t) => t.eventType === event.type);
  return { outcome: refused.length > 0 ? 'refused' : 'ignored', refused };
}
