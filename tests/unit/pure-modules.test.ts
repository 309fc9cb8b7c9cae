import { describe, expect, it } from 'vitest';
import { cancelTarget } from '../../src/lib/back-target';
import { isLocale, LOCALES, localeFromLanguage, messagesFor, resolveLocale, translator } from '../../src/lib/i18n';
import { isValidPersonalId, normalisePersonalId } from '../../src/lib/forms/personal-id';
import { routeByName } from '../../src/lib/routes';
import { applySecurityHeaders, completeCsp, fallbackCsp, isCrossOriginWrite } from '../../src/lib/server/security';

describe('locales', () => {
  it('are the four we ship', () => {
    expect(LOCALES).toEqual(['da-DK', 'fi-FI', 'sv-FI', 'sv-SE']);
    for (const locale of LOCALES) expect(isLocale(locale)).toBe(true);
    expect(isLocale('en-GB')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
    expect(isLocale(42)).toBe(false);
  });

  it('come from a user’s language and country when we ship that pair', () => {
    expect(localeFromLanguage('sv', 'FI')).toBe('sv-FI');
    expect(localeFromLanguage('da', 'SE')).toBeNull();
    expect(localeFromLanguage(null, 'FI')).toBeNull();
    expect(localeFromLanguage(undefined, 'FI')).toBeNull();
  });

  it('fall back to Swedish when the country’s default is not among its locales', () => {
    expect(resolveLocale({ cookie: undefined, userLanguage: null, country: 'FI', allowed: ['sv-FI'], countryDefault: 'fi-FI' })).toBe('sv-SE');
    expect(resolveLocale({ cookie: 'fi-FI', userLanguage: null, country: 'FI', allowed: ['sv-FI'], countryDefault: 'sv-FI' })).toBe('sv-FI');
    expect(resolveLocale({ cookie: undefined, userLanguage: 'fi', country: 'FI', allowed: ['sv-FI'], countryDefault: 'sv-FI' })).toBe('sv-FI');
  });
});

describe('messages for an island', () => {
  it('hands over only the keys under the asked prefixes, flat', () => {
    const messages = messagesFor('sv-SE', ['home']);
    expect(messages['home.greeting']).toBe('Hej {name}!');
    expect(Object.keys(messages).every((key) => key.startsWith('home.'))).toBe(true);
    expect(Object.keys(messages).length).toBeGreaterThan(1);
  });

  it('matches whole key segments, not the start of another word', () => {
    const messages = messagesFor('fi-FI', ['home.greeting', 'leads.status']);
    expect(messages['home.greeting']).toBe('Hei {name}!');
    expect(Object.keys(messages).filter((key) => key.startsWith('home.'))).toEqual(['home.greeting']);
    expect(Object.keys(messages).some((key) => key.startsWith('leads.statusX'))).toBe(false);
    expect(messages['leads.status.DENIED']).toBe(translator('fi-FI')('leads.status.DENIED'));
    expect(messagesFor('sv-SE', ['home.gree'])).toEqual({});
    expect(messagesFor('sv-SE', [])).toEqual({});
  });

  it('reads the texts once per locale and prefixes, and hands out the same frozen ones after', () => {
    const first = messagesFor('da-DK', ['live.notice']);
    expect(messagesFor('da-DK', ['live.notice'])).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(messagesFor('sv-SE', ['live.notice'])).not.toEqual(first);
  });

  it('never returns a section as text', () => {
    expect(() => translator('sv-SE')('home')).toThrow(/Missing message "home" in locales\/sv-SE\.json/);
    expect(() => translator('sv-SE')('home.greeting.deeper')).toThrow();
  });
});

describe('personal identity numbers', () => {
  it.each([
    ['SE', '19900101-0017'],
    ['SE', '900101-0017'],
    ['FI', '131052-308T'],
    ['FI', ' 131052-308t '],
    ['DK', '070761-4285'],
    ['DK', '0707614285'],
  ] as const)('%s accepts %s', (country, id) => {
    expect(isValidPersonalId(country, id)).toBe(true);
  });

  it.each([
    ['SE', ''],
    ['SE', '19900101-0018'],
    ['FI', '   '],
    ['FI', '131052-308X'],
    ['DK', ''],
    ['DK', '070761-428'],
    ['DK', '070761-42851'],
    ['DK', '07076a-4285'],
    ['DK', '07-07-61-4285'],
    ['DK', 'x070761-4285'],
    ['DK', '070761-4285x'],
  ] as const)('%s refuses %j', (country, id) => {
    expect(isValidPersonalId(country, id)).toBe(false);
  });

  it('writes each country’s own form', () => {
    expect(normalisePersonalId('SE', ' 9001010017 ')).toBe('19900101-0017');
    expect(normalisePersonalId('SE', 'nonsense ')).toBe('nonsense');
    expect(normalisePersonalId('FI', ' 131052-308t')).toBe('131052-308T');
    expect(normalisePersonalId('DK', '0707614285')).toBe('070761-4285');
    expect(normalisePersonalId('DK', ' 070761-428 ')).toBe('070761-428');
    expect(normalisePersonalId('DK', '070761 4285')).toBe('070761-4285');
    expect(normalisePersonalId('DK', 'abc')).toBe('abc');
    expect(normalisePersonalId('SE', '9001010018')).toBe('9001010018');
  });
});

describe('Cancel in the full-screen layout', () => {
  const origin = 'https://partner.example.se';
  const withoutBackTarget = () => ({ ...routeByName('LeasingApply'), backTarget: undefined });

  it('keeps the query of the page it goes back to', () => {
    const route = withoutBackTarget();
    expect(cancelTarget(route, `${origin}/blanco?status=DENIED`, origin)).toBe('/blanco?status=DENIED');
  });

  it('never goes back to the same page, an internal screen, an unknown path or an unparsable Referer', () => {
    const route = withoutBackTarget();
    expect(cancelTarget(route, `${origin}${route.path}`, origin)).toBe('/');
    expect(cancelTarget(route, `${origin}/no-such-page`, origin)).toBe('/');
    expect(cancelTarget(route, `${origin}/no-access`, origin)).toBe('/');
    expect(cancelTarget(route, 'https://evil.example/user/my-profile', origin)).toBe('/');
    expect(cancelTarget(route, 'not a url', origin)).toBe('/');
    expect(cancelTarget(null, `${origin}/user/my-profile`, origin)).toBe('/user/my-profile');
    expect(cancelTarget(null, null, origin)).toBe('/');
  });
});

describe('security headers', () => {
  const options = { formTargets: ['https://login.example.se'], thirdPartyOrigins: [], https: true };

  it('lock down a response without a policy', () => {
    expect(fallbackCsp(options)).toBe("default-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self' https://login.example.se");
    expect(fallbackCsp({ ...options, formTargets: [] })).toBe("default-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'");
    expect(fallbackCsp({ ...options, formTargets: ['https://a.example', 'https://b.example'] })).toContain(
      "form-action 'self' https://a.example https://b.example",
    );
  });

  it('keep Astro’s own directives and add only what is missing', () => {
    expect(completeCsp("script-src 'self'; frame-ancestors 'self';", options)).toBe(
      "script-src 'self'; frame-ancestors 'self'; form-action 'self' https://login.example.se",
    );
    expect(completeCsp('', options)).toBe(fallbackCsp(options));
    expect(completeCsp("  script-src 'self' ; ", options)).toBe("script-src 'self' ; frame-ancestors 'none'; form-action 'self' https://login.example.se");
  });

  it('are set on every response, keeping a cache policy the page chose', () => {
    const headers = new Headers({ 'content-security-policy': "script-src 'self'" });
    applySecurityHeaders(headers, options);
    expect(Object.fromEntries(headers)).toEqual({
      'content-security-policy': "script-src 'self'; frame-ancestors 'none'; form-action 'self' https://login.example.se",
      'strict-transport-security': 'max-age=63072000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'same-origin',
      'x-frame-options': 'DENY',
      'cross-origin-opener-policy': 'same-origin',
      'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=()',
      'cache-control': 'private, no-store',
    });
    const cached = new Headers({ 'cache-control': 'public, max-age=60' });
    applySecurityHeaders(cached, options);
    expect(cached.get('cache-control')).toBe('public, max-age=60');
    expect(cached.get('content-security-policy')).toBe(fallbackCsp(options));
  });

  it('let reads through from anywhere, in any letter case', () => {
    for (const method of ['get', 'HEAD', 'options'])
      expect(isCrossOriginWrite(method, new Headers({ origin: 'https://evil.example' }), 'https://p')).toBe(false);
    expect(isCrossOriginWrite('post', new Headers({ origin: 'https://evil.example' }), 'https://p')).toBe(true);
    expect(isCrossOriginWrite('POST', new Headers({ origin: 'https://p', 'sec-fetch-site': 'cross-site' }), 'https://p')).toBe(false);
  });
});
