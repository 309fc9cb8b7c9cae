// Tokens as kept in the server-side session, and when to refresh them.

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
  idToken: string | null;
  /** Epoch milliseconds at which the access token expires. */
  expiresAt: number;
}

/**
 * Refresh this long before expiry so a page's parallel API calls never race the clock.
 * @internal exported for its unit tests
 */
export const REFRESH_MARGIN_MS = 60_000;

export function needsRefresh(tokens: Pick<SessionTokens, 'expiresAt'>, now: number): boolean {
  return tokens.expiresAt - now <= REFRESH_MARGIN_MS;
}

export function tokensFromResponse(
  response: { access_token: string; refresh_token?: string; id_token?: string; expires_in?: number },
  previous: SessionTokens | null,
  now: number,
): SessionTokens {
  const refreshToken = response.refresh_token ?? previous?.refreshToken;
  if (!refreshToken) throw new Error('The identity provider issued no refresh token: is offline_access allowed for this client?');
  return {
    accessToken: response.access_token,
    refreshToken,
    idToken: response.id_token ?? previous?.idToken ?? null,
    expiresAt: now + (response.expires_in ?? 300) * 1000,
  };
}
