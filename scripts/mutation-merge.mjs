/**
 * Joins the mutation runs made part by part (docs/mutation.md, "Run it part by part") into the incremental
 * file of the whole measure, so that `npm run mutation` re-tests only what no part has tested yet.
 *
 * Usage: node scripts/mutation-merge.mjs reports/mutation/parts/*.json
 * Each part is the incremental file of a run with `--mutate <files> --incrementalFile <part>`; a later part
 * wins for a file measured twice. Test and mutant ids are numbered per run, so they are numbered again here.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const OUTPUT = 'reports/mutation/stryker-incremental.json';
const parts = process.argv.slice(2).map((file) => JSON.parse(readFileSync(file, 'utf8')));
if (parts.length === 0) throw new Error('Name the part files to join.');

/** A test is the same in every run when its file and its full name are. */
const testIds = new Map();
const testFiles = {};
const files = {};
let nextMutantId = 0;

for (const part of parts) {
  const newTestId = new Map();
  for (const [file, { source, tests }] of Object.entries(part.testFiles ?? {})) {
    const merged = (testFiles[file] ??= { source, tests: [] });
    merged.source = source;
    for (const test of tests) {
      const key = `${file}#${test.name}`;
      if (!testIds.has(key)) {
        testIds.set(key, String(testIds.size));
        merged.tests.push({ ...test, id: testIds.get(key) });
      }
      newTestId.set(test.id, testIds.get(key));
    }
  }
  const renumber = (ids) => ids?.map((id) => newTestId.get(id) ?? id);
  for (const [file, result] of Object.entries(part.files)) {
    const mutants = result.mutants.map((mutant) => ({
      ...mutant,
      id: String(nextMutantId++),
      coveredBy: renumber(mutant.coveredBy),
      killedBy: renumber(mutant.killedBy),
    }));
    files[file] = { ...result, mutants };
  }
}

const last = parts.at(-1);
writeFileSync(OUTPUT, JSON.stringify({ ...last, files, testFiles }, null, 2));
console.log(`${OUTPUT}: ${Object.keys(files).length} files, ${nextMutantId} mutants, ${testIds.size} tests.`);
