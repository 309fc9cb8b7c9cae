// The relying party checks of the OpenID conformance suite's client tests, run against a
// provider test double: each crafted ID token must be refused (no session), the
// well-formed one accepted. Then refresh: a provider blip vs the provider refusing the grant.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JWTPayload } from 'jose';
import { finishSignIn, type PendingSignIn } from '../../src/lib/server/oidc.server';
import { REFRESH_WAIT_EXPIRED_MS, REFRESH_WAIT_MS, refreshForRequest } from '../../src/lib/server/refresh.server';
import type { SessionTokens } from '../../src/lib/server/tokens';
import { CLIENT_ID, CLIENT_SECRET, startOidcDouble, type OidcDouble } from '../support/oidc-double';

let double: OidcDouble;
let oidc: { issuer: string; clientId: string; clientSecret: string; audience: string };

beforeAll(async () => {
  double = await startOidcDouble();
  oidc = { issuer: double.issuer, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, audience: 'https://partner-api.test' };
});
afterAll(() => double.close());

const pending: PendingSignIn = { state: 'state-1', nonce: 'nonce-1', codeVerifier: 'v'.repeat(43), startedAt: Date.now() };
const callbackUrl = () => new URL(`http://se.localhost/callback?code=code-1&state=${pending.state}`);
const now = () => Math.floor(Date.now() / 1000);

function claims(overrides: JWTPayload = {}): JWTPayload {
  return { iss: double.issuer, aud: CLIENT_ID, sub: 'dealer-1', nonce: pending.nonce, iat: now(), exp: now() + 300, ...overrides };
}

function answerWith(idToken: string): void {
  double.tokenAnswers = [
    { status: 200, body: { access_token: 'access-1', token_type: 'Bearer', expires_in: 300, refresh_token: 'refresh-1', id_token: idToken } },
  ];
}

function unsigned(payload: JWTPayload): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none' })}.${part(payload)}.`;
}

function corruptSignature(token: string): string {
  const [header, payload, signature] = token.split('.');
  const bytes = Buffer.from(signature!, 'base64url');
  bytes[10] = bytes[10]! ^ 0xff;
  return `${header}.${payload}.${bytes.toString('base64url')}`;
}

describe('sign-in with a crafted ID token', () => {
  it('signs the dealer in when the ID token is well-formed and signed with the provider key', async () => {
    answerWith(await double.idToken(claims()));
    const tokens = await finishSignIn(oidc, callbackUrl(), pending);
    expect(tokens.accessToken).toBe('access-1');
    expect(tokens.refreshToken).toBe('refresh-1');
  });

  const refused: [string, () => Promise<string>][] = [
    ['another issuer', () => double.idToken(claims({ iss: 'https://evil.example' }))],
    ['another audience', () => double.idToken(claims({ aud: 'someone-else' }))],
    ['a signature that does not verify (corrupted)', async () => corruptSignature(await double.idToken(claims()))],
    ['a signature by a key the provider does not publish', () => double.idToken(claims(), {}, double.strangerKey)],
    ['alg none (unsigned)', async () => unsigned(claims())],
    ['an HMAC signature made with the client secret', () => double.idToken(claims(), { alg: 'HS256' }, new TextEncoder().encode(CLIENT_SECRET) as never)],
    ['no kid in the header', () => double.idToken(claims(), { kid: null })],
    ['a wrong nonce', () => double.idToken(claims({ nonce: 'nonce-of-another-sign-in' }))],
    ['no sub', () => double.idToken(claims({ sub: undefined }))],
    ['an expiry in the past', () => double.idToken(claims({ iat: now() - 7200, exp: now() - 3600 }))],
    ['no issue time (iat)', () => double.idToken(claims({ iat: undefined }))],
    ['an issue time an hour ahead', () => double.idToken(claims({ iat: now() + 3600, exp: now() + 7200 }))],
    ['an issue time 40 s ahead (more than the 30 s clock skew)', () => double.idToken(claims({ iat: now() + 40, exp: now() + 340 }))],
  ];
  for (const [what, token] of refused) {
    it(`refuses an ID token with ${what}: no tokens, no session`, async () => {
      answerWith(await token());
      await expect(finishSignIn(oidc, callbackUrl(), pending)).rejects.toThrow();
    });
  }

  it('signs the dealer in when the provider’s clock runs 20 s ahead of ours (a small skew)', async () => {
    answerWith(await double.idToken(claims({ iat: now() + 20 })));
    expect((await finishSignIn(oidc, callbackUrl(), pending)).accessToken).toBe('access-1');
  });

  it('refuses a callback whose state belongs to another sign-in', async () => {
    answerWith(await double.idToken(claims()));
    const forged = new URL('http://se.localhost/callback?code=code-1&state=state-of-the-attacker');
    await expect(finishSignIn(oidc, forged, pending)).rejects.toThrow();
  });
});

