import { defineConfig } from 'vitest/config';

// Stryker's workers (STRYKER_MUTATOR_WORKER) run the unit tests only: the integration tests
// need a running backend (docs/decisions/0017).
const underStryker = process.env.STRYKER_MUTATOR_WORKER !== undefined;

export default defineConfig({
  test: {
    include: underStryker ? ['tests/unit/**/*.test.ts'] : ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    environment: 'node',
    // Three files at a time on the 2-core machine: the integration tests mostly wait on a backend
    // they started or on its timers, so one file per core left it idle (134 s against 72 s).
    ...(underStryker ? {} : { maxWorkers: 3 }),
  },
});
