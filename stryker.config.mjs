// @ts-check
/**
 * Mutation testing (npm run mutation, docs/mutation.md): how many small edits of the lifecycles and the rules the
 * unit tests notice. Not part of npm test: a full run takes long on 2 cores.
 *
 * Mutated:
 * - machines/, access/ included: every lifecycle and its guards. Left out: chart/ (how the studio draws and
 *   labels a chart, no rule), *.types.ts (types only, nothing to mutate), and *.authors.ts (how the audit
 *   report words who may send an event: text built from the access rules, which are measured, and read only
 *   by the server's audit, whose tests need a database).
 * - the rule files of domain/: those holding a decision (who may, which step, which status, which amount).
 *   Left out: the vocabularies and catalogues (constant tables: statuses, rights, countries, list columns,
 *   survey questions), format.ts (how a date or an amount is written, not a rule), schemas/ and wire/ (shapes
 *   of payloads, proven by their own schema tests), and validators/ (identifier checksums, outside the
 *   lifecycles this measure is for).
 *
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: [
    'machines/**/*.ts',
    '!machines/chart/**',
    '!machines/**/*.types.ts',
    '!machines/**/*.authors.ts',
    'domain/competence-recognition.ts',
    'domain/competence-request.ts',
    'domain/contact-types.ts',
    'domain/documents.ts',
    'domain/dossier-list.ts',
    'domain/dossier-completeness.ts',
    'domain/dossier-status.ts',
    'domain/droits.ts',
    'domain/eligibility.ts',
    'domain/encoding-steps.ts',
    'domain/expert-coverage.ts',
    'domain/financing.ts',
    'domain/label-validity.ts',
    'domain/labellisation-completion.ts',
    'domain/labellisation-submission.ts',
    'domain/link-validation.ts',
    'domain/menu.ts',
    'domain/notifications.ts',
    'domain/organisation-types.ts',
    'domain/permissions.ts',
    'domain/platforms.ts',
    'domain/role-query.ts',
    'domain/service-report-screens.ts',
    'domain/service-report.ts',
    'domain/session-droit.ts',
    'domain/sme.ts',
    'domain/wizard-steps.ts',
    'domain/workflow-steps.ts',
  ],
  ignorePatterns: ['dist', 'dist-server', 'data', 'data-tlpe', 'coverage', 'test-results', 'statecharts-export', 'reports', '.stryker-tmp*'],
  coverageAnalysis: 'perTest',
  incremental: true,
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  concurrency: 1,
  // A static mutant reloads its machine's test files: on 2 shared cores that alone can pass Stryker's default
  // 5 s margin. A run cut short is then counted as killed (timed out) and restarts the test process; a wide
  // margin keeps a figure made of real failures.
  timeoutMS: 60_000,
  reporters: ['html', 'clear-text', 'progress', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 90, low: 80, break: null },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
