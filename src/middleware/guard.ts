import { defineMiddleware } from 'astro:middleware';
import { decideAccess } from '../lib/permissions';
import { matchRoute, pathTo } from '../lib/routes';

/** Framework paths (actions, assets) and the portal's own endpoints are not pages: they check access themselves. */
const NOT_PAGES = ['/_', '/api/'];

/** The route guard: unknown paths go Home, roles come from the route table (SPEC §2, §6). */
export const guard = defineMiddleware(async (context, next) => {
  const { locals } = context;
  const match = matchRoute(context.url.pathname);
  locals.route = match?.route ?? null;
  if (locals.screen === 'maintenance') return next();
  if (!match) {
    if (NOT_PAGES.some((prefix) => context.url.pathname.startsWith(prefix))) return next();
    return context.redirect(pathTo('Home'));
  }
  if (match.route.internal && locals.screen === null) return context.redirect(pathTo('Home'));

  const decision = decideAccess(match.route.access, locals.user?.grantedRoles ?? null);
  if (decision === 'signIn') {
    const returnTo = context.url.pathname + context.url.search;
    const query = returnTo === pathTo('Home') ? '' : `?returnTo=${encodeURIComponent(returnTo)}`;
    return context.redirect(pathTo('Login') + query);
  }
  if (decision === 'forbidden') {
    locals.screen = 'noAccess';
    locals.route = matchRoute(pathTo('NoAccess'))?.route ?? null;
    const response = await next(pathTo('NoAccess'));
    return new Response(response.body, { status: 403, headers: response.headers });
  }
  return next();
});
