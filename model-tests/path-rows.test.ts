import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { machines } from '../machines/index';
import { models } from './models';
import { canonicalJson, keyedPaths } from './path-id';
import { PATH_COLUMNS, pathRows, stateText } from './path-rows';
import { effects } from './steps';
import { walk } from './walk';

type Row = Record<(typeof PATH_COLUMNS)[number], string>;

describe.each(Object.entries(models))('the QA export of the %s machine', (name, model) => {
  const machine = machines[name as keyof typeof machines];
  const walked = walk(machine, model);
  const paths = keyedPaths(name, walked);
  const rows: Row[] = parse(stringify([[...PATH_COLUMNS], ...pathRows(name, walked)]), { columns: true });
  const guards = Object.keys(machine.implementations.guards);

  it('has the columns QA keys its test cases on', () => {
    expect(Object.keys(rows[0]!)).toEqual(['machine', 'path', 'kind', 'step', 'from', 'event', 'payload', 'outcome', 'guard', 'to', 'effects']);
  });

  it('lists each walked path once, under its content id, with the walks that found it', () => {
    expect(new Set(paths.map((path) => path.id)).size).toBe(paths.length);
    expect(new Set(walked.map((path) => JSON.stringify(path.steps.map((step) => step.event)))).size).toBe(paths.length);
    for (const path of paths) expect(path.kinds.length).toBeGreaterThan(0);
  });

  it('reads back from its CSV as the walked paths, step by step: state, event with its payload, outcome and effects', () => {
    const expected = paths.flatMap((path) =>
      path.steps.map((step, position) => ({
        machine: name,
        path: path.id,
        kind: path.kinds.join(' '),
        step: String(position + 1),
        from: stateText(step.before.value),
        event: step.event.type,
        outcome: step.outcome,
        to: stateText(step.after.value),
        effects: effects(step).join(' '),
        // The event as data (an error as its name and message), the payload parsed back.
        data: JSON.parse(canonicalJson(step.event)),
      })),
    );
    const read = rows.map(({ payload, guard: _guard, ...row }) => ({ ...row, data: { type: row.event, ...(payload ? JSON.parse(payload) : {}) } }));
    expect(read).toEqual(expected);
  });

  it('names in the guard column only guards the machine declares', () => {
    for (const guard of new Set(rows.flatMap((row) => row.guard.split(' ').filter(Boolean)))) expect(guards).toContain(guard);
  });

  it('tells a guard’s refusal from a move: a refused step names its guards and leaves the machine as it was', () => {
    for (const step of new Set(paths.flatMap((path) => path.steps))) {
      expect(step.outcome === 'taken').toBe(step.transitions.length > 0);
      if (step.outcome === 'taken') continue;
      // The walks only send events some active state listens to.
      expect(step.outcome).toBe('refused');
      expect(step.before.can(step.event)).toBe(false);
      expect(step.refused.length).toBeGreaterThan(0);
      expect(step.after.value).toEqual(step.before.value);
      expect(effects(step)).toEqual([]);
    }
  });
});
