import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countryOfBirthOptions } from '../../src/lib/blanco/countries-of-birth';
import { createTranslate, formatMessage } from '../../src/lib/messages';
import { canContactManager, managerFullName, telHref } from '../../src/lib/partner/key-account-manager';
import { profileFormState } from '../../src/lib/profile/form-state';
import { languageOptions } from '../../src/lib/profile/languages';
import { profileInputFromForm, profileSchema, sameProfile, type ProfileValues } from '../../src/lib/profile/profile';
import { logger } from '../../src/lib/server/logger';
import { isValidPhone } from '../../src/lib/forms/phone';

describe('country of birth choices', () => {
  it('puts the dealer’s own country first, then the rest by name in the page’s language', () => {
    const options = countryOfBirthOptions('sv-SE', 'SE');
    expect(options[0]).toEqual({ value: 'SE', label: 'Sverige' });
    const labels = options.slice(1).map((option) => option.label);
    expect(labels).toEqual([...labels].sort(new Intl.Collator('sv-SE').compare));
    expect(options.find((option) => option.value === 'FI')?.label).toBe('Finland');
    expect(options).toHaveLength(244);
    expect(new Set(options.map((option) => option.value)).size).toBe(244);
  });

  it('names the countries in Finnish and Danish for Finnish and Danish pages', () => {
    expect(countryOfBirthOptions('fi-FI', 'FI')[0]).toEqual({ value: 'FI', label: 'Suomi' });
    expect(countryOfBirthOptions('fi-FI', 'FI').find((option) => option.value === 'SE')?.label).toBe('Ruotsi');
    const danish = countryOfBirthOptions('da-DK', 'DK');
    expect(danish[0]).toEqual({ value: 'DK', label: 'Danmark' });
    expect(danish[1]?.value).toBe('AF');
    expect(danish.at(-1)?.label).toBe('Åland');
  });

  it('puts the own country first wherever it would sort', () => {
    const options = countryOfBirthOptions('sv-FI', 'FI');
    expect(options[0]?.value).toBe('FI');
    expect(options.filter((option) => option.value === 'FI')).toHaveLength(1);
  });
});

describe('message texts', () => {
  it('fills each {placeholder} from the params and leaves unknown ones as they are', () => {
    expect(formatMessage('Ring {phone} före {time}', { phone: '08 123', time: 16 })).toBe('Ring 08 123 före 16');
    expect(formatMessage('Hej {name} och {other}', { name: 'Anna' })).toBe('Hej Anna och {other}');
    expect(formatMessage('Hej {name}')).toBe('Hej {name}');
    expect(formatMessage('{a}{a}', { a: 0 })).toBe('00');
  });

  it('shows an unknown key as itself in an island instead of breaking the page', () => {
    const t = createTranslate({ 'a.b': 'Hej {name}' }, 'sv-SE');
    expect(t('a.b', { name: 'Åsa' })).toBe('Hej Åsa');
    expect(t('a.missing')).toBe('a.missing');
  });
});

describe('the key account manager', () => {
  const manager = { firstName: 'Eva', lastName: 'Ek', phoneNumber: '+46 70 123 45 67' };

  it('is shown by full name', () => {
    expect(managerFullName(manager)).toBe('Eva Ek');
    expect(managerFullName({ ...manager, firstName: '' })).toBe('Ek');
    expect(managerFullName({ ...manager, lastName: '' })).toBe('Eva');
  });

  it('can be contacted only with both a name and a phone number', () => {
    expect(canContactManager(manager)).toBe(true);
    expect(canContactManager(null)).toBe(false);
    expect(canContactManager({ ...manager, phoneNumber: null })).toBe(false);
    expect(canContactManager({ ...manager, phoneNumber: '  ' })).toBe(false);
    expect(canContactManager({ ...manager, firstName: ' ', lastName: '' })).toBe(false);
  });

  it('is called through a tel: link without spaces or dashes', () => {
    expect(telHref('+46 70-123 45 67')).toBe('tel:+46701234567');
  });
});

