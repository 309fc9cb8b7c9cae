import { defineMiddleware } from 'astro:middleware';
import { loadChrome } from '../lib/server/chrome.server';

/** Starts loading the navigation's data for signed-in pages; the layout awaits it. The login layout has no navigation. */
export const chrome = defineMiddleware((context, next) => {
  const { locals } = context;
  if (locals.user && locals.api && locals.route && locals.route.layout !== 'login' && locals.screen !== 'maintenance') {
    locals.chrome = loadChrome(locals.api, locals.user, locals.country);
  }
  return next();
});
