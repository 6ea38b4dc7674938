/**
 * `npm run paths`: for every machine of machines/index.ts, prints its states, its transitions and those
 * the model tests' walks take, then writes for QA every walked path as JSON (model-tests/paths.json) and
 * as CSV, one row per step (model-tests/paths.csv: machine, path, step, from, event, guard, to), and a
 * coverage table. Exits with 1 when a machine has no walk model or its walks miss a transition.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { stringify } from 'csv-stringify/sync';
import { machines, type MachineName } from '../machines/index';
import { coverageOf } from './coverage';
import type { MachineModel } from './model';
import { models } from './models';
import { PATH_COLUMNS, pathRows } from './path-rows';
import { describePath, walk } from './walk';

const listing: Record<string, unknown> = {};
const rows: string[][] = [[...PATH_COLUMNS]];
const table: string[] = ['| machine | states reached | transitions covered | coverage |', '|---|---|---|---|'];
let complete = true;


for (const name of Object.keys(machines) as MachineName[]) {
  const machine = machines[name];
  const model = (models as Partial<Record<MachineName, MachineModel>>)[name];
  if (!model) {
    console.log(`\n# ${name}: no walk model in model-tests/models.ts yet`);
    table.push(`| ${name} | — | — | no walk model |`);
    complete = false;
    continue;
  }
  const paths = walk(machine, model);
  const coverage = coverageOf(machine, paths);
  const taken = new Set(coverage.covered);

  console.log(`\n# ${name}: ${coverage.states.length} states, ${coverage.transitions.length} transitions, ${paths.length} paths`);
  console.log('\n## States');
  for (const state of coverage.states) console.log(`  ${coverage.unreached.includes(state) ? '  ' : '✓ '}${state}`);
  console.log(`\n## Transitions (✓ taken by a walked path: ${coverage.covered.length}/${coverage.transitions.length})`);
  for (const transition of coverage.transitions) console.log(`  ${taken.has(transition) ? '✓ ' : '  '}${transition}`);

  const percent = coverage.transitions.length === 0 ? 100 : (100 * coverage.covered.length) / coverage.transitions.length;
  table.push(`| ${name} | ${coverage.states.length - coverage.unreached.length}/${coverage.states.length} | ${coverage.covered.length}/${coverage.transitions.length} | ${percent.toFixed(0)} % |`);
  if (coverage.uncovered.length > 0 || coverage.unreached.length > 0) complete = false;

  rows.push(...pathRows(name, paths));
  listing[name] = {
    states: coverage.states,
    transitions: coverage.transitions,
    covered: coverage.covered,
    paths: paths.map((path, index) => ({
      id: `${name}-${index + 1}`,
      kind: path.kind,
      description: describePath(path),
      steps: path.steps.map((step) => ({
        from: step.before.value,
        event: step.event,
        to: step.after.value,
        transitions: step.transitions,
        effects: step.actions.map((action) => action.type).filter((type) => !type.startsWith('xstate.')),
      })),
    })),
  };
}

const output = (file: string) => fileURLToPath(new URL(file, import.meta.url));
writeFileSync(output('./paths.json'), `${JSON.stringify(listing, null, 2)}\n`);
writeFileSync(output('./paths.csv'), stringify(rows));
console.log(`\n# Coverage by the model tests' walks\n\n${table.join('\n')}`);
console.log('\nPaths written to model-tests/paths.json and model-tests/paths.csv');
if (!complete) {
  console.error('\nA machine has no walk model, or its walks miss a state or a transition: every transition must be covered.');
  process.exitCode = 1;
}
