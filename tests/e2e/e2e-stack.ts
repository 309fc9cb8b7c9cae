// One end-to-end stack: backend/ (fresh database, test routes on) and the built worker on free
// ports, with the control server that lets a test stop and start its backend. The run's first
// worker uses the stack global-setup starts; each further worker starts one of its own, so tests
// running side by side never share a database, a fault or a session store.
import { join } from 'node:path';
import { freePort, startStack, type Stack, type StackOptions } from '../../scripts/stack';
import { startControl } from './control';
import { ACCESS_TOKEN_S } from './support';

export interface E2eStack {
  /** What the tests read from the environment to reach this stack. */
  env: { E2E_PORTAL_PORT: string; E2E_BACKEND_URL: string; E2E_WRANGLER_STATE_DIR: string; E2E_CONTROL_URL: string };
  stop: () => Promise<void>;
}

/** What a test may set on a stack of its own; the rest (ports, directories, output) is chosen here. */
type OwnStackOptions = Pick<StackOptions, 'testRoutes' | 'backendEnv' | 'workerVars' | 'rateLimits'>;

/** A stack on free ports with its own database and session store under .tmp/e2e-<name>-<time>. */
export async function startOwnStack(name: string, options: OwnStackOptions): Promise<{ stack: Stack; runDir: string; portalPort: number }> {
  const [portalPort, backendPort] = [await freePort(), await freePort()];
  const runDir = join(process.cwd(), '.tmp', `e2e-${name}-${Date.now()}`);
  const stack = await startStack({
    ...options,
    // Every end-to-end stack has the worker's test route: signIn (support.ts) forgets what earlier tests left for a user.
    workerVars: { TEST_ROUTES: '1', ...options.workerVars },
    portalPort,
    backendPort,
    dataDir: join(runDir, 'backend'),
    wranglerStateDir: join(runDir, 'wrangler'),
    workerLogDir: join(runDir, 'logs'),
    quiet: !process.env.E2E_VERBOSE,
  });
  return { stack, runDir, portalPort };
}

export async function startE2eStack(name: string): Promise<E2eStack> {
  const { stack, runDir, portalPort } = await startOwnStack(name, {
    testRoutes: true,
    // Flags flipped by a test must be seen on the next request; a flag value seen stands in for 8 s
    // when the flag service fails (10 minutes in production), so a test can outwait it.
    workerVars: { FLAG_CACHE_MS: '0', FLAG_LAST_KNOWN_MS: '8000', SHARED_CACHE_MS: '0' },
    // The whole suite runs from 127.0.0.1 as a handful of users, faster than any dealer:
    // the production limits are tested on a stack of their own (rate-limit-and-outage.test.ts).
    rateLimits: { SIGN_IN_LIMITER: 100_000, POST_LIMITER: 100_000 },
    // Tokens outlive the run: only the tests about refreshing shorten them (withShortAccessTokens).
    backendEnv: {
      ACCESS_TOKEN_TTL: String(ACCESS_TOKEN_S),
      LENDER_POLL_MS: '1500',
      // The lenders' own steps wait longer than a run lasts: a test moves a lead on itself (advance),
      // and no payout of an earlier test credits a seller's points while a later one counts them.
      PROCESSING_DECIDE_MS: '3600000',
      SIGNING_DELAY_MS: '3600000',
      PAYOUT_DELAY_MS: '3600000',
      SECOND_CHANCE_STEP_MS: '3600000',
    },
  });
  const control = await startControl(stack);
  return {
    env: {
      E2E_PORTAL_PORT: String(portalPort),
      E2E_BACKEND_URL: stack.backendUrl,
      // The worker's local KV (sessions) lives here: tests count its entries.
      E2E_WRANGLER_STATE_DIR: join(runDir, 'wrangler'),
      E2E_CONTROL_URL: control.url,
    },
    stop: async () => {
      await control.close();
      await stack.stop();
    },
  };
}
