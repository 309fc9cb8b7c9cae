// Sign-in with the identity provider: authorization code + PKCE (S256), state and
// nonce, issuer checked by openid-client, and the ID token's signature verified against
// the provider's JWKS (docs/decisions/0012). Each protocol duty is named where it happens.
import * as client from 'openid-client';
import type { AppConfig } from '../config';
import { tokensFromResponse, type SessionTokens } from './tokens';

export interface PendingSignIn {
  state: string;
  nonce: string;
  codeVerifier: string;
  startedAt: number;
}

const SCOPE = 'openid profile email offline_access';
/** Seconds a sign-in's or a revocation's request to the provider may take: a hung provider must not hang the portal. */
const PROVIDER_TIMEOUT_S = 8;
/**
 * Seconds a refresh may take. The page stops waiting long before (refresh.server.ts); the request
 * carries on after the response because a provider that answers late has still rotated the
 * refresh token, and a Worker may keep working that long after it responded (waitUntil: 30 s).
 */
const REFRESH_PATIENCE_S = 25;
/** How far in the future an ID token's issue time may be: the provider's clock and ours differ a little, never by an hour. */
const ID_TOKEN_CLOCK_SKEW_S = 30;
/** How long /login waits for the provider before it says sign-in is unavailable. */
const PROBE_TIMEOUT_MS = 3000;
const discovered = new Map<string, Promise<client.Configuration>>();

function configuration(oidc: AppConfig['oidc'], timeoutS = PROVIDER_TIMEOUT_S): Promise<client.Configuration> {
  const key = `${oidc.issuer}|${oidc.clientId}|${timeoutS}`;
  let pending = discovered.get(key);
  if (!pending) {
    // Plain http is only for the local provider on loopback.
    const insecure = new URL(oidc.issuer).protocol === 'http:';
    pending = client.discovery(new URL(oidc.issuer), oidc.clientId, undefined, client.ClientSecretBasic(oidc.clientSecret), {
      // openid-client skips the ID token's signature unless asked: a forged token must not sign anyone in.
      execute: [...(insecure ? [client.allowInsecureRequests] : []), client.enableNonRepudiationChecks],
      timeout: timeoutS,
    });
    pending.catch(() => discovered.delete(key));
    discovered.set(key, pending);
  }
  return pending;
}

/** `loginHint`: the e-mail the provider's page fills in (a colleague who just activated her account). */
export async function startSignIn(
  oidc: AppConfig['oidc'],
  redirectUri: string,
  uiLocale: string,
  loginHint: string | null = null,
): Promise<{ url: URL; pending: PendingSignIn }> {
  const config = await configuration(oidc);
  const codeVerifier = client.randomPKCECodeVerifier();
  const codeChallenge = await client.calculatePKCECodeChallenge(codeVerifier);
  const state = client.randomState();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: SCOPE,
    code_challenge: codeChallenge,
    code_challenge_method: 'S256',
    state,
    nonce,
    audience: oidc.audience,
    ui_locales: uiLocale,
    // The portal session is the only sign-in session: when it ends (log out, forced
    // logout) the provider asks for the password again instead of signing in silently.
    prompt: 'login',
    ...(loginHint ? { login_hint: loginHint } : {}),
  });
  return { url, pending: { state, nonce, codeVerifier, startedAt: Date.now() } };
}

/**
 * Whether the provider answers its discovery document within a short time. Discovery is
 * cached per isolate, so only a fresh request tells /login the provider is down.
 */
export async function providerReachable(oidc: AppConfig['oidc'], timeoutMs = PROBE_TIMEOUT_MS): Promise<boolean> {
  const url = new URL('.well-known/openid-configuration', oidc.issuer.endsWith('/') ? oidc.issuer : `${oidc.issuer}/`);
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * The JWKS lookup accepts a token without `kid` when the provider has one key; we do not:
 * a key rotation would otherwise let the wrong key decide, and the OpenID conformance
 * suite's RP tests expect it refused.
 */
function requireKeyId(idToken: string | undefined): void {
  if (!idToken) return;
  const [encodedHeader] = idToken.split('.');
  let header: { kid?: unknown };
  try {
    header = JSON.parse(new TextDecoder().decode(base64urlDecode(encodedHeader ?? ''))) as { kid?: unknown };
  } catch {
    throw new Error('ID token header is not JSON');
  }
  if (typeof header.kid !== 'string' || header.kid === '') throw new Error('ID token has no kid');
}

function base64urlDecode(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** openid-client checks the expiry but accepts any issue time: a token "issued" in an hour is refused here. */
function requireIssuedNotAhead(claims: { iat?: unknown } | undefined, nowMs: number): void {
  if (!claims || typeof claims.iat !== 'number') return;
  if (claims.iat > nowMs / 1000 + ID_TOKEN_CLOCK_SKEW_S) throw new Error('ID token is issued in the future');
}

/**
 * Exchanges the code; throws when state, nonce, PKCE, the issuer, the audience, the
 * expiry, the issue time, `sub` or the ID token's signature and `kid` do not check out.
 */
export async function finishSignIn(oidc: AppConfig['oidc'], callbackUrl: URL, pending: PendingSignIn): Promise<SessionTokens> {
  const config = await configuration(oidc);
  const response = await client.authorizationCodeGrant(config, callbackUrl, {
    pkceCodeVerifier: pending.codeVerifier,
    expectedState: pending.state,
    expectedNonce: pending.nonce,
    idTokenExpected: true,
  });
  requireKeyId(response.id_token);
  requireIssuedNotAhead(response.claims(), Date.now());
  return tokensFromResponse(response, null, Date.now());
}

export async function refreshTokens(oidc: AppConfig['oidc'], tokens: SessionTokens): Promise<SessionTokens> {
  const config = await configuration(oidc, REFRESH_PATIENCE_S);
  const response = await client.refreshTokenGrant(config, tokens.refreshToken);
  requireKeyId(response.id_token);
  requireIssuedNotAhead(response.claims(), Date.now());
  return tokensFromResponse(response, tokens, Date.now());
}

/**
 * Only the provider saying the grant is gone ends a session; anything else (outage,
 * timeout, 5xx, a malformed answer) is transient and the refresh is tried again later.
 */
export function refreshEndsSession(error: unknown): boolean {
  return error instanceof client.ResponseBodyError && error.error === 'invalid_grant';
}

export async function revokeRefreshToken(oidc: AppConfig['oidc'], refreshToken: string): Promise<void> {
  const config = await configuration(oidc);
  await client.tokenRevocation(config, refreshToken, { token_type_hint: 'refresh_token' });
}
