import { defineMiddleware } from 'astro:middleware';
import { env } from 'cloudflare:workers';
import { limitedKindOf, limitKey, LIMITER_BINDINGS, rateLimitedJson, RETRY_AFTER_SECONDS, wantsJson, type RateLimiter } from '../lib/server/rate-limit';
import { logger } from '../lib/server/logger';
import { pathTo } from '../lib/routes';

function limiter(name: string): RateLimiter | null {
  const binding = (env as Record<string, unknown>)[name];
  return binding && typeof (binding as RateLimiter).limit === 'function' ? (binding as RateLimiter) : null;
}

/** Throttles sign-in starts and writes per client (ADR 0014): 429 with Retry-After, a page or JSON. */
export const rateLimit = defineMiddleware(async (context, next) => {
  const { locals, request, url } = context;
  const kind = limitedKindOf(request.method, url.pathname);
  const binding = kind ? limiter(LIMITER_BINDINGS[kind]) : null;
  if (!kind || !binding) return next();
  let allowed = true;
  try {
    ({ success: allowed } = await binding.limit({ key: limitKey(kind, request.headers, locals.user?.id ?? null) }));
  } catch (error) {
    // The limiter failing must not lock dealers out: let the request through.
    logger.error('rate limiter failed; request let through', { kind, error: String(error) });
  }
  if (allowed) return next();
  logger.warn('rate limited', { kind, path: url.pathname });
  if (wantsJson(url.pathname, request.headers.get('accept'))) return rateLimitedJson(url.pathname);
  locals.screen = 'rateLimited';
  const response = await next(pathTo('RateLimited'));
  const headers = new Headers(response.headers);
  headers.set('retry-after', String(RETRY_AFTER_SECONDS));
  headers.set('cache-control', 'no-store');
  return new Response(response.body, { status: 429, headers });
});
