import { resolve } from 'node:path';

export interface Config {
  port: number;
  dataDir: string;
  publicUrl: string;
  portalOrigins: string[];
  accessTokenTtl: number;
  testRoutes: boolean;
}

const REPO_ROOT = resolve(import.meta.dirname, '../..');
const DEFAULT_ORIGINS = [
  'http://se.localhost:4321',
  'http://fi.localhost:4321',
  'http://dk.localhost:4321',
  'http://localhost:4321',
];

export const API_AUDIENCE = 'https://partner-api.local';
export const CLIENT_ID = 'partner-portal';
export const CLIENT_SECRET = 'local-dev-secret';
// A stand-in for the secret Intercom gives the provider for identity verification.
export const INTERCOM_SECRET = 'local-intercom-identity-secret';

function positiveInt(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

export function defaultDataDir(): string {
  return resolve(REPO_ROOT, '.data/backend');
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = positiveInt('BACKEND_PORT', env.BACKEND_PORT, 4400);
  const origins = (env.PORTAL_ORIGINS ?? DEFAULT_ORIGINS.join(','))
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  return {
    port,
    dataDir: resolve(env.BACKEND_DATA_DIR || defaultDataDir()),
    publicUrl: (env.BACKEND_PUBLIC_URL || `http://127.0.0.1:${port}`).replace(/\/+$/, ''),
    portalOrigins: origins,
    accessTokenTtl: positiveInt('ACCESS_TOKEN_TTL', env.ACCESS_TOKEN_TTL, 300),
    testRoutes: env.BACKEND_TEST_ROUTES === '1',
  };
}
