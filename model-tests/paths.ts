/**
 * `npm run paths`: for every machine of machines/index.ts, prints its states, its transitions and those
 * the model tests' walks take, and writes every walked path to model-tests/paths.json for QA.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { machines, type MachineName } from '../machines/index';
import { coverageOf } from './coverage';
import type { MachineModel } from './model';
import { models } from './models';
import { describePath, walk } from './walk';

const listing: Record<string, unknown> = {};

for (const name of Object.keys(machines) as MachineName[]) {
  const machine = machines[name];
  const model = (models as Partial<Record<MachineName, MachineModel>>)[name];
  if (!model) {
    console.log(`\n# ${name}: no walk model in model-tests/models.ts yet`);
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

  listing[name] = {
    states: coverage.states,
    transitions: coverage.transitions,
    covered: coverage.covered,
    paths: paths.map((path) => ({
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

const output = fileURLToPath(new URL('./paths.json', import.meta.url));
writeFileSync(output, `${JSON.stringify(listing, null, 2)}\n`);
console.log(`\nPaths written to model-tests/paths.json`);
