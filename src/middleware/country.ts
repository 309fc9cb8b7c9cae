import { defineMiddleware } from 'astro:middleware';
import { PAGE_DATA_BUDGET_MS } from '../lib/api/client';
import { COUNTRIES, countryFromHost } from '../lib/countries';
import { FALLBACK_LOCALE, translator } from '../lib/i18n';
import { appConfig } from '../lib/server/config.server';
import { matchRoute } from '../lib/routes';

/** Country from the host name, and every locals field set to a value or null. */
export const country = defineMiddleware((context, next) => {
  const code = countryFromHost(context.url.host);
  const locals = context.locals;
  locals.country = code;
  locals.countryInfo = COUNTRIES[code];
  locals.config = appConfig();
  locals.flags = { 'in-maintenance': false, PayMarketplace: false };
  locals.flagsKnown = true;
  locals.user = null;
  locals.pointBalance = null;
  locals.api = null;
  locals.route = matchRoute(context.url.pathname)?.route ?? null;
  locals.locale = COUNTRIES[code].defaultLocale ?? FALLBACK_LOCALE;
  locals.t = translator(locals.locale);
  locals.screen = null;
  locals.unauthorized = false;
  locals.answerBy = Date.now() + PAGE_DATA_BUDGET_MS;
  locals.chrome = null;
  return next();
});
