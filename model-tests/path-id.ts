import { createHash } from 'node:crypto';
import type { AnyEventObject } from 'xstate';
import type { WalkedPath, WalkedStep } from './walk';

/** An object with its keys sorted; an error as its name and message, which JSON would drop. */
function canonical(field: unknown): unknown {
  if (field instanceof Error) return { message: field.message, name: field.name };
  if (field === null || typeof field !== 'object' || Array.isArray(field)) return field;
  return Object.fromEntries(Object.entries(field).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** JSON with every object's keys sorted: a payload gives the same text whatever the order of its fields. */
export const canonicalJson = (value: unknown): string => JSON.stringify(value, (_key, field: unknown) => canonical(field));

/**
 * A path's id from its content only, the machine's name and its events with their payloads in order (`session-3f9a0c2b1e`):
 * adding a transition elsewhere or reordering a state's events leaves it unchanged, so QA can key test cases on it.
 */
export function pathId(machine: string, events: readonly AnyEventObject[]): string {
  return `${machine}-${createHash('sha256').update(canonicalJson([machine, events])).digest('hex').slice(0, 10)}`;
}

/** A path as QA keys on it: its id, the walks that found it, its steps. */
export interface KeyedPath {
  id: string;
  kinds: Array<WalkedPath['kind']>;
  steps: WalkedStep[];
}

/** The walked paths by id, in walk order: the same events found by several walks are one path, its kinds listed. */
export function keyedPaths(machine: string, paths: readonly WalkedPath[]): KeyedPath[] {
  const byId = new Map<string, KeyedPath & { events: string }>();
  for (const path of paths) {
    const eventList = path.steps.map((step) => step.event);
    const events = canonicalJson(eventList);
    const id = pathId(machine, eventList);
    const known = byId.get(id);
    if (!known) byId.set(id, { id, kinds: [path.kind], steps: path.steps, events });
    else if (known.events !== events) throw new Error(`${id}: two paths share this id, lengthen the hash`);
    else if (!known.kinds.includes(path.kind)) known.kinds.push(path.kind);
  }
  return [...byId.values()].map(({ id, kinds, steps }) => ({ id, kinds, steps }));
}
