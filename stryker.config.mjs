// Mutation testing of src/lib (docs/decisions/0017): `npm run test:mutation`.
// Only the unit tests run under Stryker: the integration tests need a running backend.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  packageManager: 'npm',
  plugins: ['@stryker-mutator/vitest-runner'],
  testRunner: 'vitest',
  // vitest.config.ts includes only tests/unit in Stryker's workers.
  vitest: { configFile: 'vitest.config.ts' },
  coverageAnalysis: 'perTest',
  mutate: ['src/lib/**/*.ts'],
  // The machine is shared: two workers at most, and a generous timeout when it is busy.
  concurrency: 2,
  timeoutMS: 10000,
  // Reruns test only the mutants whose code or tests changed. The file is a local cache
  // (git-ignored with the reports): committed, it would conflict in every merge.
  incremental: true,
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { allowColor: false, logTests: false, reportMutants: false, reportScoreTable: true },
  tempDirName: '.tmp/stryker',
  // Anchored at the root (a leading /): a bare name hides every folder of that name, and
  // 'reports' once hid src/lib/reports from the sandbox. tests/unit/stryker-sandbox.test.ts checks.
  ignorePatterns: ['/dist', '/.astro', '/.wrangler', '/.data', '/test-results', '/playwright-report', '/.tmp', '/tests/e2e'],
  // Static mutants (module-level constants) rerun every test file on each mutant: on this
  // machine three quarters of the run for a tenth of the mutants (ADR 0017).
  ignoreStatic: true,
  thresholds: { high: 90, low: 85, break: 85 },
};
