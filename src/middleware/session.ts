import { defineMiddleware } from 'astro:middleware';
import { env } from 'cloudflare:workers';
import { appConfig } from '../lib/server/config.server';
import { logger } from '../lib/server/logger';
import { PortalSession, type KvStore } from '../lib/server/session-store.server';
import { followChanges } from '../lib/dealer-state/follows-user.server';
import { LIVE_REFRESH_HEADER } from '../lib/dealer-state/live-events';
import { FORGOTTEN_ON_EVENT, FORGOTTEN_ON_POST } from '../lib/server/kept-in-session.server';

/** Loads the session before anything reads it and writes it (with its cookie) after the response is made. */
export const session = defineMiddleware(async (context, next) => {
  const kv = env.SESSION as KvStore;
  const https = context.url.protocol === 'https:';
  const portalSession = await PortalSession.load(kv, context.cookies, appConfig().session, https);
  context.locals.session = portalSession;
  // Why a dealer was asked to sign in again is a question support gets: the answer is in the log.
  if (portalSession.ended) logger.info('session ended', { reason: portalSession.ended, path: context.url.pathname, ...portalSession.endedDetail });
  // Whatever the dealer posts (a lead's action, an upload, an application) may change what waits
  // for them: Home's kept blocks are asked afresh (src/lib/server/kept-in-session.server.ts).
  // So does an event the live client heard (its page's parts fetched afresh: ADR 0060).
  const posted = context.request.method !== 'GET' && context.request.method !== 'HEAD';
  const liveRefresh = !posted && context.request.headers.has(LIVE_REFRESH_HEADER);
  // The live client's fetch runs beside the dealer's own requests: it must not take the message kept
  // for the dealer's next page (below), and it is no sign of the dealer being there: an idle
  // dealer's open page hearing events is still idle.
  if (liveRefresh) portalSession.leaveUntouched();
  const forgotten = posted ? FORGOTTEN_ON_POST : liveRefresh ? FORGOTTEN_ON_EVENT : [];
  for (const key of forgotten) if (await portalSession.get(key)) portalSession.delete(key);
  if (liveRefresh && (await portalSession.get('pointBalanceAskedAt'))) portalSession.delete('pointBalanceAskedAt');
  const signedInBefore = Boolean(await portalSession.get('user'));
  const response = await next();
  if (liveRefresh) portalSession.discardChange('nextPageMessage');
  // List states and the cart follow the user to their next sign-in (ADR 0060); sign-in itself restores them.
  const user = context.locals.user;
  if (signedInBefore && user) await followChanges(portalSession, user);
  let cookies: string[];
  try {
    cookies = await portalSession.persist();
  } catch (error) {
    // KV refused the write: the page is still worth showing; the session carries on from what KV holds.
    logger.error('session could not be saved', { error: error instanceof Error ? error.message : String(error) });
    return response;
  }
  if (cookies.length === 0) return response;
  const headers = new Headers(response.headers);
  for (const cookie of cookies) headers.append('set-cookie', cookie);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
});
