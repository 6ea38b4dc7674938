import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { machines } from '../machines/index';
import { models } from './models';
import { PATH_COLUMNS, pathRows, stateText } from './path-rows';
import { walk } from './walk';

describe.each(Object.entries(models))('the QA export of the %s machine', (name, model) => {
  const machine = machines[name as keyof typeof machines];
  const paths = walk(machine, model);

  it('reads back from its CSV as the walked paths, step by step, each step one the machine took', () => {
    const csv = stringify([[...PATH_COLUMNS], ...pathRows(name, paths)]);
    const rows: Array<Record<(typeof PATH_COLUMNS)[number], string>> = parse(csv, { columns: true });
    expect(rows).toHaveLength(paths.reduce((n, path) => n + path.steps.length, 0));
    let at = 0;
    paths.forEach((path, index) => {
      path.steps.forEach((step, position) => {
        const row = rows[at++]!;
        expect(row).toMatchObject({ machine: name, path: `${name}-${index + 1}`, step: String(position + 1), event: step.event.type });
        expect(row.from).toBe(stateText(step.before.value));
        expect(row.to).toBe(stateText(step.after.value));
        // The event is one the machine's states listen to, and a guard named is one the machine declares.
        expect(step.before.can(step.event) || step.transitions.length === 0).toBe(true);
        for (const guard of row.guard.split(' ').filter(Boolean)) expect(Object.keys(machine.implementations.guards)).toContain(guard);
      });
    });
  });
});
