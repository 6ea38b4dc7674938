import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { statecharts } from './scripts/statecharts/vite-plugin.mjs';
import { ProjectSequencer } from './test/support/project-sequencer.ts';

// Five projects: pure tests (and the budgets of the build npm test makes first); component tests; the server suite on PGlite; its
// driver-sensitive files again on a private PostgreSQL cluster (both drivers proven on every run); browser journeys in Chromium on the built app.
const serverTests = ['test/server/**/*.test.ts'];

/**
 * PGlite is PostgreSQL's own engine compiled to WebAssembly: the business rules are proven once, on it. What
 * differs on a PostgreSQL server is the driver, a pool of concurrent connections, several processes and the
 * planner on real tables; the server files that depend on it say why on a first line `// Also on PostgreSQL: …`
 * and run on the private cluster too. A new file opts in the same way.
 */
const POSTGRES_MARK = '// Also on PostgreSQL:';
const postgresServerTests = readdirSync('test/server')
  .filter((name) => name.endsWith('.test.ts') && readFileSync(`test/server/${name}`, 'utf8').startsWith(POSTGRES_MARK))
  .map((name) => `test/server/${name}`);

export default defineConfig({
  plugins: [react(), statecharts()],
  define: { __API_VERSION__: JSON.stringify('test') },
  test: {
    // Vitest's default leaves a core to its main process: one worker on 2 cores, every file one after the other.
    // Its main process mostly waits, and the server files are CPU-bound in their worker (PGlite): use every core.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // All five projects share the two workers; the browser journeys are dealt out between the other files.
    sequence: { sequencer: ProjectSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/domain/**/*.test.ts', 'test/machines/**/*.test.ts', 'model-tests/**/*.test.ts', 'test/build/**/*.test.ts'],
          environment: 'node',
          // Pure functions, no mocks nor globals: the files of a worker share its loaded modules (half the project's CPU).
          isolate: false,
          // Nothing here waits for an event: a limit only catches a loop that never ends. Vitest's 5 s was passed by
          // CPU-bound property tests (300 generated histories, 0.3 s alone) when the full suite loads 2 cores to 20.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          include: ['test/components/**/*.test.tsx'],
          environment: 'jsdom',
          // A worker's files share its modules and its jsdom (28 s → 11 s); its setup clears what a test leaves.
          isolate: false,
          setupFiles: ['test/support/components-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: serverTests,
          environment: 'node',
          // Each file builds its own app and database, and nothing in the server keeps state at module level
          // that a test changes: a worker's files share its loaded modules (the server's graph once per worker,
          // not once per file: 100 s of a 260 s run, and 40 % of its CPU).
          isolate: false,
          env: { TEST_DB_KIND: 'pglite' },
          globalSetup: ['test/support/pglite-dumps.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server-pg',
          include: postgresServerTests,
          environment: 'node',
          isolate: false,
          env: { TEST_DB_KIND: 'postgres' },
          globalSetup: ['test/support/postgres-cluster.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          setupFiles: ['test/e2e/support/csp-setup.ts'],
          // A worker's journey files share its loaded modules (Playwright's client, the support): what the support
          // keeps is per browser context, per file (its records) or taken after each test (refusals, violations).
          isolate: false,
          // PGlite's WebAssembly, which a file opens once to read its server's history (server-history.ts), left to
          // V8's baseline compiler, as in the journeys' servers: 1.2 s → 0.5 s of CPU per opening.
          execArgv: ['--liftoff-only'],
          globalSetup: ['test/e2e/support/seeded-data-dir.ts', 'test/e2e/support/shared-server-setup.ts'],
          environment: 'node',
          testTimeout: 60_000,
          // Above the server's own start limit (test/e2e/support/server.ts), so that its error and output show.
          hookTimeout: 150_000,
        },
      },
    ],
  },
});
