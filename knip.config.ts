// knip (npm test): unused files, exports and dependencies fail the run. The entry points are
// declared here, although knip's Astro, Vitest and Playwright plugins find most of them too.
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  entry: [
    // Astro: pages and endpoints, the request pipeline (fetch.ts), the middleware, the actions
    'src/pages/**/*.{astro,ts}',
    'src/middleware.ts',
    'src/fetch.ts',
    'src/actions/index.ts',
    // command-line entry points
    'scripts/*.ts',
    'backend/src/main.ts',
    'backend/src/flag.ts',
    // tests and tool configs
    'tests/**/*.test.ts',
    'tests/e2e/global-setup.ts',
    'playwright.config.ts',
    'vitest.config.ts',
    'astro.config.mjs',
    'uno.config.ts',
    'stryker.config.mjs',
  ],
  project: ['src/**/*.{ts,tsx,astro}', 'scripts/**/*.ts', 'backend/src/**/*.ts', 'tests/**/*.ts'],
  // stryker.config.mjs names its options type in a JSDoc comment; the package comes with @stryker-mutator/core.
  ignoreDependencies: ['@stryker-mutator/api'],
};

export default config;
