// Sign-in with the identity provider: authorization code + PKCE (S256), state and
// nonce, issuer checked by openid-client. Each protocol duty is named where it happens.
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
const discovered = new Map<string, Promise<client.Configuration>>();

function configuration(oidc: AppConfig['oidc']): Promise<client.Configuration> {
  const key = `${oidc.issuer}|${oidc.clientId}`;
  let pending = discovered.get(key);
  if (!pending) {
    // Plain http is only for the local provider on loopback.
    const insecure = new URL(oidc.issuer).protocol === 'http:';
    pending = client.discovery(new URL(oidc.issuer), oidc.clientId, undefined, client.ClientSecretBasic(oidc.clientSecret), {
      execute: insecure ? [client.allowInsecureRequests] : [],
    });
    pending.catch(() => discovered.delete(key));
    discovered.set(key, pending);
  }
  return pending;
}

export async function startSignIn(
  oidc: AppConfig['oidc'],
  redirectUri: string,
  uiLocale: string,
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
  });
  return { url, pending: { state, nonce, codeVerifier, startedAt: Date.now() } };
}

/** Exchanges the code; throws when state, nonce, PKCE or the issuer do not check out. */
export async function finishSignIn(oidc: AppConfig['oidc'], callbackUrl: URL, pending: PendingSignIn): Promise<SessionTokens> {
  const config = await configuration(oidc);
  const response = await client.authorizationCodeGrant(config, callbackUrl, {
    pkceCodeVerifier: pending.codeVerifier,
    expectedState: pending.state,
    expectedNonce: pending.nonce,
    idTokenExpected: true,
  });
  return tokensFromResponse(response, null, Date.now());
}

export async function refreshTokens(oidc: AppConfig['oidc'], tokens: SessionTokens): Promise<SessionTokens> {
  const config = await configuration(oidc);
  const response = await client.refreshTokenGrant(config, tokens.refreshToken);
  return tokensFromResponse(response, tokens, Date.now());
}

export async function revokeRefreshToken(oidc: AppConfig['oidc'], refreshToken: string): Promise<void> {
  const config = await configuration(oidc);
  await client.tokenRevocation(config, refreshToken, { token_type_hint: 'refresh_token' });
}
