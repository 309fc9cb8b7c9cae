// One token refresh per session at a time, and how long a page waits for it (docs/decisions/0043).
// Rotation makes a refresh token single-use, so parallel requests of one session share the
// refresh rather than race it; the result is kept briefly for requests that read the old tokens
// from (eventually consistent) KV just after, and for requests that would otherwise write them back.
// A page never waits for a slow provider longer than REFRESH_WAIT_MS: the refresh is not abandoned
// but carries on after the response (its answer rotated the refresh token; losing it would make the
// next refresh reuse a spent token), and its tokens are saved to the session when they come.
import type { AppConfig } from '../config';
import { refreshEndsSession, refreshTokens } from './oidc.server';
import type { SessionTokens } from './tokens';

const inFlight = new Map<string, Promise<SessionTokens>>();
const replaced = new Map<string, SessionTokens>();
const KEEP_RESULT_MS = 30_000;

/**
 * How long a page waits for a refresh while its access token can still serve the page's calls.
 * @internal exported for its unit tests
 */
export const REFRESH_WAIT_MS = 500;
/**
 * How long it waits when the access token cannot: nothing can be shown as the dealer without one.
 * @internal exported for its unit tests
 */
export const REFRESH_WAIT_EXPIRED_MS = 1_500;
/**
 * An access token with less than this left is not sent: the page's calls (at most 2 s) would outlive it.
 * @internal exported for its unit tests
 */
export const USABLE_FOR_MS = 5_000;

/**
 * The provider's answer, shared by every request of the session that needs it; no retry (the page cannot wait for one).
 * @internal exported for its unit tests
 */
export function refreshOnce(oidc: AppConfig['oidc'], tokens: SessionTokens): Promise<SessionTokens> {
  const key = tokens.refreshToken;
  let pending = inFlight.get(key);
  if (!pending) {
    pending = refreshTokens(oidc, tokens);
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

type Settled<T> = { state: 'fulfilled'; value: T } | { state: 'rejected'; reason: unknown } | { state: 'pending' };

/**
 * Where the promise stands after at most `ms`.
 * @internal exported for its unit tests
 */
export async function settleWithin<T>(promise: Promise<T>, ms: number): Promise<Settled<T>> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeUp = new Promise<Settled<T>>((done) => {
    timer = setTimeout(() => done({ state: 'pending' }), ms);
  });
  try {
    return await Promise.race([
      promise.then(
        (value): Settled<T> => ({ state: 'fulfilled', value }),
        (reason: unknown): Settled<T> => ({ state: 'rejected', reason }),
      ),
      timeUp,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export type RefreshForRequest =
  /** New tokens: keep them in the session and use them. */
  | { outcome: 'refreshed'; tokens: SessionTokens }
  /**
   * No new tokens yet; the session is kept. `tokens`: what this request may still use (null: it is
   * served as signed out). `stillRunning`: the refresh that answered too late for this request;
   * the caller keeps it alive and saves what it brings.
   */
  | { outcome: 'kept'; tokens: SessionTokens | null; stillRunning: Promise<SessionTokens> | null; reason: string }
  /** The provider refused the grant (invalid_grant): this session is over. */
  | { outcome: 'refused'; reason: string };

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A refresh as one page request may wait for it: at most REFRESH_WAIT_MS (REFRESH_WAIT_EXPIRED_MS
 * when the access token is spent). Only invalid_grant ends the session; a timeout or an outage
 * keeps it, serving the dealer on the access token while it lasts.
 */
export async function refreshForRequest(oidc: AppConfig['oidc'], tokens: SessionTokens, now: () => number = Date.now): Promise<RefreshForRequest> {
  const usable = () => (tokens.expiresAt - now() >= USABLE_FOR_MS ? tokens : null);
  const waitMs = usable() ? REFRESH_WAIT_MS : REFRESH_WAIT_EXPIRED_MS;
  const pending = refreshOnce(oidc, tokens);
  const settled = await settleWithin(pending, waitMs);
  if (settled.state === 'fulfilled') return { outcome: 'refreshed', tokens: settled.value };
  if (settled.state === 'rejected') {
    if (refreshEndsSession(settled.reason)) return { outcome: 'refused', reason: describe(settled.reason) };
    return { outcome: 'kept', tokens: usable(), stillRunning: null, reason: describe(settled.reason) };
  }
  return { outcome: 'kept', tokens: usable(), stillRunning: pending, reason: `no answer within ${waitMs} ms` };
}
