import { initialTransition, transition, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import type { ReplayProblem } from './dossierStatus.replay';
import { storedStatusMapping } from './stored-status';

/** A history row of a lifecycle whose whole state is one stored status: what happened, from which status to which. */
export interface StoredStatusChange {
  event: string;
  fromStatut: number | null;
  toStatut: number;
}

/** A lifecycle the audit replays: its machine, the state of each stored status, their French names, and how the report names the entity. */
export interface StoredLifecycle {
  machine: AnyStateMachine;
  stateById: Record<number, string>;
  labels: Record<number, string>;
  /** The entity in a French sentence: « la demande », « le lien »… */
  noun: string;
  /**
   * States that store no status of their own (a deleted link): the status their row keeps, or `kept` for the one it
   * had before.
   */
  storedAs?: Record<string, number | 'kept'>;
}

/**
 * The machine with every guard passed. These machines' guards read who sent the event (checked apart, with the
 * author's rights) or a day the history does not keep (the expiry's): the lifecycle is judged without them.
 */
function withoutGuards(machine: AnyStateMachine): AnyStateMachine {
  const guards = Object.fromEntries(Object.keys(machine.implementations.guards).map((name) => [name, () => true]));
  return machine.provide({ guards });
}

/**
 * Replays one entity's history through its machine: a row without a from status, or a first row that is no event of
 * the machine, is its creation and starts the replay at the status it records; each row that is an event of the machine must start from
 * the status reached, be accepted there and lead to the status it records; other rows (additions, deletions the
 * machine does not know) must keep the status; the replay must end on the stored status. After a row it cannot
 * follow, the replay resumes from the status the row recorded, so that one damage is reported once.
 */
export function replayStoredHistory(lifecycle: StoredLifecycle, rows: StoredStatusChange[], storedStatut: number): ReplayProblem[] {
  const { labels, noun } = lifecycle;
  const machine = withoutGuards(lifecycle.machine);
  const mapping = storedStatusMapping<number, string>(machine.id, lifecycle.stateById);
  const events = new Set<string>(machine.events);
  const named = (statut: number | null) => (statut === null ? 'aucun statut' : `« ${labels[statut] ?? '?'} » (${statut})`);
  // These machines hold no context: the stored status is their whole state.
  const enter = (statut: number): AnyMachineSnapshot => machine.resolveState({ value: mapping.toState(statut) } as never);
  const problems: ReplayProblem[] = [];
  const problem = (row: number | null, message: string) => problems.push({ kind: 'lifecycle', row, message });
  const initial: AnyMachineSnapshot = initialTransition(machine)[0];
  let snapshot = initial;
  /** The status the entity had after the last row replayed. */
  let status: number | null = null;
  const statusOf = (state: AnyMachineSnapshot): number => {
    const stored = typeof state.value === 'string' ? lifecycle.storedAs?.[state.value] : undefined;
    if (stored === undefined) return mapping.toStatus(state.value);
    return stored === 'kept' ? (status ?? NaN) : stored;
  };
  rows.forEach((row, index) => {
    if (row.fromStatut === null || (index === 0 && !events.has(row.event))) {
      snapshot = enter(row.toStatut);
      status = row.toStatut;
      return;
    }
    // A creation the machine knows (a link requested) starts from its initial state; its row repeats the created status as its "from".
    const creation = index === 0 && initial.can({ type: row.event });
    // A history begun after its entity (a link made before links had one) starts where its first row says.
    if (index === 0) snapshot = creation ? initial : enter(row.fromStatut);
    const current = creation ? row.fromStatut : statusOf(snapshot);
    if (!events.has(row.event)) {
      if (row.fromStatut !== row.toStatut) {
        problem(index, `${row.event} n'est pas un événement du cycle de vie, mais le statut a changé de ${named(row.fromStatut)} à ${named(row.toStatut)}.`);
        snapshot = enter(row.toStatut);
      } else if (row.toStatut !== current) problem(index, `${row.event} est enregistré au statut ${named(row.toStatut)} alors que ${noun} était au statut ${named(current)}.`);
      status = row.toStatut;
      return;
    }
    if (row.fromStatut !== current) {
      problem(index, `${row.event} part de ${named(row.fromStatut)}, mais ${noun} était au statut ${named(current)}.`);
      snapshot = enter(row.fromStatut);
    }
    status = row.fromStatut;
    if (!snapshot.can({ type: row.event })) {
      const expected = [...events].filter((type) => snapshot.can({ type }));
      problem(
        index,
        `${row.event} n'est pas accepté au statut atteint, ${named(row.fromStatut)} ; le cycle de vie y attend ${expected.length === 0 ? 'aucun événement (état final)' : expected.join(', ')}. ` +
          `La ligne enregistre un passage de ${named(row.fromStatut)} à ${named(row.toStatut)}.`,
      );
      snapshot = enter(row.toStatut);
      status = row.toStatut;
      return;
    }
    const [next] = transition(machine, snapshot, { type: row.event });
    const reached = statusOf(next);
    if (reached !== row.toStatut) problem(index, `Le cycle de vie mène par ${row.event} de ${named(row.fromStatut)} à ${named(reached)}, mais la ligne enregistre ${named(row.toStatut)}.`);
    snapshot = reached === row.toStatut ? next : enter(row.toStatut);
    status = row.toStatut;
  });
  const end = status ?? statusOf(snapshot);
  if (end !== storedStatut) problem(null, `L'historique de ${noun} mène au statut ${named(end)}, mais son statut enregistré est ${named(storedStatut)}.`);
  return problems;
}
