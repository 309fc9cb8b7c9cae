// Reading what a dealer typed: a posted form (its numbers read by number.ts), calendar dates, and "today"
// in the country's zone (countries.ts is the only place a zone is named).
import type { TimeZone } from '../countries';
import { parseNumber } from './number';

/** Whether YYYY-MM-DD names a day of the calendar (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Today as YYYY-MM-DD in a country's zone (COUNTRIES[country].timeZone), the day its dealers and applicants live in. */
export function today(timeZone: TimeZone, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** A posted form read field by field: text ('' when absent or a file), numbers read leniently (parseNumber), a checkbox's presence. */
export function formReader(form: FormData) {
  const text = (name: string) => {
    const found = form.get(name);
    return typeof found === 'string' ? found : '';
  };
  return { text, number: (name: string) => parseNumber(text(name)), checked: (name: string) => form.has(name) };
}
