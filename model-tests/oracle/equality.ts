import { transition, type AnyStateMachine, type EventObject } from 'xstate';
import { expect, it } from 'vitest';
import { leafOf, statesOf, transitionRelation, valueOf } from './relation';
import type { LifecycleTable } from './types';

/** One transition as a line an analyst can read in a failure: `from --EVENT [guard]--> to / effects`. */
function lineOf(row: { from: string; event: string; guard?: string | null; to: string; effects: readonly string[] }): string {
  const guard = row.guard ? ` [${row.guard}]` : '';
  return `${row.from} --${row.event}${guard}--> ${row.to} / ${row.effects.join(', ') || '(none)'}`;
}

/**
 * The tests that a machine's transition relation EQUALS its oracle table, in both directions: every transition
 * of the machine (inherited ones included) is a row, every row is a transition, with the same target and
 * effects. A failure lists the lines found on one side only.
 */
export function itEqualsItsTable(machine: AnyStateMachine, table: LifecycleTable<unknown>): void {
  const machineLines = transitionRelation(machine).map(lineOf);
  const tableLines = table.rows.map(lineOf);

  it('has one row per (state, event, guard)', () => {
    const keys = table.rows.map((row) => `${row.from} ${row.event} ${row.guard ?? ''}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('the machine has the states, initial state and final states the table lists', () => {
    const machineStates = statesOf(machine);
    expect(machine.id).toBe(table.machine);
    expect([...machineStates.states].sort()).toEqual([...table.states].sort());
    expect(machineStates.initial).toBe(table.initial);
    expect([...machineStates.finals].sort()).toEqual([...table.finals].sort());
    const rowStates = table.rows.flatMap((row) => [row.from, row.to]);
    expect(rowStates.filter((state) => !table.states.includes(state))).toEqual([]);
    expect(table.rows.filter((row) => table.finals.includes(row.from)).map(lineOf)).toEqual([]);
  });

  it('every transition of the machine is a row of the table (target and effects included)', () => {
    expect(machineLines.filter((line) => !tableLines.includes(line))).toEqual([]);
  });

  it('every row of the table is a transition of the machine (target and effects included)', () => {
    expect(tableLines.filter((line) => !machineLines.includes(line))).toEqual([]);
  });

  it("XState's own run of every unguarded row reaches the table's state with the table's effects", () => {
    for (const row of table.rows.filter((r) => !r.guard)) {
      // The context is the machine's own (none of these machines keeps one that an unguarded row reads).
      const snapshot = machine.resolveState({ value: valueOf(row.from) } as Parameters<AnyStateMachine['resolveState']>[0]);
      const [next, actions] = transition(machine, snapshot, { type: row.event } as EventObject);
      expect(leafOf(next), lineOf(row)).toBe(row.to);
      expect(actions.map((action) => action.type).filter((type) => !type.startsWith('xstate.')), lineOf(row)).toEqual(row.effects);
    }
  });
}
