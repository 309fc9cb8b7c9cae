import { defineMiddleware } from 'astro:middleware';
import { decideRoute, routeAvailableIn } from '../lib/permissions';
import { matchRoute, PAGE_NOT_FOUND, pathTo } from '../lib/routes';
import { keepForNextPage } from '../lib/server/next-page-message.server';
import { termsGate, termsPageFor, termsRefusalBody } from '../lib/terms';

/** Framework paths (actions, assets) and the portal's own endpoints are not pages: they check access themselves. */
const NOT_PAGES = ['/_', '/api/'];
/** A flag service that failed is usually back within the minute. */
const FLAG_RETRY_AFTER_S = 30;

/**
 * The route guard: unknown paths go Home (which says the page was not found), roles come from the route table (SPEC §2, §6), and
 * a signed-in user who has not accepted the current user terms reaches nothing but them
 * (SPEC §1, docs/decisions/0018): pages go there first, actions and endpoints answer 403.
 */
export const guard = defineMiddleware(async (context, next) => {
  const { locals, request, url } = context;
  const match = matchRoute(url.pathname);
  locals.route = match?.route ?? null;
  if (locals.screen === 'maintenance') return next();
  const terms = locals.user && locals.screen === null ? termsGate(url.pathname, locals.user.termsAccepted) : 'pass';
  if (terms === 'refuse') {
    return Response.json(termsRefusalBody(url.pathname, locals.t('errors.termsNotAccepted')), { status: 403, headers: { 'cache-control': 'no-store' } });
  }
  if (!match) {
    if (NOT_PAGES.some((prefix) => url.pathname.startsWith(prefix))) return next();
    // Home says why the dealer is there (kept in the session, not the address): only for a page the
    // dealer asked for, never a file a browser looks for by itself (apple-touch-icon.png); a visitor
    // not signed in meets the sign-in on Home and gets no session for it.
    const askedForPage = request.headers.get('sec-fetch-mode') === 'navigate' && !/\.[a-z0-9]+$/i.test(url.pathname);
    if (locals.user && askedForPage) keepForNextPage(locals.session, pathTo('Home'), PAGE_NOT_FOUND);
    return context.redirect(pathTo('Home'));
  }
  if (match.route.internal && locals.screen === null) return context.redirect(pathTo('Home'));

  const decision = decideRoute(match.route, locals.user?.grantedRoles ?? null, { values: locals.flags, known: locals.flagsKnown });
  if (decision === 'signIn') {
    const returnTo = url.pathname + url.search;
    const query = returnTo === pathTo('Home') ? '' : `?returnTo=${encodeURIComponent(returnTo)}`;
    return context.redirect(pathTo('Login') + query);
  }
  if (terms === 'ask') {
    // See Other: a form post that is sent to the terms arrives there as a GET.
    return context.redirect(termsPageFor(request.method, url.pathname, url.search), request.method === 'GET' || request.method === 'HEAD' ? 302 : 303);
  }
  if (decision === 'unavailable') {
    locals.screen = 'temporarilyUnavailable';
    locals.route = matchRoute(pathTo('TemporarilyUnavailable'))?.route ?? null;
    const response = await next(pathTo('TemporarilyUnavailable'));
    const headers = new Headers(response.headers);
    headers.set('retry-after', String(FLAG_RETRY_AFTER_S));
    return new Response(response.body, { status: 503, headers });
  }
  // A route of another country (the point shop in Denmark) is no access too, whatever the roles.
  if (decision === 'forbidden' || !routeAvailableIn(match.route, locals.country)) {
    locals.screen = 'noAccess';
    locals.route = matchRoute(pathTo('NoAccess'))?.route ?? null;
    const response = await next(pathTo('NoAccess'));
    return new Response(response.body, { status: 403, headers: response.headers });
  }
  return next();
});
