import type { Chart, ChartState } from './describe';
import { arrowText } from './labels';

/** Mermaid's ids are plain words: a state's XState id with its dots as underscores (checked unique below). */
export const mermaidId = (stateId: string) => stateId.replace(/[^A-Za-z0-9]/g, '_');

/** A label as Mermaid reads it: its statement separator and entity mark written as entities, on one line. */
const label = (text: string) => text.replace(/#/g, '#35;').replace(/;/g, '#59;').replace(/"/g, '#quot;').replace(/\s+/g, ' ');

/**
 * A machine as a Mermaid `stateDiagram-v2` (https://mermaid.js.org/syntax/stateDiagram.html), which Markdown viewers
 * and wikis draw: every state by its French label (its id derived from XState's), nested states as composite
 * blocks, each level's initial state from `[*]`, final states to `[*]`, parallel regions split by `--`, and every
 * transition (one arrow per target, a transition that stays as a loop) labelled with its French event and guard.
 * The arrows come last, at the top level, once every state is declared in its block: our charts have arrows between
 * states of two blocks (a sub-state leaving its parent), which Mermaid's documentation does not promise to draw.
 */
export function toMermaid(chart: Chart): string {
  const ids = new Set(chart.states.map((state) => mermaidId(state.id)));
  if (ids.size !== chart.states.length) throw new Error(`${chart.id}: two states share a Mermaid id`);
  const children = new Map<string | null, ChartState[]>();
  for (const state of chart.states) children.set(state.parent, [...(children.get(state.parent) ?? []), state]);
  // Every state is declared in its parent's block (its French name in the colon form: Mermaid refuses a named
  // composite's "state … as … {") before any arrow names it, so that no arrow creates a state in the wrong block.
  const declare = (state: ChartState, indent: string): string[] => {
    const named = `${indent}${mermaidId(state.id)} : ${label(state.label)}`;
    const ends = state.kind === 'final' ? [`${indent}${mermaidId(state.id)} --> [*]`] : [];
    const inner = children.get(state.id) ?? [];
    if (inner.length === 0) return [named, ...ends];
    const initial = inner.find((child) => child.initial);
    const regions = inner.map((child) => declare(child, `${indent}  `));
    // A parallel state's children are its regions, which Mermaid separates by `--`.
    const body = state.kind === 'parallel' ? regions.flatMap((region, index) => (index === 0 ? region : [`${indent}  --`, ...region])) : regions.flat();
    return [`${indent}state ${mermaidId(state.id)} {`, ...(initial && state.kind !== 'parallel' ? [`${indent}  [*] --> ${mermaidId(initial.id)}`] : []), ...body, `${indent}}`, named, ...ends];
  };
  const arrows = chart.transitions.flatMap((t) =>
    (t.targets.length > 0 ? t.targets : [t.source]).map((target) => `  ${mermaidId(t.source)} --> ${mermaidId(target)} : ${label(arrowText({ event: t.eventLabel, guard: t.guardLabel }))}`),
  );
  const root = chart.states.find((state) => state.parent === null)!;
  return `${['stateDiagram-v2', `  [*] --> ${mermaidId(root.id)}`, ...declare(root, '  '), ...arrows].join('\n')}\n`;
}
