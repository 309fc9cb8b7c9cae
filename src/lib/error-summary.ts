// The error summary above a form (SPEC §3): how many fields need fixing and links to the
// first few, so a long form's summary does not push its first field off a phone screen.

/**
 * How many links the summary lists; the fields themselves show every message.
 * @internal exported for its unit tests
 */
export const SUMMARY_LINKS = 3;

export interface SummaryEntry {
  /** The id of the input the link jumps to. */
  id: string;
  label: string;
  message: string;
}

export interface Summary {
  count: number;
  shown: SummaryEntry[];
  /** Fields left out of the list. */
  more: number;
}

export function summarize(entries: readonly SummaryEntry[], limit = SUMMARY_LINKS): Summary {
  const shown = entries.slice(0, limit);
  return { count: entries.length, shown, more: entries.length - shown.length };
}

const pluralRules = new Map<string, Intl.PluralRules>();

/** The key of a counted sentence: `<base>.one` or `<base>.other` by the locale's plural rule. */
export function countKey(base: string, count: number, locale: string): string {
  // Made once per locale: building the rules costs more than a page's other formatting together.
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return `${base}.${rules.select(count) === 'one' ? 'one' : 'other'}`;
}
