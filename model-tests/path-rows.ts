import type { AnyEventObject } from 'xstate';
import { canonicalJson, keyedPaths } from './path-id';
import { effects } from './steps';
import type { WalkedPath, WalkedStep } from './walk';

/** The columns of the QA export: one row per step of a walked path. */
export const PATH_COLUMNS = ['machine', 'path', 'kind', 'step', 'from', 'event', 'payload', 'outcome', 'guard', 'to', 'effects'] as const;

/** A state value as QA reads it: the state's name, or the JSON of a nested value. */
export const stateText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** What the event carries besides its type, as JSON with sorted keys; empty when nothing. */
export function payloadText(event: AnyEventObject): string {
  const { type: _type, ...payload } = event;
  return Object.keys(payload).length === 0 ? '' : canonicalJson(payload);
}

/** Guard names in transition labels (`[isOpen]`), each once. */
const guardsIn = (labels: readonly string[]) => [...new Set(labels.flatMap((t) => [...t.matchAll(/\[([^\]]+)\]/g)].map((m) => m[1]!)))].join(' ');

/** The guards that decided the step: those of the transitions it took, or, refused, those that refused it. */
const guardsOf = (step: WalkedStep) => guardsIn(step.outcome === 'refused' ? step.refused : step.transitions);

/** The machine's walked paths as export rows, each path under its content id (see pathId), its kinds space-separated. */
export function pathRows(machine: string, paths: readonly WalkedPath[]): string[][] {
  return keyedPaths(machine, paths).flatMap((path) =>
    path.steps.map((step, at) => [
      machine,
      path.id,
      path.kinds.join(' '),
      String(at + 1),
      stateText(step.before.value),
      step.event.type,
      payloadText(step.event),
      step.outcome,
      guardsOf(step),
      stateText(step.after.value),
      effects(step).join(' '),
    ]),
  );
}
