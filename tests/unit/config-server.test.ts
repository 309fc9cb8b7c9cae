// The worker reads its configuration from Cloudflare's env once per isolate.
import { describe, expect, it, vi } from 'vitest';

const env = vi.hoisted(() => ({
  OIDC_ISSUER: 'https://login.example.se',
  OIDC_CLIENT_ID: 'portal',
  OIDC_CLIENT_SECRET: 'secret',
  OIDC_AUDIENCE: 'partner-api',
  API_BASE_URL_SE: 'https://api.example/se',
  API_BASE_URL_FI: 'https://api.example/fi',
  API_BASE_URL_DK: 'https://api.example/dk',
  FLAGS_URL: 'https://flags.example',
}));
vi.mock('cloudflare:workers', () => ({ env }));

const { appConfig } = await import('../../src/lib/server/config.server');

describe('the worker’s configuration', () => {
  it('is read from the environment once and then kept', () => {
    const first = appConfig();
    expect(first.apiBaseUrl.FI).toBe('https://api.example/fi');
    env.API_BASE_URL_FI = 'https://changed.example/fi';
    expect(appConfig()).toBe(first);
    expect(appConfig().apiBaseUrl.FI).toBe('https://api.example/fi');
  });
});
