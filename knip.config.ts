// knip (npm test): unused files, exports and dependencies fail the run. The entry points are
// declared here, although knip's Astro, Vitest and Playwright plugins find most of them too.
// A trailing `!` marks a production pattern: `knip --production` (also in npm test) reads only
// those and so reports exports that only tests use (https://knip.dev/features/production-mode).
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  entry: [
    // Astro: pages and endpoints, the request pipeline (fetch.ts), the middleware, the actions
    'src/pages/**/*.{astro,ts}!',
    'src/middleware.ts!',
    'src/fetch.ts!',
    'src/actions/index.ts!',
    // command-line entry points
    'scripts/*.ts',
    'backend/src/main.ts!',
    'backend/src/flag.ts!',
    // tests and tool configs
    'tests/**/*.test.ts',
    'tests/e2e/global-setup.ts',
    'playwright.config.ts',
    'vitest.config.ts',
    'astro.config.mjs!',
    'uno.config.ts',
    'stryker.config.mjs',
    'stryker.schemas.config.mjs',
  ],
  project: ['src/**/*.{ts,tsx,astro}!', 'scripts/**/*.ts', 'backend/src/**/*.ts!', 'tests/**/*.ts'],
  ignoreDependencies: [
    // stryker.config.mjs names its options type in a JSDoc comment; the package comes with @stryker-mutator/core.
    '@stryker-mutator/api',
    // Production dependencies that no source file imports: astro.config.mjs loads the adapter and
    // the React integration (wrangler.toml's main is the adapter's server entry point), and
    // @astrojs/react loads react-dom (react-dom/server on the worker, react-dom/client for the
    // islands). Knip's Astro plugin reads astro.config.mjs as a config file, which production mode
    // leaves out despite its `!`, so only `knip --production` needs these three.
    '@astrojs/cloudflare',
    '@astrojs/react',
    'react-dom',
  ],
};

export default config;
