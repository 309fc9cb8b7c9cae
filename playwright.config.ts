import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';

// Debian's headless shell (the old headless mode, no browser UI behind it) renders the same pages
// with a third of the full browser's CPU: on the two-core machine the browser was the heaviest
// process of the run (docs/decisions/0062). The full browser stands in where the shell is missing.
const chromium = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path));

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  // Two workers, each with a stack of its own (tests/e2e/e2e-stack.ts); a file's tests run in order.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // One retry on CI so a timing hiccup on a loaded 2-core machine is reported as flaky, not lost work.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.tmp/results/playwright.json' }]],
  forbidOnly: true,
  projects: [
    { name: 'e2e', testIgnore: /zz-privacy\.test\.ts/ },
    // Reads every URL the other tests' browsers requested, so it runs once they have all finished.
    { name: 'privacy', testMatch: /zz-privacy\.test\.ts/, dependencies: ['e2e'] },
  ],
  use: {
    browserName: 'chromium',
    headless: true,
    trace: 'off',
    screenshot: 'only-on-failure',
    locale: 'sv-SE',
    launchOptions: {
      ...(chromium ? { executablePath: chromium } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
});
