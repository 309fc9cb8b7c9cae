// Locale resolution (SPEC §1) and message lookup. Messages live in locales/*.json.
import daDK from '../../locales/da-DK.json';
import fiFI from '../../locales/fi-FI.json';
import svFI from '../../locales/sv-FI.json';
import svSE from '../../locales/sv-SE.json';
import type { CountryCode, LanguageCode } from './api/schemas';
import { resolveSharedTexts } from './locale-tree';
import { countedKey, formatMessage, type MessageMap, type Translate } from './messages';

export type { Translate } from './messages';

/** @internal exported for its unit tests */
export const LOCALES = ['da-DK', 'fi-FI', 'sv-FI', 'sv-SE'] as const;
export type Locale = (typeof LOCALES)[number];
export const FALLBACK_LOCALE: Locale = 'sv-SE';
export const LOCALE_COOKIE = 'LOCALE';

type Messages = { [key: string]: string | Messages };
const MESSAGES: Record<Locale, Messages> = {
  'da-DK': resolveSharedTexts(daDK),
  'fi-FI': resolveSharedTexts(fiFI),
  'sv-FI': resolveSharedTexts(svFI),
  'sv-SE': resolveSharedTexts(svSE),
};

/** @internal exported for its unit tests */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Locale = language code + country code (SPEC §9), when that pair is one we ship. */
export function localeFromLanguage(language: LanguageCode | null | undefined, country: CountryCode): Locale | null {
  if (!language) return null;
  const candidate = `${language}-${country}`;
  return isLocale(candidate) ? candidate : null;
}

export interface LocaleInputs {
  cookie: string | undefined;
  userLanguage: LanguageCode | null | undefined;
  country: CountryCode;
  /** The locales the country offers; a cookie for another country's locale is ignored. */
  allowed: readonly Locale[];
  countryDefault: Locale;
}

/** LOCALE cookie, then the user's language, then the country's default, sv-SE last. */
export function resolveLocale(input: LocaleInputs): Locale {
  if (isLocale(input.cookie) && input.allowed.includes(input.cookie)) return input.cookie;
  const fromUser = localeFromLanguage(input.userLanguage, input.country);
  if (fromUser && input.allowed.includes(fromUser)) return fromUser;
  if (input.allowed.includes(input.countryDefault)) return input.countryDefault;
  return FALLBACK_LOCALE;
}

function lookup(messages: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Each locale's texts as found by key, kept for the isolate's life: a page asks for a hundred or more. */
const FOUND = new Map<Locale, Map<string, string>>();

/** A translator for one locale; {name} placeholders are filled from params. */
export function translator(locale: Locale): Translate {
  const messages = MESSAGES[locale];
  let found = FOUND.get(locale);
  if (!found) FOUND.set(locale, (found = new Map()));
  const known = found;
  const textOf = (key: string): string | undefined => {
    let text = known.get(key);
    if (text === undefined) {
      text = lookup(messages, key) ?? lookup(MESSAGES[FALLBACK_LOCALE], key);
      if (text !== undefined) known.set(key, text);
    }
    return text;
  };
  return (key, params) => {
    // A counted text is a group of its plural forms: the one for params.count (Intl.PluralRules).
    let text = textOf(key);
    const counted = text === undefined ? countedKey(key, params, locale) : null;
    if (counted !== null) text = textOf(counted);
    if (text === undefined) throw new Error(`Missing message "${key}" in locales/${locale}.json`);
    return formatMessage(text, params);
  };
}

/** The texts asked for island props, by locale and prefixes, kept for the isolate's life: every page with the header asks. */
const SELECTED = new Map<string, MessageMap>();

/** The messages under some key prefixes, flat, for an island's props (only the named branches are read). */
export function messagesFor(locale: Locale, prefixes: readonly string[]): MessageMap {
  const cacheKey = `${locale}|${prefixes.join('|')}`;
  const kept = SELECTED.get(cacheKey);
  if (kept) return kept;
  const out: MessageMap = {};
  const flatten = (node: Messages | string, path: string) => {
    if (typeof node === 'string') out[path] = node;
    else for (const [key, value] of Object.entries(node)) flatten(value, `${path}.${key}`);
  };
  for (const prefix of prefixes) {
    let node: Messages | string | undefined = MESSAGES[locale];
    for (const part of prefix.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    if (node !== undefined && prefix !== '') flatten(node, prefix);
  }
  SELECTED.set(cacheKey, Object.freeze(out));
  return out;
}
