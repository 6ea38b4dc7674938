import type { AnyTransitionDefinition } from 'xstate';

/** `xstate.after.untilWarning.idleLogout.running...` reads better as `after untilWarning`. */
export function eventLabel(eventType: string): string {
  if (eventType === '') return 'always';
  const delayed = /^xstate\.after\.([^.]+)\./.exec(eventType);
  return delayed ? `after ${delayed[1]}` : eventType;
}

/** The name of a transition's guard (`isOpen`, `not isOpen`…), or null. */
export function guardName(t: AnyTransitionDefinition): string | null {
  const guard: unknown = t.guard;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && guard !== null && 'type' in guard) return String(guard.type);
  return null;
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
  const guard = guardName(t);
  return `${t.source.id} --${eventLabel(t.eventType)}${guard ? ` [${guard}]` : ''}${rank}--> ${targets}`;
}

/** What a drawing writes on a transition's arrow: the event, and its guard in brackets. */
export const arrowText = (t: { event: string; guard: string | null }) => (t.guard ? `${t.event} [${t.guard}]` : t.event);
