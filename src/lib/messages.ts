// Message formatting that islands can use too: it knows no locale file, only the flat
// key → text map a page hands its island (so no island ships every translation).

export type Params = Record<string, string | number>;
export type Translate = (key: string, params?: Params) => string;
export type MessageMap = Record<string, string>;

export function formatMessage(template: string, params?: Params): string {
  return params ? template.replace(/\{(\w+)\}/g, (whole, name: string) => String(params[name] ?? whole)) : template;
}

const pluralRules = new Map<string, Intl.PluralRules>();

/** A counted text's forms: Swedish, Finnish and Danish have these two (CLDR). */
export interface PluralForms {
  one: string;
  other: string;
}

/** Which of a counted text's forms `count` takes in the locale (Intl.PluralRules). */
export function pluralFormOf(count: number, locale: string): keyof PluralForms {
  // Made once per locale: building the rules costs more than a page's other formatting together.
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules.select(count) === 'one' ? 'one' : 'other';
}

/** The key of a counted text's form for `count`: `<base>.one` or `<base>.other`. */
export function countKey(base: string, count: number, locale: string): string {
  return `${base}.${pluralFormOf(count, locale)}`;
}

/** For a key that names a counted text (a group of plural forms), the form for `params.count`. */
export function countedKey(key: string, params: Params | undefined, locale: string): string | null {
  return typeof params?.count === 'number' ? countKey(key, params.count, locale) : null;
}

/** A translator over a flat map; a counted text takes its form by `count`; an unknown key shows as itself (never a crash in the browser). */
export function createTranslate(messages: MessageMap, locale: string): Translate {
  return (key, params) => {
    const counted = messages[key] === undefined ? countedKey(key, params, locale) : null;
    return formatMessage((counted === null ? messages[key] : messages[counted]) ?? key, params);
  };
}

/** The texts `<ns>.<key>` for each key, by key (a CSV's column headings, say). */
export function textsOf<K extends string>(t: Translate, ns: string, keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, t(`${ns}.${key}`)])) as Record<K, string>;
}
