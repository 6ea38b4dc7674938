import type { WalkedPath, WalkedStep } from '../../model-tests/walk';

/** How a server test plays a machine's walked paths on real stored records, through the API. */
export interface WalkDriver<Subject> {
  /** A new record in the machine's initial state. */
  start(): Promise<Subject>;
  /** A second record in the same stored state, for the paths that part at this point. */
  twin(subject: Subject): Promise<Subject>;
  /** Checks the record in each state it reaches, the initial one included, before the steps that leave it. */
  reached?(subject: Subject, after: WalkedStep['after']): Promise<void>;
  /**
   * Sends the step's event as the product would and checks what is stored after it. Answers false when the
   * product refuses, by a rule beyond the machine, a step the machine takes: the path stops there.
   */
  step(subject: Subject, step: WalkedStep): Promise<boolean>;
}

interface Node {
  step: WalkedStep | null;
  children: Map<string, Node>;
}

/** The paths as a tree of their steps: paths that begin with the same events share those steps. */
function treeOf(paths: readonly WalkedPath[]): Node {
  const root: Node = { step: null, children: new Map() };
  for (const path of paths) {
    let node = root;
    for (const step of path.steps) {
      const key = JSON.stringify(step.event);
      let child = node.children.get(key);
      if (!child) node.children.set(key, (child = { step, children: new Map() }));
      node = child;
    }
  }
  return root;
}

/**
 * Plays every walked path against the server, each step once per distinct prefix: a record goes down the
 * tree of paths, and a twin of it takes each further branch where paths part. Every path is so played in
 * full, its steps in order on records that reached their state the way the product did, in as many
 * requests as the tree has edges rather than as the paths have steps. Answers how many steps were played.
 */
export async function playWalks<Subject>(paths: readonly WalkedPath[], driver: WalkDriver<Subject>): Promise<number> {
  let played = 0;
  const visit = async (node: Node, subject: Subject): Promise<void> => {
    const children = [...node.children.values()];
    const subjects = [subject];
    for (let i = 1; i < children.length; i++) subjects.push(await driver.twin(subject));
    for (const [i, child] of children.entries()) {
      const went = await driver.step(subjects[i]!, child.step!);
      played += 1;
      if (!went) continue;
      await driver.reached?.(subjects[i]!, child.step!.after);
      await visit(child, subjects[i]!);
    }
  };
  const root = treeOf(paths);
  const subject = await driver.start();
  const first = root.children.values().next().value;
  if (first) await driver.reached?.(subject, first.step!.before);
  await visit(root, subject);
  return played;
}

/** How many distinct beginnings the paths have, counted apart from the tree: what playWalks must play. */
export function distinctBeginnings(paths: readonly WalkedPath[]): number {
  return new Set(paths.flatMap((path) => path.steps.map((_, i) => JSON.stringify(path.steps.slice(0, i + 1).map((s) => s.event))))).size;
}
