import { defineConfig } from 'vitest/config';

/**
 * The tests Stryker runs against each mutant (npm run mutation, docs/mutation.md): the unit project's tests of
 * the rules and the lifecycles (domain, machines, model tests), nothing that needs a server, a DOM or a build.
 * Left out: the property tests of the payload schemas (control characters, generated structs), which mutate
 * nothing Stryker mutates and are the slowest files of the project.
 */
export default defineConfig({
  test: {
    include: ['test/domain/**/*.test.ts', 'test/machines/**/*.test.ts', 'model-tests/**/*.test.ts'],
    exclude: ['test/domain/control-characters.test.ts', 'test/domain/struct-arbitrary.test.ts'],
    environment: 'node',
    // Pure functions, no mocks nor globals, as in the unit project: the files share their loaded modules.
    isolate: false,
    // Stryker runs on a shared machine: a slow run is not a killed mutant.
    testTimeout: 60_000,
  },
});
