import { defineConfig } from 'vitest/config';

/**
 * The tests Stryker runs against each mutant (npm run mutation, docs/mutation.md): the unit project's tests of
 * the rules and the lifecycles (domain, machines, model tests and their oracle tables), nothing that needs a
 * server, a DOM or a build.
 *
 * Left out, because they mutate nothing Stryker mutates yet cost the most per mutant:
 * - the property tests of the payload schemas (control characters, generated structs);
 * - the tests of the walk harness itself (the QA export's rows and path ids, the walks' coverage of every
 *   machine, the browser records): each walks every machine of the registry when it loads, so a mutant of any
 *   machine (a static one reloads the files that import it) paid for every machine's walks. What they would
 *   notice of a machine (a target, a guard, an effect) its own model test and its oracle table notice.
 */
export default defineConfig({
  test: {
    include: ['test/domain/**/*.test.ts', 'test/machines/**/*.test.ts', 'model-tests/**/*.test.ts'],
    exclude: [
      'test/domain/control-characters.test.ts',
      'test/domain/struct-arbitrary.test.ts',
      'model-tests/path-rows.test.ts',
      'model-tests/path-id.test.ts',
      'model-tests/coverage.test.ts',
      'model-tests/browser-coverage.test.ts',
    ],
    environment: 'node',
    // Pure functions, no mocks nor globals, as in the unit project: the files share their loaded modules.
    isolate: false,
    // Stryker runs on a shared machine: a slow run is not a killed mutant.
    testTimeout: 60_000,
  },
});
