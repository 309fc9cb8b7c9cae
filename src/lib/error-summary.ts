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
