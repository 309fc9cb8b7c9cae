// Which requests the portal throttles, by whom, and how it answers (ADR 0014). The limits
// themselves live in wrangler.toml's [[ratelimits]] bindings (Cloudflare's rate limiting).

import { pathTo } from '../routes';

/** The bindings' shape (@cloudflare/workers-types RateLimit). */
export interface RateLimiter {
  limit(options: { key: string }): Promise<{ success: boolean }>;
}

export type LimitedKind = 'signIn' | 'post';

export const LIMITER_BINDINGS: Record<LimitedKind, string> = { signIn: 'SIGN_IN_LIMITER', post: 'POST_LIMITER' };

/** Both bindings count per minute; a refused client may try again after this long. */
export const RETRY_AFTER_SECONDS = 60;

const SIGN_IN_PATHS = new Set([pathTo('Login'), pathTo('Callback')]);
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Sign-in starts (any method) and every write (form posts, actions, /api POSTs, uploads). */
export function limitedKindOf(method: string, pathname: string): LimitedKind | null {
  if (SIGN_IN_PATHS.has(pathname)) return 'signIn';
  if (!READS.has(method.toUpperCase())) return 'post';
  return null;
}

/**
 * The client: Cloudflare's CF-Connecting-IP (set by Cloudflare, and by wrangler dev; a client
 * cannot forge it through Cloudflare). X-Forwarded-For is never read: the client writes it.
 * Writes of a signed-in user count per user, so colleagues behind one office address do not
 * share one budget; sign-in starts count per address.
 */
export function limitKey(kind: LimitedKind, headers: Headers, userId: string | null): string {
  const ip = headers.get('cf-connecting-ip')?.trim() || 'unknown';
  if (kind === 'post' && userId) return `post:user:${userId}`;
  return `${kind}:ip:${ip}`;
}

/** Scripts, islands and actions get JSON; a browser navigating gets the translated page. */
export function wantsJson(pathname: string, accept: string | null): boolean {
  if (pathname.startsWith('/api/') || pathname.startsWith('/_actions/')) return true;
  return !(accept ?? '').includes('text/html');
}

export function rateLimitedJson(pathname: string): Response {
  const headers = { 'retry-after': String(RETRY_AFTER_SECONDS), 'cache-control': 'no-store' };
  // An action's caller (the islands' postAction, as astro:actions would) reads its own error shape: code TOO_MANY_REQUESTS.
  const body = pathname.startsWith('/_actions/')
    ? { type: 'AstroActionError', code: 'TOO_MANY_REQUESTS', status: 429, message: 'rateLimited' }
    : { error: { code: 'rateLimited', retryAfterSeconds: RETRY_AFTER_SECONDS } };
  return Response.json(body, { status: 429, headers });
}
