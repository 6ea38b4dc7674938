import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { eventLabel, guardName, transitionLabel } from './labels';

/** A state of a chart, as the studio draws it and the analysts read it. */
export interface ChartState {
  /** XState's id (`dossierStatus.introduction.encoding`). */
  id: string;
  key: string;
  parent: string | null;
  kind: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  /** Entered first when its parent is entered. */
  initial: boolean;
  description: string;
  tags: string[];
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
  guard: string | null;
  actions: string[];
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

/** The named actions a transition runs (the drawing's `/ action`); XState's own assign and raise stay unnamed. */
function actionNames(t: AnyTransitionDefinition): string[] {
  return t.actions.flatMap((action: unknown) => {
    const type = typeof action === 'string' ? action : typeof action === 'object' && action !== null && 'type' in action ? String(action.type) : null;
    return type && !type.startsWith('xstate.') ? [type] : [];
  });
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
  // The machine itself is the outermost state: its own transitions (the session's LOGOUT…) leave its box.
  const states = nodes.map(
    (node): ChartState => ({
      id: node.id,
      key: node.key,
      parent: node.parent?.id ?? null,
      kind: kindOf(node),
      initial: node.parent?.type === 'compound' && node.parent.initial.target.includes(node),
      description: node.description ?? '',
      tags: [...node.tags],
    }),
  );
  const transitions = nodes.flatMap((node) =>
    [...[...node.transitions.values()].flat(), ...(node.always ?? [])].map(
      (t): ChartTransition => ({
        id: transitionLabel(t),
        source: t.source.id,
        targets: (t.target ?? []).map((target) => target.id),
        eventType: t.eventType,
        event: eventLabel(t.eventType),
        guard: guardName(t),
        actions: actionNames(t),
        description: t.description ?? '',
      }),
    ),
  );
  return { id: machine.id, description: machine.root.description ?? '', states, transitions };
}
