/**
 * `npm run paths`: for every machine of machines/index.ts, prints its states, its transitions and those
 * the model tests' walks take, and those the browser journeys took when their records are there (the e2e
 * suite writes them, see browser-records.ts), then writes for QA every walked path as JSON
 * (model-tests/paths.json) and as CSV, one row per step (model-tests/paths.csv, columns in path-rows.ts),
 * each path under an id drawn from its events (path-id.ts), and a coverage table. Exits with 1 when a machine
 * has no walk model or its walks miss a transition; the browser journeys' coverage is information only.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { stringify } from 'csv-stringify/sync';
import { machines, type MachineName } from '../machines/index';
import { addServerCoverage, browserCoverage, withoutRecords } from './browser-coverage';
import { readBrowserRecords, readServerRecords } from './browser-records';
import { coverageOf } from './coverage';
import type { MachineModel } from './model';
import { models } from './models';
import { keyedPaths } from './path-id';
import { PATH_COLUMNS, pathRows } from './path-rows';
import { effects } from './steps';
import { describePath, walk } from './walk';

const listing: Record<string, unknown> = {};
const rows: string[][] = [[...PATH_COLUMNS]];
const table: string[] = ['| machine | states reached | transitions covered | coverage | browser journeys |', '|---|---|---|---|---|'];
let complete = true;
const records = readBrowserRecords();
const serverRecords = readServerRecords();
const browser = addServerCoverage(browserCoverage(machines, records), machines, serverRecords);
const share = (part: number, whole: number) => `${part}/${whole} (${(whole === 0 ? 100 : (100 * part) / whole).toFixed(0)} %)`;

for (const name of Object.keys(machines) as MachineName[]) {
  const machine = machines[name];
  const model = (models as Partial<Record<MachineName, MachineModel>>)[name];
  if (!model) {
    console.log(`\n# ${name}: no walk model in model-tests/models.ts yet`);
    table.push(`| ${name} | — | — | no walk model | — |`);
    complete = false;
    continue;
  }
  const paths = walk(machine, model);
  const coverage = coverageOf(machine, paths);
  const taken = new Set(coverage.covered);
  const journeys = browser.covered.get(machine.id) ?? new Set<string>();
  const browserCovered = coverage.transitions.filter((t) => journeys.has(t));
  const browserMark = (t: string) => (records.length === 0 ? '' : journeys.has(t) ? 'B ' : '  ');

  console.log(`\n# ${name}: ${coverage.states.length} states, ${coverage.transitions.length} transitions, ${paths.length} paths`);
  console.log('\n## States');
  for (const state of coverage.states) console.log(`  ${coverage.unreached.includes(state) ? '  ' : '✓ '}${state}`);
  const byJourneys = records.length === 0 ? '' : `; B by a browser journey: ${browserCovered.length}/${coverage.transitions.length}`;
  console.log(`\n## Transitions (✓ taken by a walked path: ${coverage.covered.length}/${coverage.transitions.length}${byJourneys})`);
  for (const transition of coverage.transitions) console.log(`  ${taken.has(transition) ? '✓ ' : '  '}${browserMark(transition)}${transition}`);

  const percent = coverage.transitions.length === 0 ? 100 : (100 * coverage.covered.length) / coverage.transitions.length;
  // A machine without records: the server runs it (and no history of its own was read), or no journey reached it.
  const journeysCell = records.length === 0 ? '—' : !browser.covered.has(machine.id) ? withoutRecords(machine.id) : share(browserCovered.length, coverage.transitions.length);
  table.push(`| ${name} | ${coverage.states.length - coverage.unreached.length}/${coverage.states.length} | ${coverage.covered.length}/${coverage.transitions.length} | ${percent.toFixed(0)} % | ${journeysCell} |`);
  if (coverage.uncovered.length > 0 || coverage.unreached.length > 0) complete = false;

  rows.push(...pathRows(name, paths));
  listing[name] = {
    states: coverage.states,
    transitions: coverage.transitions,
    covered: coverage.covered,
    browserCovered,
    paths: keyedPaths(name, paths).map((path) => ({
      id: path.id,
      kinds: path.kinds,
      description: describePath(path.steps),
      steps: path.steps.map((step) => ({
        from: step.before.value,
        event: step.event,
        outcome: step.outcome,
        to: step.after.value,
        transitions: step.transitions,
        refused: step.refused,
        effects: effects(step),
      })),
    })),
  };
}

const output = (file: string) => fileURLToPath(new URL(file, import.meta.url));
writeFileSync(output('./paths.json'), `${JSON.stringify(listing, null, 2)}\n`);
writeFileSync(output('./paths.csv'), stringify(rows));
console.log(`\n# Coverage by the model tests' walks and by the browser journeys\n\n${table.join('\n')}`);
if (records.length === 0) console.log('\nNo browser records in test-results/browser-transitions: run the e2e suite first for the last column.');
else console.log(`\n${records.length} events recorded by the browser journeys, ${serverRecords.length} history rows written by their servers (dossier status).`);
for (const [id, count] of browser.unknown) console.log(`Recorded events of an unknown machine ${id}: ${count} (distinct), not counted.`);
for (const { machine, event, reason } of browser.failed) console.log(`Not replayed: ${machine} ${event}: ${reason}`);
console.log('\nPaths written to model-tests/paths.json and model-tests/paths.csv');
if (!complete) {
  console.error('\nA machine has no walk model, or its walks miss a state or a transition: every transition must be covered.');
  process.exitCode = 1;
}
