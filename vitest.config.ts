import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// Stryker's workers (STRYKER_MUTATOR_WORKER) run the unit tests only: the integration tests
// start backend/ (docs/decisions/0017).
const underStryker = process.env.STRYKER_MUTATOR_WORKER !== undefined;

const unit: TestProjectInlineConfiguration = { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } };
// Each integration file runs backend/ in its own worker (tests/support/backend.ts): two at a time
// on the two-core machine, beside the unit files. A test and its backend share one thread, so a
// test that moves megabytes through it gets more than Vitest's 5 s when the machine is busy.
const integration: TestProjectInlineConfiguration = {
  test: { name: 'integration', include: ['tests/integration/**/*.test.ts'], environment: 'node', maxWorkers: 2, testTimeout: 20_000 },
};

export default defineConfig({
  test: {
    projects: underStryker ? [unit] : [unit, integration],
  },
});
