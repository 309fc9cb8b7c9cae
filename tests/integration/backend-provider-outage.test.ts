// The test-only provider outage: the OIDC side stops answering, the Partner API does not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type RunningBackend } from '../support/backend.ts';
import { signIn } from '../support/oidc-sign-in.ts';
import { callApi, DEMO_PASSWORD, postJson } from '../support/partner-api.ts';

let backend: RunningBackend;
let token: string;
let refreshToken: string;
beforeAll(async () => {
  backend = await startBackend();
  const tokens = await signIn(backend.url, 'anna.admin@bilhuset.example', DEMO_PASSWORD);
  token = tokens.access_token;
  refreshToken = tokens.refresh_token;
}, 30_000);
afterAll(() => backend?.stop());

const discovery = () => fetch(`${backend.url}/.well-known/openid-configuration`);
const refresh = (value: string) =>
  fetch(`${backend.url}/oauth/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from('partner-portal:local-dev-secret').toString('base64')}`,
    },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: value }),
  });

describe('POST /__test/provider-outage', () => {
  it('makes discovery and the token endpoint answer 503 while the Partner API keeps answering, then ends by itself', async () => {
    expect((await postJson(backend, '/__test/provider-outage', { seconds: 1.5 })).status).toBe(204);
    expect((await discovery()).status).toBe(503);
    expect((await refresh(refreshToken)).status).toBe(503);
    expect((await callApi(backend, 'se', 'account/me', token)).status).toBe(200);
    await new Promise((wait) => setTimeout(wait, 1600));
    expect((await discovery()).status).toBe(200);
    const renewed = await refresh(refreshToken);
    expect(renewed.status).toBe(200);
  });

  it('in drop mode closes the connection without an answer; DELETE ends the outage', async () => {
    await postJson(backend, '/__test/provider-outage', { seconds: 60, mode: 'drop' });
    await expect(discovery()).rejects.toThrow();
    expect((await fetch(`${backend.url}/__test/provider-outage`, { method: 'DELETE' })).status).toBe(204);
    expect((await discovery()).status).toBe(200);
  });
});
