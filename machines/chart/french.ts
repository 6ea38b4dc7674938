import { COMMON_EVENTS, FRENCH_LABELS, type GuardLabel, type MachineLabels } from './french-labels';
import { TRANSITION_ACTIONS } from './french-actions';

/** The French of one machine's code names; null where the catalogue has none (the labels' test lists them). */
export interface French {
  state: (path: string) => string | null;
  event: (eventType: string) => string | null;
  guard: (name: string) => GuardLabel | null;
  actor: (id: string) => string | null;
  /** An action, run on entry, on exit or by a transition. */
  effect: (name: string) => string | null;
}

const NONE: MachineLabels = { states: {} };

/** `not isOpen` reads "non : écran ouvert". */
const NEGATION = /^not (.+)$/;

export function frenchOf(machineId: string): French {
  const labels = FRENCH_LABELS[machineId] ?? NONE;
  const actor = (id: string) => labels.actors?.[id] ?? null;
  const guard = (name: string): GuardLabel | null => {
    const negated = NEGATION.exec(name);
    if (!negated) return labels.guards?.[name] ?? null;
    const inner = guard(negated[1]!);
    return inner && { label: `non : ${inner.label}`, rule: `Le contraire de : ${inner.rule}` };
  };
  const event = (eventType: string): string | null => {
    if (eventType === '') return 'aussitôt';
    const delayed = /^xstate\.after\.([^.]+)\./.exec(eventType);
    if (delayed) return labels.delays?.[delayed[1]!] ? `après ${labels.delays[delayed[1]!]}` : null;
    const settled = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
    if (settled) return actor(settled[2]!) && `${settled[1] === 'done' ? 'fin' : 'échec'} : ${actor(settled[2]!)}`;
    return labels.events?.[eventType] ?? COMMON_EVENTS[eventType] ?? null;
  };
  return {
    state: (path) => labels.states[path] ?? null,
    event,
    guard,
    actor,
    effect: (name) => labels.effects?.[name] ?? TRANSITION_ACTIONS[machineId]?.[name] ?? null,
  };
}

/**
 * Deadline settings named in the machines' texts (`ADMISSIBILITY_DAYS jours ouvrables`) replaced by the values the
 * running server uses: an analyst reads "5 jours ouvrables". A name without a value stays as it is.
 */
export function withSettings(text: string, settings: Readonly<Record<string, number>>): string {
  return text.replace(/\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g, (name) => (Object.hasOwn(settings, name) ? String(settings[name]) : name));
}
