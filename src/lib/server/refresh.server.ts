// One token refresh per session at a time. Rotation makes a refresh token single-use, so
// parallel requests of one session must share the refresh rather than race it; the
// result is kept briefly for requests that read the old tokens from (eventually
// consistent) KV just after, and for requests that would otherwise write them back.
import type { AppConfig } from '../config';
import { refreshEndsSession, refreshTokens } from './oidc.server';
import type { SessionTokens } from './tokens';

const inFlight = new Map<string, Promise<SessionTokens>>();
const replaced = new Map<string, SessionTokens>();
const KEEP_RESULT_MS = 30_000;
/** A blip (one dropped connection, one 502) is tried again once within the request. */
const RETRY_AFTER_MS = 300;

async function refreshWithRetry(oidc: AppConfig['oidc'], tokens: SessionTokens): Promise<SessionTokens> {
  try {
    return await refreshTokens(oidc, tokens);
  } catch (error) {
    if (refreshEndsSession(error)) throw error;
    await new Promise((wait) => setTimeout(wait, RETRY_AFTER_MS));
    return refreshTokens(oidc, tokens);
  }
}

export function refreshOnce(oidc: AppConfig['oidc'], tokens: SessionTokens): Promise<SessionTokens> {
  const key = tokens.refreshToken;
  let pending = inFlight.get(key);
  if (!pending) {
    pending = refreshWithRetry(oidc, tokens);
    inFlight.set(key, pending);
    pending.then(
      (fresh) => {
        replaced.set(key, fresh);
        setTimeout(() => {
          inFlight.delete(key);
          replaced.delete(key);
        }, KEEP_RESULT_MS);
      },
      () => inFlight.delete(key),
    );
  }
  return pending;
}

/**
 * The tokens that replaced these while a request was running, if any. A request that loaded
 * the session before a parallel refresh must not write the old, already rotated tokens back.
 */
export function replacementFor(tokens: SessionTokens): SessionTokens | null {
  return replaced.get(tokens.refreshToken) ?? null;
}

export type RefreshFailureOutcome = 'signOut' | 'keepSession' | 'keepSessionNotSignedIn';

/**
 * What a failed refresh means for the request: invalid_grant ends the session; anything else
 * keeps it, serving the dealer while the access token is still valid.
 */
export function refreshFailureOutcome(error: unknown, tokens: Pick<SessionTokens, 'expiresAt'>, now: number): RefreshFailureOutcome {
  if (refreshEndsSession(error)) return 'signOut';
  return tokens.expiresAt > now ? 'keepSession' : 'keepSessionNotSignedIn';
}
