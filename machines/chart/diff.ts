import type { Chart, ChartEffect, ChartState, ChartTransition } from './describe';

/** One line of a review: a state or a transition added, removed or changed between two versions of a machine. */
export interface ChartChange {
  change: 'added' | 'removed' | 'changed';
  part: 'state' | 'transition';
  /** The state's id, or the transition's source, event and guard (what an analyst recognises it by). */
  key: string;
  before: string | null;
  after: string | null;
  /** For a change: what differs (`target`, `actions`, `description`, `rule`, `kind`, `effects`). */
  fields: string[];
}

/** A transition is the same rule while it leaves the same state on the same event under the same guard. */
const transitionKey = (t: ChartTransition) => `${t.source} ${t.eventType}${t.guard ? ` [${t.guard}]` : ''}`;

// What a review line reads, in French (states by their names, actions and effects by their labels): an analyst approves
// a release without reading code. Each side is read in its own version's names.
const KIND: Record<ChartState['kind'], string> = { atomic: 'état simple', compound: 'état composé', parallel: 'état parallèle', final: 'état final', history: 'historique' };
const EFFECT: Record<ChartEffect['kind'], string> = { entry: 'entrée', exit: 'sortie', invoke: 'service' };

/** A state's name in a version: its path of French names below the machine ("6 · Prestation confirmée › Rapport en cours"). */
function stateName(chart: Chart, id: string): string {
  const byId = new Map(chart.states.map((s) => [s.id, s]));
  const path: string[] = [];
  for (let state = byId.get(id); state?.parent; state = byId.get(state.parent)) path.unshift(state.label);
  return path.join(' › ') || id;
}

const transitionText = (chart: Chart) => (t: ChartTransition) =>
  `→ ${t.targets.map((id) => stateName(chart, id)).join(', ') || '(reste)'}${t.actionLabels.length > 0 ? ` / ${t.actionLabels.join(', ')}` : ''}`;
const stateText = (s: ChartState) => `${KIND[s.kind]}${s.effects.length > 0 ? ` (${s.effects.map((e) => `${EFFECT[e.kind]} : ${e.label}`).join(', ')})` : ''}`;

function compare<T>(
  before: T[],
  after: T[],
  key: (item: T) => string,
  fieldsOf: (a: T, b: T) => string[],
  [textBefore, textAfter]: [(item: T) => string, (item: T) => string],
  part: ChartChange['part'],
): ChartChange[] {
  // Several transitions may share a key (guarded branches of one event): they pair in their order.
  const group = (items: T[]) => {
    const map = new Map<string, T[]>();
    for (const item of items) map.set(key(item), [...(map.get(key(item)) ?? []), item]);
    return map;
  };
  const old = group(before);
  const now = group(after);
  const changes: ChartChange[] = [];
  for (const k of new Set([...old.keys(), ...now.keys()])) {
    const a = old.get(k) ?? [];
    const b = now.get(k) ?? [];
    for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
      const x = a[i];
      const y = b[i];
      if (x === undefined) changes.push({ change: 'added', part, key: k, before: null, after: textAfter(y!), fields: [] });
      else if (y === undefined) changes.push({ change: 'removed', part, key: k, before: textBefore(x), after: null, fields: [] });
      else {
        const fields = fieldsOf(x, y);
        if (fields.length > 0) changes.push({ change: 'changed', part, key: k, before: textBefore(x), after: textAfter(y), fields });
      }
    }
  }
  return changes;
}

const differs = (a: unknown, b: unknown) => JSON.stringify(a) !== JSON.stringify(b);

/**
 * What changed in a machine between two versions (an earlier export and this build), as a relation: states and
 * transitions added, removed, or changed in their target, actions, guard's rule, description, kind or effects. An
 * analyst approves a release from it; a rule changed in French only (its description) shows too.
 */
export function diffCharts(before: Chart, after: Chart): ChartChange[] {
  const states = compare(
    before.states,
    after.states,
    (s) => s.id,
    (a, b) =>
      [
        a.kind !== b.kind ? 'kind' : null,
        differs(a.effects.map((e) => [e.kind, e.name]), b.effects.map((e) => [e.kind, e.name])) ? 'effects' : null,
        a.description !== b.description ? 'description' : null,
      ].filter((f): f is string => f !== null),
    [stateText, stateText],
    'state',
  );
  const transitions = compare(
    before.transitions,
    after.transitions,
    transitionKey,
    (a, b) =>
      [
        differs(a.targets, b.targets) ? 'target' : null,
        differs(a.actions, b.actions) ? 'actions' : null,
        a.guardRule !== b.guardRule ? 'rule' : null,
        a.description !== b.description ? 'description' : null,
      ].filter((f): f is string => f !== null),
    [transitionText(before), transitionText(after)],
    'transition',
  );
  return [...states, ...transitions];
}
