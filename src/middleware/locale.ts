import { defineMiddleware } from 'astro:middleware';
import { LOCALE_COOKIE, resolveLocale, translator } from '../lib/i18n';

/** LOCALE cookie, then the user's language, then the country's default, sv-SE last (SPEC §1). */
export const locale = defineMiddleware((context, next) => {
  const { locals } = context;
  locals.locale = resolveLocale({
    cookie: context.cookies.get(LOCALE_COOKIE)?.value,
    userLanguage: locals.user?.language.selectedLanguageCode,
    country: locals.country,
    allowed: locals.countryInfo.locales,
    countryDefault: locals.countryInfo.defaultLocale,
  });
  locals.t = translator(locals.locale);
  return next();
});