describe('the profile', () => {
  let t: ReturnType<typeof createTranslate>;
  beforeEach(() => {
    t = createTranslate({ 'profile.languages.fi': 'suomi', 'profile.languages.sv': 'ruotsi' }, 'fi-FI');
  });
  const form = (entries: Record<string, string>) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(entries)) data.set(key, value);
    return data;
  };
  const loaded = (): ProfileValues =>
    v.parse(
      profileSchema('FI', isValidPhone),
      profileInputFromForm(form({ firstname: 'Anna', lastname: 'Virtanen', phone: '040 123 4567', language: 'fi', 'channel.EMAIL': 'on' })),
    );

  it('offers Finnish and Swedish as languages, Finnish first', () => {
    expect(languageOptions(t)).toEqual([
      { value: 'fi', label: 'suomi' },
      { value: 'sv', label: 'ruotsi' },
    ]);
  });

  it('reads the chosen language, none when empty, and missing fields as empty', () => {
    const LOADED = loaded();
    expect(LOADED.language).toBe('fi');
    expect(profileInputFromForm(form({ language: '' })).language).toBeNull();
    expect(profileInputFromForm(form({})).firstname).toBe('');
  });

  it('refuses a name longer than 100 characters', () => {
    const input = profileInputFromForm(form({ firstname: 'A'.repeat(101), lastname: 'B'.repeat(100), phone: '040 123 4567' }));
    const result = v.safeParse(profileSchema('FI', isValidPhone), input);
    expect(result.success).toBe(false);
    if (!result.success) expect(v.flatten(result.issues).nested).toEqual({ firstname: ['profile.errors.tooLong'] });
  });

  it('tells an unchanged profile from a changed one', () => {
    const LOADED = loaded();
    expect(sameProfile(LOADED, { ...LOADED })).toBe(true);
    expect(sameProfile(LOADED, { ...LOADED, phone: '040 123 4568' })).toBe(false);
  });

  it('shows what was loaded, and "saved" only right after a save', () => {
    const LOADED = loaded();
    expect(profileFormState(LOADED, undefined, false)).toEqual({ values: LOADED, errors: {}, message: null });
    expect(profileFormState(LOADED, undefined, true)).toEqual({ values: LOADED, errors: {}, message: 'saved' });
  });

  it('shows the saved values after a post without JavaScript', () => {
    const LOADED = loaded();
    const saved = { ...LOADED, firstname: 'Aino' };
    expect(profileFormState(LOADED, { data: { status: 'saved', values: saved, languageChanged: false } }, false)).toEqual({
      values: saved,
      errors: {},
      message: 'saved',
    });
  });

  it('says why the API refused a save, keeping what was sent', () => {
    const LOADED = loaded();
    const sent = { ...LOADED, lastname: 'Nieminen' };
    expect(profileFormState(LOADED, { data: { status: 'failed', messageKey: 'profile.errors.x', values: sent } }, false)).toEqual({
      values: sent,
      errors: {},
      message: 'profile.errors.x',
    });
  });

  it('says the profile cannot be updated when the action failed', () => {
    const LOADED = loaded();
    expect(profileFormState(LOADED, { error: new Error('boom') }, true)).toEqual({ values: LOADED, errors: {}, message: 'profile.errors.cannotUpdate' });
  });

  it('keeps every typed field of a refused post, and the loaded ones where nothing was typed', () => {
    const LOADED = loaded();
    const input = { firstname: 'Aino', lastname: 42, phone: 'x', language: 'sv', channels: { SMS: true }, events: { paidOut: true } };
    const state = profileFormState(LOADED, { data: { status: 'invalid', fieldErrors: { phone: ['profile.errors.phoneInvalid'] }, input } }, false);
    expect(state).toEqual({
      values: {
        ...LOADED,
        firstname: 'Aino',
        lastname: 'Virtanen',
        phone: 'x',
        language: 'sv',
        channels: { EMAIL: true, SMS: true },
        events: { ...LOADED.events, paidOut: true },
      },
      errors: { phone: ['profile.errors.phoneInvalid'] },
      message: null,
    });
    const empty = profileFormState(LOADED, { data: { status: 'invalid', fieldErrors: {}, input: {} } }, false);
    expect(empty.values).toEqual(LOADED);
  });
});

describe('log lines', () => {
  afterEach(() => vi.restoreAllMocks());

  it('are one JSON object per line at the right level, with the fields and a time', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    logger.info('started', { port: 1 });
    logger.warn('slow', { ms: 900 });
    logger.error('failed');
    expect(info).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledTimes(1);
    const line = (spy: typeof info) => JSON.parse(String(spy.mock.calls[0]?.[0]));
    expect(line(info)).toMatchObject({ level: 'info', message: 'started', port: 1 });
    expect(line(warn)).toMatchObject({ level: 'warn', message: 'slow', ms: 900 });
    expect(line(error)).toMatchObject({ level: 'error', message: 'failed' });
    expect(Object.keys(line(error))).toEqual(['level', 'message', 'time']);
    expect(Number.isNaN(Date.parse(line(info).time))).toBe(false);
  });
});
