import type { Chart, ChartState, ChartTransition } from './describe';

/** A state node of XState's JSON configuration, as Stately Studio and `createMachine` read it. */
export interface StateNodeJson {
  id?: string;
  type?: 'parallel' | 'final' | 'history';
  initial?: string;
  description?: string;
  tags?: string[];
  entry?: string[];
  exit?: string[];
  invoke?: Array<{ id: string; src: string }>;
  on?: Record<string, TransitionJson[]>;
  always?: TransitionJson[];
  after?: Record<string, TransitionJson[]>;
  states?: Record<string, StateNodeJson>;
  meta?: { label: string };
}

export interface TransitionJson {
  target?: string[];
  guard?: string;
  actions?: string[];
  description?: string;
  meta?: { label: string; guardLabel?: string; guardRule?: string };
}

function transitionJson(t: ChartTransition): TransitionJson {
  return {
    // By id (`#dossierStatus.examination`): right from any state, whatever the nesting.
    ...(t.targets.length > 0 ? { target: t.targets.map((target) => `#${target}`) } : {}),
    ...(t.guard ? { guard: t.guard } : {}),
    ...(t.actions.length > 0 ? { actions: t.actions } : {}),
    ...(t.description ? { description: t.description } : {}),
    meta: { label: t.eventLabel, ...(t.guardLabel && t.guard !== t.guardLabel ? { guardLabel: t.guardLabel } : {}), ...(t.guardRule ? { guardRule: t.guardRule } : {}) },
  };
}

/** `xstate.after.untilWarning.idleLogout.running…` is `after: { untilWarning }` in a configuration. */
const delayOf = (eventType: string) => /^xstate\.after\.([^.]+)\./.exec(eventType)?.[1] ?? null;

/**
 * A machine as XState's JSON configuration (the `createMachine` argument, no code), which Stately Studio imports: states
 * nested by key with their ids, descriptions, tags, French labels in `meta`, guards, actions and invoked services by
 * name, targets by id. `xstate.done/error.actor.*` transitions stay under `on`, by their event names.
 */
export function toXStateJson(chart: Chart): StateNodeJson {
  const children = new Map<string | null, ChartState[]>();
  for (const state of chart.states) children.set(state.parent, [...(children.get(state.parent) ?? []), state]);
  const node = (state: ChartState): StateNodeJson => {
    const own = chart.transitions.filter((t) => t.source === state.id);
    const group = (list: ChartTransition[], key: (t: ChartTransition) => string) => {
      const grouped: Record<string, TransitionJson[]> = {};
      for (const t of list) (grouped[key(t)] ??= []).push(transitionJson(t));
      return grouped;
    };
    const on = group(own.filter((t) => t.eventType !== '' && delayOf(t.eventType) === null), (t) => t.eventType);
    const after = group(own.filter((t) => delayOf(t.eventType) !== null), (t) => delayOf(t.eventType)!);
    const always = own.filter((t) => t.eventType === '').map(transitionJson);
    const kids = children.get(state.id) ?? [];
    const effects = (kind: 'entry' | 'exit') => state.effects.filter((e) => e.kind === kind).map((e) => e.name);
    const invoked = state.effects.filter((e) => e.kind === 'invoke').map((e) => ({ id: e.name, src: e.src ?? e.name }));
    return {
      id: state.id,
      ...(state.kind === 'parallel' || state.kind === 'final' || state.kind === 'history' ? { type: state.kind } : {}),
      ...(state.kind === 'compound' ? { initial: kids.find((k) => k.initial)?.key } : {}),
      ...(state.description ? { description: state.description } : {}),
      ...(state.tags.length > 0 ? { tags: state.tags } : {}),
      ...(effects('entry').length > 0 ? { entry: effects('entry') } : {}),
      ...(effects('exit').length > 0 ? { exit: effects('exit') } : {}),
      ...(invoked.length > 0 ? { invoke: invoked } : {}),
      ...(Object.keys(on).length > 0 ? { on } : {}),
      ...(Object.keys(after).length > 0 ? { after } : {}),
      ...(always.length > 0 ? { always } : {}),
      ...(kids.length > 0 ? { states: Object.fromEntries(kids.map((kid) => [kid.key, node(kid)])) } : {}),
      ...(state.parent !== null ? { meta: { label: state.label } } : {}),
    };
  };
  return node(chart.states.find((state) => state.parent === null)!);
}
