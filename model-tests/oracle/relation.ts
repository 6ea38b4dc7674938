import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition, StateValue } from 'xstate';

/**
 * A machine's transition relation, read from its state nodes, in the oracle tables' terms: for every leaf
 * state, every transition it answers (its own and those of its ancestors, nearest first, up to the first
 * unguarded one for an event, after which the others can never fire), with the leaf it leads to and the
 * named effects it runs (exit, transition, then entry actions). Eventless transitions are listed under the
 * event `always`, delayed ones under XState's `xstate.after.<delay>.<state>`.
 */
export interface MachineTransition {
  from: string;
  event: string;
  guard: string | null;
  to: string;
  effects: string[];
  /** The state that declares it: an ancestor of `from` for an inherited transition. */
  declaredBy: string;
}

/** The leaf's path inside the machine: `introduction.encoding`. */
export const pathOf = (node: AnyStateNode): string => node.path.join('.');

function ancestry(node: AnyStateNode): AnyStateNode[] {
  const chain: AnyStateNode[] = [];
  for (let current: AnyStateNode | undefined = node; current; current = current.parent) chain.push(current);
  return chain;
}

function leavesOf(node: AnyStateNode): AnyStateNode[] {
  const children = Object.values(node.states) as AnyStateNode[];
  return children.length === 0 ? [node] : children.flatMap(leavesOf);
}

/** Where entering a node ends: its initial child, down to a leaf. */
function initialLeaf(node: AnyStateNode): AnyStateNode {
  let current = node;
  while (current.type === 'compound') current = current.initial.target[0] as AnyStateNode;
  return current;
}

function nameOf(item: unknown): string | null {
  if (typeof item === 'string') return item;
  if (typeof item === 'object' && item !== null && 'type' in item) return String((item as { type: unknown }).type);
  return null;
}

function namedActions(actions: readonly unknown[]): string[] {
  return actions.map(nameOf).filter((name): name is string => name !== null && !name.startsWith('xstate.'));
}

const isAncestorOf = (ancestor: AnyStateNode, node: AnyStateNode) => ancestry(node).slice(1).includes(ancestor);

/** The state a transition neither exits nor enters (XState v5: a source containing its target is not re-entered unless `reenter`). */
function domainOf(transition: AnyTransitionDefinition, target: AnyStateNode): AnyStateNode {
  const source = transition.source;
  if (!transition.reenter && (source === target || isAncestorOf(source, target))) return source;
  const targetChain = ancestry(target);
  return ancestry(source)
    .slice(1)
    .find((node) => targetChain.includes(node))!;
}

function effectsOf(leaf: AnyStateNode, transition: AnyTransitionDefinition): { to: AnyStateNode; effects: string[] } {
  const own = namedActions(transition.actions);
  const target = transition.target?.[0] as AnyStateNode | undefined;
  if (!target) return { to: leaf, effects: own };
  const to = initialLeaf(target);
  const domain = domainOf(transition, target);
  const exited = ancestry(leaf).slice(0, ancestry(leaf).indexOf(domain));
  const entered = ancestry(to).slice(0, ancestry(to).indexOf(domain)).reverse();
  return {
    to,
    effects: [...exited.flatMap((node) => namedActions(node.exit)), ...own, ...entered.flatMap((node) => namedActions(node.entry))],
  };
}

/** Every transition of the machine, leaf by leaf, inherited ones included. */
export function transitionRelation(machine: AnyStateMachine): MachineTransition[] {
  return leavesOf(machine.root).flatMap((leaf) => {
    const shadowed = new Set<string>();
    return ancestry(leaf).flatMap((node) =>
      [...node.transitions.entries(), ['always', node.always ?? []] as const].flatMap(([event, transitions]) => {
        if (shadowed.has(event)) return [];
        const rows: MachineTransition[] = [];
        for (const transition of transitions) {
          const { to, effects } = effectsOf(leaf, transition);
          const guard = transition.guard ? nameOf(transition.guard) ?? 'anonymous' : null;
          rows.push({ from: pathOf(leaf), event, guard, to: pathOf(to), effects, declaredBy: pathOf(node) || '(machine)' });
          if (!transition.guard) {
            shadowed.add(event);
            break;
          }
        }
        return rows;
      }),
    );
  });
}

/** The machine's leaf states, its initial leaf and its final states, as the tables list them. */
export function statesOf(machine: AnyStateMachine): { states: string[]; initial: string; finals: string[] } {
  const leaves = leavesOf(machine.root);
  return {
    states: leaves.map(pathOf),
    initial: pathOf(initialLeaf(machine.root)),
    finals: leaves.filter((leaf) => leaf.type === 'final').map(pathOf),
  };
}

/** The leaf state a snapshot's value names (the tables' `from` and `to`): `{ introduction: 'encoding' }` is `introduction.encoding`. */
export function leafOf({ value }: { value: StateValue }): string {
  if (typeof value === 'string') return value;
  const [key, child] = Object.entries(value)[0]!;
  return child === undefined ? key : `${key}.${leafOf({ value: child })}`;
}

/** The state value of a leaf path, to restore a machine in that leaf. */
export function valueOf(path: string): StateValue {
  return path
    .split('.')
    .reduceRight<StateValue>((child, key, index, keys) => (index === keys.length - 1 ? key : { [key]: child }), '');
}
