// The Partner API accepts only the provider's own, current access tokens for the Partner API.
import { generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type RunningBackend } from '../support/backend.ts';
import { API_AUDIENCE, signIn } from '../support/oidc-sign-in.ts';
import { callApi, DEMO_PASSWORD, forgeAccessToken, postJson, savedSigningKey } from '../support/partner-api.ts';

let backend: RunningBackend;
beforeAll(async () => {
  backend = await startBackend();
}, 30_000);
afterAll(() => backend?.stop());

const now = () => Math.floor(Date.now() / 1000);
const claims = (overrides: Record<string, unknown> = {}) => ({
  iss: backend.url,
  aud: API_AUDIENCE,
  sub: 'user-anna',
  client_id: 'partner-portal',
  scope: 'openid profile email',
  iat: now() - 10,
  exp: now() + 300,
  ...overrides,
});

async function expectUnauthorized(response: Response) {
  expect(response.status).toBe(401);
  expect(response.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
  expect(await response.json()).toEqual({ error: { code: 'UNAUTHORIZED' } });
}

describe('bearer tokens', () => {
  it('a token made like the provider makes them is accepted (so the rejections below are about one thing)', async () => {
    const token = await forgeAccessToken(await savedSigningKey(backend), claims());
    expect((await callApi(backend, 'se', 'account/me', token)).status).toBe(200);
  });

  it('no token → 401', async () => {
    await expectUnauthorized(await callApi(backend, 'se', 'account/me', undefined));
  });

  it('a token signed with another key → 401', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const { kid } = await savedSigningKey(backend);
    await expectUnauthorized(await callApi(backend, 'se', 'account/me', await forgeAccessToken(privateKey, claims(), kid)));
  });

  it('a token for another audience → 401', async () => {
    const token = await forgeAccessToken(await savedSigningKey(backend), claims({ aud: 'https://other-api.example' }));
    await expectUnauthorized(await callApi(backend, 'se', 'partner', token));
  });

  it('an expired token → 401', async () => {
    const token = await forgeAccessToken(await savedSigningKey(backend), claims({ iat: now() - 900, exp: now() - 600 }));
    await expectUnauthorized(await callApi(backend, 'se', 'partner/kam', token));
  });

  it('a token of a user that does not exist → 401', async () => {
    const token = await forgeAccessToken(await savedSigningKey(backend), claims({ sub: 'user-gone' }));
    await expectUnauthorized(await callApi(backend, 'se', 'account/me', token));
  });

  it('the ID token is not an access token → 401', async () => {
    const { id_token } = await signIn(backend.url, 'erik.sales@bilhuset.example', DEMO_PASSWORD);
    await expectUnauthorized(await callApi(backend, 'se', 'account/me', id_token));
  }, 20_000);

  it('an unknown country → 404', async () => {
    const { access_token } = await signIn(backend.url, 'erik.sales@bilhuset.example', DEMO_PASSWORD);
    const response = await callApi(backend, 'no', 'account/me', access_token);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND' } });
  }, 20_000);
});

describe('POST /__test/reject-tokens', () => {
  it('makes tokens issued before it 401, while a new sign-in works', async () => {
    const email = 'basic.user@bilhuset.example';
    const before = await signIn(backend.url, email, DEMO_PASSWORD);
    expect((await callApi(backend, 'se', 'account/me', before.access_token)).status).toBe(200);

    expect((await postJson(backend, '/__test/reject-tokens', { email })).status).toBe(204);
    await expectUnauthorized(await callApi(backend, 'se', 'account/me', before.access_token));

    const after = await signIn(backend.url, email, DEMO_PASSWORD);
    expect((await callApi(backend, 'se', 'account/me', after.access_token)).status).toBe(200);
  }, 20_000);
});
