import type { ActionAPIContext } from 'astro:actions';
import { isApiError } from '../lib/api/errors';
import { LOCALE_COOKIE, localeFromLanguage } from '../lib/i18n';
import { profileInputFromForm, profileSchema, type SaveProfileResult } from '../lib/profile/profile';
import { saveProfile as save } from '../lib/profile/profile.server';
import { logger } from '../lib/server/logger';
import { actionAccess } from './access';
import type { FieldErrors } from '../lib/forms';
import * as v from 'valibot';

const ONE_YEAR = 60 * 60 * 24 * 365;

export async function saveProfile(form: FormData, context: ActionAPIContext): Promise<SaveProfileResult> {
  const { locals } = context;
  const { user, api } = actionAccess(locals);
  const input = profileInputFromForm(form);
  const parsed = v.safeParse(profileSchema(locals.country), input, { abortPipeEarly: true });
  if (!parsed.success) {
    return { status: 'invalid', fieldErrors: v.flatten(parsed.issues).nested as FieldErrors, input };
  }
  const values = parsed.output;
  const canChooseLanguage = locals.countryInfo.locales.length > 1;
  try {
    const saved = await save(api, values, canChooseLanguage, locals.country);
    locals.session.set('user', saved);
    locals.user = saved;
    const languageChanged = canChooseLanguage && values.language !== user.language.selectedLanguageCode;
    const locale = localeFromLanguage(values.language, locals.country);
    if (canChooseLanguage && locale) {
      context.cookies.set(LOCALE_COOKIE, locale, { path: '/', sameSite: 'lax', maxAge: ONE_YEAR, secure: context.url.protocol === 'https:' });
    }
    return { status: 'saved', values, languageChanged };
  } catch (error) {
    if (isApiError(error, 'unauthorized')) throw error;
    logger.error('profile could not be saved', { error: error instanceof Error ? error.message : String(error) });
    return { status: 'failed', messageKey: 'profile.errors.cannotUpdate', values };
  }
}