describe('refreshing the access token', () => {
  let counter = 0;
  const tokens = (expiresInMs: number): SessionTokens => ({
    accessToken: 'old-access',
    refreshToken: `refresh-${++counter}-${Date.now()}`,
    idToken: null,
    expiresAt: Date.now() + expiresInMs,
  });
  const fresh = { status: 200, body: { access_token: 'new-access', token_type: 'Bearer', expires_in: 300, refresh_token: 'new-refresh' } };

  it('gives the page new tokens when the provider answers in time', async () => {
    double.tokenAnswers = [fresh];
    const refresh = await refreshForRequest(oidc, tokens(50_000));
    expect(refresh).toMatchObject({ outcome: 'refreshed', tokens: { accessToken: 'new-access', refreshToken: 'new-refresh' } });
  });

  it('serves the page on the valid access token after a provider blip (503), without a second try in the request; the next request gets new tokens', async () => {
    double.tokenAnswers = [{ status: 503, body: { error: 'temporarily_unavailable' } }, fresh];
    double.tokenRequests = 0;
    const current = tokens(50_000);
    expect(await refreshForRequest(oidc, current)).toMatchObject({ outcome: 'kept', tokens: current, stillRunning: null });
    expect(double.tokenRequests).toBe(1);
    expect(await refreshForRequest(oidc, current)).toMatchObject({ outcome: 'refreshed', tokens: { accessToken: 'new-access' } });
  });

  it('does not hold the page for a stalled provider: the page goes on with the access token, and the refresh carries on to bring the rotated tokens', async () => {
    double.tokenAnswers = [{ ...fresh, delayMs: 2_500 }];
    const started = Date.now();
    const refresh = await refreshForRequest(oidc, tokens(50_000));
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(REFRESH_WAIT_MS - 5);
    expect(waited).toBeLessThan(REFRESH_WAIT_MS + 400);
    if (refresh.outcome !== 'kept' || !refresh.stillRunning) throw new Error(`expected a refresh still running, got ${refresh.outcome}`);
    expect(refresh.tokens?.accessToken).toBe('old-access');
    // The answer the provider gave late is not lost: it carries the rotated refresh token.
    expect(await refresh.stillRunning).toMatchObject({ accessToken: 'new-access', refreshToken: 'new-refresh' });
  });

  it('waits a little longer when the access token has run out, and then serves the request as signed out with the session kept', async () => {
    double.tokenAnswers = [{ ...fresh, delayMs: 3_000 }];
    const started = Date.now();
    const refresh = await refreshForRequest(oidc, tokens(-1_000));
    expect(Date.now() - started).toBeGreaterThanOrEqual(REFRESH_WAIT_EXPIRED_MS - 5);
    expect(refresh).toMatchObject({ outcome: 'kept', tokens: null });
    if (refresh.outcome === 'kept') await refresh.stillRunning;
  });

  it('keeps the dealer signed in while the access token is valid when the provider stays down, and not once it has run out', async () => {
    double.tokenAnswers = [{ status: 503, body: 'Service Unavailable' }];
    const current = tokens(50_000);
    expect(await refreshForRequest(oidc, current)).toMatchObject({ outcome: 'kept', tokens: current });
    expect(await refreshForRequest(oidc, tokens(4_000))).toMatchObject({ outcome: 'kept', tokens: null });
  });

  it('signs the dealer out when the provider refuses the grant (invalid_grant), without a second try', async () => {
    double.tokenAnswers = [{ status: 400, body: { error: 'invalid_grant', error_description: 'grant request is invalid' } }];
    double.tokenRequests = 0;
    expect(await refreshForRequest(oidc, tokens(50_000))).toMatchObject({ outcome: 'refused' });
    expect(double.tokenRequests).toBe(1);
  });
});
