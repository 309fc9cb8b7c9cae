// A test file's own stack for all its tests: started before the first, the shared stack's
// addresses put back after the last, so the support helpers (origin, backendUrl, the KV reader)
// reach whichever stack the file runs on.
import type { Stack } from '../../scripts/stack';
import { startOwnStack } from './e2e-stack';
import { test } from './fixtures';

type OwnStackOptions = Parameters<typeof startOwnStack>[1];

const ENV_KEYS = ['E2E_PORTAL_PORT', 'E2E_BACKEND_URL', 'E2E_WRANGLER_STATE_DIR'] as const;

/** Call at the top of a test file; the answer gives the running stack (its backend URL for test routes). */
export function useOwnStack(name: string, options: OwnStackOptions): () => Stack {
  let stack: Stack | undefined;
  const shared: Partial<Record<(typeof ENV_KEYS)[number], string>> = {};
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const own = await startOwnStack(name, options);
    stack = own.stack;
    for (const key of ENV_KEYS) shared[key] = process.env[key];
    process.env.E2E_PORTAL_PORT = String(own.portalPort);
    process.env.E2E_BACKEND_URL = own.stack.backendUrl;
    process.env.E2E_WRANGLER_STATE_DIR = `${own.runDir}/wrangler`;
  });
  test.afterAll(async () => {
    for (const key of ENV_KEYS) {
      if (shared[key] === undefined) delete process.env[key];
      else process.env[key] = shared[key];
    }
    await stack?.stop();
  });
  return () => {
    if (!stack) throw new Error(`the ${name} stack has not started`);
    return stack;
  };
}
