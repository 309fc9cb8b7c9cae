// Message formatting that islands can use too: it knows no locale file, only the flat
// key → text map a page hands its island (so no island ships every translation).

export type Params = Record<string, string | number>;
export type Translate = (key: string, params?: Params) => string;
export type MessageMap = Record<string, string>;

export function formatMessage(template: string, params?: Params): string {
  return params ? template.replace(/\{(\w+)\}/g, (whole, name: string) => String(params[name] ?? whole)) : template;
}

/** A translator over a flat map; an unknown key shows as itself (never a crash in the browser). */
export function createTranslate(messages: MessageMap): Translate {
  return (key, params) => formatMessage(messages[key] ?? key, params);
}

/** The texts `<ns>.<key>` for each key, by key (a CSV's column headings, say). */
export function textsOf<K extends string>(t: Translate, ns: string, keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, t(`${ns}.${key}`)])) as Record<K, string>;
}
