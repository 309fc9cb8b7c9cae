import { defineMiddleware } from 'astro:middleware';
import { loadFlags } from '../lib/server/flags.server';
import { pathTo } from '../lib/routes';

/** In maintenance every path shows the maintenance screen (503) and sign-in is off; the guard is skipped. */
export const maintenance = defineMiddleware(async (context, next) => {
  const { flags: flagConfig } = context.locals.config;
  const check = await loadFlags(flagConfig);
  context.locals.flags = check.flags;
  context.locals.flagsKnown = check.known;
  if (!context.locals.flags['in-maintenance']) return next();
  context.locals.screen = 'maintenance';
  const response = await next(pathTo('Maintenance'));
  const headers = new Headers(response.headers);
  headers.set('retry-after', '300');
  return new Response(response.body, { status: 503, headers });
});
