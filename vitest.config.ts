import { defineConfig } from 'vitest/config';

// Stryker's workers (STRYKER_MUTATOR_WORKER) run the unit tests only: the integration tests
// need a running backend (docs/decisions/0017).
const underStryker = process.env.STRYKER_MUTATOR_WORKER !== undefined;

export default defineConfig({
  test: {
    include: underStryker ? ['tests/unit/**/*.test.ts'] : ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    environment: 'node',
  },
});
