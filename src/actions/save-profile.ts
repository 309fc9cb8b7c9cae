import { LOCALE_COOKIE, localeFromLanguage } from '../lib/i18n';
import { profileInputFromForm, profileSchema, type SaveProfileResult } from '../lib/profile/profile';
import { saveProfile as save } from '../lib/profile/profile.server';
import { validate } from '../lib/forms/validate';
import { defineFormAction } from './define-form-action';
import { isValidPhone } from '../lib/forms/phone';
import { NOTIFICATION_EVENTS } from '../lib/api/schemas';

const ONE_YEAR = 60 * 60 * 24 * 365;

export const saveProfile = defineFormAction<SaveProfileResult>({
  name: 'save profile',
  async handler(form, context, { user, api }) {
    const { locals } = context;
    const input = profileInputFromForm(form);
    const parsed = validate(profileSchema(locals.country, isValidPhone), input);
    if (!parsed.success) return { status: 'invalid', fieldErrors: parsed.fieldErrors, input };
    const values = parsed.output;
    const canChooseLanguage = locals.countryInfo.locales.length > 1;
    const saved = await save(api, values, canChooseLanguage, locals.country);
    locals.session.set('user', saved);
    locals.session.set(
      'notifyOn',
      NOTIFICATION_EVENTS.filter((event) => values.events[event]),
    );
    locals.user = saved;
    const languageChanged = canChooseLanguage && values.language !== user.language.selectedLanguageCode;
    const locale = localeFromLanguage(values.language, locals.country);
    if (canChooseLanguage && locale) {
      context.cookies.set(LOCALE_COOKIE, locale, { path: '/', sameSite: 'lax', maxAge: ONE_YEAR, secure: context.url.protocol === 'https:' });
    }
    return { status: 'saved', values, languageChanged };
  },
  onError(_error, form, context) {
    const input = profileInputFromForm(form);
    const parsed = validate(profileSchema(context.locals.country, isValidPhone), input);
    // Only reached after the form was valid: the values are what the dealer tried to save.
    if (!parsed.success) return { status: 'invalid', fieldErrors: parsed.fieldErrors, input };
    return { status: 'failed', messageKey: 'profile.errors.cannotUpdate', values: parsed.output };
  },
});
