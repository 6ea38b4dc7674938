import type { WalkedPath, WalkedStep } from './walk';

/** The columns of the QA export: one row per step of a walked path. */
export const PATH_COLUMNS = ['machine', 'path', 'step', 'from', 'event', 'guard', 'to'] as const;

/** A state value as QA reads it: the state's name, or the JSON of a nested value. */
export const stateText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** The guards of the transitions a step took, by the names the transition labels give them (`[isOpen]`). */
const guardsOf = (step: WalkedStep) => [...new Set(step.transitions.flatMap((t) => [...t.matchAll(/\[([^\]]+)\]/g)].map((m) => m[1]!)))].join(' ');

/** The machine's walked paths as export rows, paths numbered `<machine>-<n>` from 1 in walk order. */
export function pathRows(machine: string, paths: WalkedPath[]): string[][] {
  return paths.flatMap((path, index) =>
    path.steps.map((step, at) => [machine, `${machine}-${index + 1}`, String(at + 1), stateText(step.before.value), step.event.type, guardsOf(step), stateText(step.after.value)]),
  );
}
