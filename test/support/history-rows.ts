/**
 * A recorded status history written one row to a tuple, `[event, fromStatut, toStatut]`, so that a replay test's
 * history stands on one line and its cases can sit one per line in a table.
 */
export function historyRows<S extends number>(...steps: Array<[event: string, fromStatut: S | null, toStatut: S]>) {
  return steps.map(([event, fromStatut, toStatut]) => ({ event, fromStatut, toStatut }));
}
