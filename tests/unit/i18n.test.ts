import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../../src/lib/countries';
import { resolveLocale, translator } from '../../src/lib/i18n';
import type { CountryCode, LanguageCode } from '../../src/lib/api/schemas';

function resolve(country: CountryCode, cookie: string | undefined, userLanguage: LanguageCode | null) {
  const info = COUNTRIES[country];
  return resolveLocale({ cookie, userLanguage, country, allowed: info.locales, countryDefault: info.defaultLocale });
}

describe('locale resolution: LOCALE cookie, then the user’s language, then the country default', () => {
  it.each([
    ['FI', 'sv-FI', 'fi', 'sv-FI'],
    ['FI', undefined, 'sv', 'sv-FI'],
    ['FI', undefined, 'fi', 'fi-FI'],
    ['FI', undefined, null, 'fi-FI'],
    ['SE', undefined, null, 'sv-SE'],
    ['DK', undefined, null, 'da-DK'],
    ['DK', undefined, 'da', 'da-DK'],
    // A cookie for a locale the country does not offer is ignored.
    ['SE', 'fi-FI', null, 'sv-SE'],
    ['DK', 'sv-SE', null, 'da-DK'],
    ['FI', 'xx-YY', 'sv', 'sv-FI'],
    // A language the country does not ship falls back to the country default.
    ['SE', undefined, 'fi', 'sv-SE'],
  ] as const)('%s with cookie %s and language %s → %s', (country, cookie, language, expected) => {
    expect(resolve(country, cookie, language)).toBe(expected);
  });
});

describe('translator', () => {
  it('fills placeholders', () => {
    expect(translator('sv-SE')('home.greeting', { name: 'Anna' })).toBe('Hej Anna!');
    expect(translator('fi-FI')('home.greeting', { name: 'Mikko' })).toBe('Hei Mikko!');
  });
  it('names the missing key and file', () => {
    expect(() => translator('da-DK')('no.such.key')).toThrow(/no\.such\.key.*da-DK/);
  });
});
