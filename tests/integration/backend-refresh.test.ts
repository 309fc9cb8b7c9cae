// Refresh tokens rotate; a spent one still works within the reuse interval (a lost answer), is refused
// after it and then ends its grant; log out (revoke-token) ends them all.
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type RunningBackend } from '../support/backend.ts';
import { API_AUDIENCE, refresh, signIn, type Tokens } from '../support/oidc-sign-in.ts';
import { callApi, DEMO_PASSWORD } from '../support/partner-api.ts';

/** Short here so the test can outwait it; 30 s by default (docs/decisions/0043). */
const REUSE_INTERVAL_S = 2;
let backend: RunningBackend;
beforeAll(async () => {
  backend = await startBackend({ env: { REFRESH_REUSE_INTERVAL_S: String(REUSE_INTERVAL_S) } });
}, 30_000);

const outwaitReuseInterval = () => new Promise((done) => setTimeout(done, REUSE_INTERVAL_S * 1000 + 1100));
afterAll(() => backend?.stop());

async function storedRefreshTokens(email: string): Promise<string[]> {
  const response = await fetch(`${backend.url}/__test/refresh-tokens?email=${encodeURIComponent(email)}`);
  return ((await response.json()) as { tokens: string[] }).tokens;
}

describe('refresh tokens', () => {
  it('a sign-in issues a refresh token', async () => {
    const tokens = await signIn(backend.url, 'anna.admin@bilhuset.example', DEMO_PASSWORD);
    expect(tokens.refresh_token).toEqual(expect.any(String));
    expect(await storedRefreshTokens('anna.admin@bilhuset.example')).toContain(tokens.refresh_token);
  }, 20_000);

  it('rotate: the new access token keeps the Partner API audience; the old refresh token then fails with invalid_grant', async () => {
    const email = 'erik.sales@bilhuset.example';
    const first = await signIn(backend.url, email, DEMO_PASSWORD);

    const rotated = await refresh(backend.url, first.refresh_token);
    expect(rotated.status).toBe(200);
    const second = (await rotated.json()) as Tokens;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(decodeJwt(second.access_token).aud).toBe(API_AUDIENCE);
    expect((await callApi(backend, 'se', 'account/me', second.access_token)).status).toBe(200);
    expect((await storedRefreshTokens(email))[0]).toBe(second.refresh_token);

    await outwaitReuseInterval();
    const reused = await refresh(backend.url, first.refresh_token);
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ error: 'invalid_grant' });
  }, 20_000);

  it('give a client whose refresh answer was lost new tokens from the spent token within the reuse interval, and the grant lives on', async () => {
    const email = 'anna.admin@bilhuset.example';
    const first = await signIn(backend.url, email, DEMO_PASSWORD);
    const lost = await refresh(backend.url, first.refresh_token);
    expect(lost.status).toBe(200);
    const again = await refresh(backend.url, first.refresh_token);
    expect(again.status).toBe(200);
    const kept = (await again.json()) as Tokens;
    expect(kept.refresh_token).not.toBe(first.refresh_token);
    expect((await callApi(backend, 'se', 'account/me', kept.access_token)).status).toBe(200);
    // The interval counts from the first use: using the token again does not extend it.
    await outwaitReuseInterval();
    expect((await refresh(backend.url, first.refresh_token)).status).toBe(400);
  }, 20_000);

  it('end the whole grant when a spent token is used after the reuse interval (reuse detection): the newest token fails too', async () => {
    const first = await signIn(backend.url, 'erik.sales@bilhuset.example', DEMO_PASSWORD);
    const second = (await (await refresh(backend.url, first.refresh_token)).json()) as Tokens;
    await outwaitReuseInterval();
    expect((await refresh(backend.url, first.refresh_token)).status).toBe(400);
    const newest = await refresh(backend.url, second.refresh_token);
    expect(newest.status).toBe(400);
    expect(await newest.json()).toMatchObject({ error: 'invalid_grant' });
  }, 20_000);

  it('after POST token/revoke-token every refresh token of the user fails with invalid_grant', async () => {
    const email = 'mikko.myyja@autotalo.example';
    const laptop = await signIn(backend.url, email, DEMO_PASSWORD);
    const phone = await signIn(backend.url, email, DEMO_PASSWORD);
    expect(await storedRefreshTokens(email)).toHaveLength(2);

    const revoke = await callApi(backend, 'fi', 'token/revoke-token', laptop.access_token, { method: 'POST' });
    expect(revoke.status).toBe(204);

    for (const tokens of [laptop, phone]) {
      const response = await refresh(backend.url, tokens.refresh_token);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: 'invalid_grant' });
    }
    expect(await storedRefreshTokens(email)).toEqual([]);
  }, 20_000);

  it('revoke-token leaves other users signed in', async () => {
    const mette = await signIn(backend.url, 'mette.salg@bilcenter.example', DEMO_PASSWORD);
    const anna = await signIn(backend.url, 'anna.admin@bilhuset.example', DEMO_PASSWORD);
    await callApi(backend, 'se', 'token/revoke-token', anna.access_token, { method: 'POST' });
    expect((await refresh(backend.url, mette.refresh_token)).status).toBe(200);
  }, 20_000);
});
