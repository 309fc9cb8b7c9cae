import { resolve } from 'node:path';
import { DEFAULT_BLOCK_MS } from './oidc/brute-force.ts';

export interface Config {
  port: number;
  dataDir: string;
  publicUrl: string;
  portalOrigins: string[];
  accessTokenTtl: number;
  /** Seconds a spent refresh token may be used again without ending its grant (Auth0's reuse interval, Okta's grace period). */
  refreshReuseIntervalS: number;
  testRoutes: boolean;
  delays: Delays;
  /** Where a direct bank payment of an invoice starts (SPEC §7: in the configuration); locally the backend's /bank/pay. */
  directPaymentUrl: string;
  /** How long a login block lasts (ADR 0014). */
  loginBlockMs: number;
  /** Where the change feed posts its signed events (the portal's /webhooks/partner), and the shared secret. */
  webhook: { url: string; secret: string };
}

/** How long the simulated lenders, customers and payouts take (milliseconds). */
export interface Delays {
  lenderPollMs: number;
  processingDecideMs: number;
  signingDelayMs: number;
  payoutDelayMs: number;
  secondChanceStepMs: number;
}

const REPO_ROOT = resolve(import.meta.dirname, '../..');
const DEFAULT_ORIGINS = ['http://se.localhost:4321', 'http://fi.localhost:4321', 'http://dk.localhost:4321', 'http://localhost:4321'];

export const API_AUDIENCE = 'https://partner-api.local';
export const CLIENT_ID = 'partner-portal';
export const CLIENT_SECRET = 'local-dev-secret';
/** The secret the portal's wrangler.toml has as WEBHOOK_SECRET locally. @internal exported for the end-to-end tests */
export const WEBHOOK_SECRET = 'local-webhook-secret';
// A stand-in for the secret Intercom gives the provider for identity verification.
export const INTERCOM_SECRET = 'local-intercom-identity-secret';

/** Okta's default grace period; Auth0's reuse interval is set per application (docs/decisions/0043). */
const DEFAULT_REFRESH_REUSE_INTERVAL_S = 30;

function positiveInt(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

function defaultDataDir(): string {
  return resolve(REPO_ROOT, '.data/backend');
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = positiveInt('BACKEND_PORT', env.BACKEND_PORT, 4400);
  const origins = (env.PORTAL_ORIGINS ?? DEFAULT_ORIGINS.join(','))
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  const publicUrl = (env.BACKEND_PUBLIC_URL || `http://127.0.0.1:${port}`).replace(/\/+$/, '');
  return {
    port,
    dataDir: resolve(env.BACKEND_DATA_DIR || defaultDataDir()),
    publicUrl,
    directPaymentUrl: env.DIRECT_PAYMENT_URL || `${publicUrl}/bank/pay`,
    portalOrigins: origins,
    accessTokenTtl: positiveInt('ACCESS_TOKEN_TTL', env.ACCESS_TOKEN_TTL, 300),
    refreshReuseIntervalS: positiveInt('REFRESH_REUSE_INTERVAL_S', env.REFRESH_REUSE_INTERVAL_S, DEFAULT_REFRESH_REUSE_INTERVAL_S),
    testRoutes: env.BACKEND_TEST_ROUTES === '1',
    loginBlockMs: positiveInt('LOGIN_BLOCK_MS', env.LOGIN_BLOCK_MS, DEFAULT_BLOCK_MS),
    webhook: {
      url:
        env.PORTAL_WEBHOOK_URL ||
        `${origins.find((origin) => new URL(origin).hostname === 'localhost') ?? origins[0] ?? 'http://localhost:4321'}/webhooks/partner`,
      secret: env.WEBHOOK_SECRET || WEBHOOK_SECRET,
    },
    delays: {
      lenderPollMs: positiveInt('LENDER_POLL_MS', env.LENDER_POLL_MS, 3000),
      processingDecideMs: positiveInt('PROCESSING_DECIDE_MS', env.PROCESSING_DECIDE_MS, 60_000),
      signingDelayMs: positiveInt('SIGNING_DELAY_MS', env.SIGNING_DELAY_MS, 30_000),
      payoutDelayMs: positiveInt('PAYOUT_DELAY_MS', env.PAYOUT_DELAY_MS, 30_000),
      secondChanceStepMs: positiveInt('SECOND_CHANCE_STEP_MS', env.SECOND_CHANCE_STEP_MS, 20_000),
    },
  };
}
