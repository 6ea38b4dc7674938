import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { frenchOf, type French } from './french';
import { eventLabel, guardName, transitionLabel } from './labels';

/** What a state does on its own: an action on entry or on exit, or a service invoked while it is active. */
export interface ChartEffect {
  kind: 'entry' | 'exit' | 'invoke';
  /** The action's or the service's code name (an invoked service's id). */
  name: string;
  /** An invoked service's implementation, by name (`swapDroit`), when it is one. */
  src?: string;
  label: string;
}

/** A state of a chart, as the studio draws it and the analysts read it. */
export interface ChartState {
  /** XState's id (`dossierStatus.introduction.encoding`). */
  id: string;
  key: string;
  /** The short French name drawn on its box (machines/chart/french-labels.ts); the key where none is written. */
  label: string;
  parent: string | null;
  kind: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  /** Entered first when its parent is entered. */
  initial: boolean;
  description: string;
  tags: string[];
  effects: ChartEffect[];
}

/** A transition of a chart: one per declared transition (eventless and delayed ones included). */
export interface ChartTransition {
  /** Stable label (machines/chart/labels.ts), shared with the model tests' coverage. */
  id: string;
  source: string;
  /** No target: the transition runs its actions and stays. */
  targets: string[];
  eventType: string;
  /** What the drawing writes on the arrow: the event, or `after <delay>` / `always`. */
  event: string;
  /** The event in French ("déclarer recevable", "après 5 minutes de plus"). */
  eventLabel: string;
  guard: string | null;
  /** The guard in French: a short label for the arrow and the business rule it checks. */
  guardLabel: string | null;
  guardRule: string | null;
  actions: string[];
  /** The actions in French, in the same order. */
  actionLabels: string[];
  description: string;
}

export interface Chart {
  id: string;
  description: string;
  states: ChartState[];
  transitions: ChartTransition[];
}

function kindOf(node: AnyStateNode): ChartState['kind'] {
  if (node.type === 'final' || node.type === 'history' || node.type === 'parallel') return node.type;
  return node.type === 'compound' ? 'compound' : 'atomic';
}

const typeOf = (action: unknown) =>
  typeof action === 'string' ? action : typeof action === 'object' && action !== null && 'type' in action ? String(action.type) : null;

/** The named actions a transition runs (the drawing's `/ action`); XState's own assign and raise stay unnamed. */
function actionNames(t: AnyTransitionDefinition): string[] {
  return t.actions.flatMap((action: unknown) => {
    const type = typeOf(action);
    return type && !type.startsWith('xstate.') ? [type] : [];
  });
}

function effectsOf(node: AnyStateNode, french: French): ChartEffect[] {
  const actions = (kind: 'entry' | 'exit', list: unknown[]) =>
    list.flatMap((action): ChartEffect[] => {
      const name = typeOf(action);
      return name && !name.startsWith('xstate.') ? [{ kind, name, label: french.effect(name) ?? name }] : [];
    });
  const invoked = node.invoke.map(
    (invoke): ChartEffect => ({ kind: 'invoke', name: invoke.id, ...(typeof invoke.src === 'string' ? { src: invoke.src } : {}), label: french.actor(invoke.id) ?? invoke.id }),
  );
  return [...actions('entry', node.entry), ...invoked, ...actions('exit', node.exit)];
}

function* descendants(node: AnyStateNode): Generator<AnyStateNode> {
  for (const child of Object.values(node.states)) {
    yield child;
    yield* descendants(child);
  }
}

/** The machine as data: every state and transition with its French description, from XState's own state nodes. */
export function describeMachine(machine: AnyStateMachine): Chart {
  const nodes = [machine.root, ...descendants(machine.root)];
  const french = frenchOf(machine.id);
  // The machine itself is the outermost state: its own transitions (the session's LOGOUT…) leave its box.
  const states = nodes.map(
    (node): ChartState => ({
      id: node.id,
      key: node.key,
      label: french.state(node.path.join('.')) ?? node.key,
      parent: node.parent?.id ?? null,
      kind: kindOf(node),
      initial: node.parent?.type === 'compound' && node.parent.initial.target.includes(node),
      description: node.description ?? '',
      tags: [...node.tags],
      effects: effectsOf(node, french),
    }),
  );
  const transitions = nodes.flatMap((node) =>
    [...[...node.transitions.values()].flat(), ...(node.always ?? [])].map((t): ChartTransition => {
      const guard = guardName(t);
      const guardFrench = guard ? french.guard(guard) : null;
      return {
        id: transitionLabel(t),
        source: t.source.id,
        targets: (t.target ?? []).map((target) => target.id),
        eventType: t.eventType,
        event: eventLabel(t.eventType),
        eventLabel: french.event(t.eventType) ?? eventLabel(t.eventType),
        guard,
        guardLabel: guardFrench?.label ?? guard,
        guardRule: guardFrench?.rule ?? null,
        actions: actionNames(t),
        actionLabels: actionNames(t).map((action) => french.effect(action) ?? action),
        description: t.description ?? '',
      };
    }),
  );
  return { id: machine.id, description: machine.root.description ?? '', states, transitions };
}
