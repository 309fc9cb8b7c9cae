// One token refresh per session at a time. Rotation makes a refresh token single-use, so
// parallel requests of one session must share the refresh rather than race it; the
// result is kept briefly for requests that read the old tokens from (eventually
// consistent) KV just after.
import type { AppConfig } from '../config';
import { refreshTokens } from './oidc.server';
import type { SessionTokens } from './tokens';

const inFlight = new Map<string, Promise<SessionTokens>>();
const KEEP_RESULT_MS = 30_000;

export function refreshOnce(oidc: AppConfig['oidc'], tokens: SessionTokens): Promise<SessionTokens> {
  const key = tokens.refreshToken;
  let pending = inFlight.get(key);
  if (!pending) {
    pending = refreshTokens(oidc, tokens);
    inFlight.set(key, pending);
    const forget = () => setTimeout(() => inFlight.delete(key), KEEP_RESULT_MS);
    pending.then(forget, () => inFlight.delete(key));
  }
  return pending;
}
