// Reading what a dealer typed: numbers written the Nordic ways, calendar dates, and "today"
// in the country's zone (countries.ts is the only place a zone is named).
import type { TimeZone } from '../countries';

/** "125 000", "125 000 kr", "125000,50" and the Danish "125.000" all read as numbers; empty is null, anything else NaN. */
export function parseNumber(raw: string): number | null {
  const text = raw
    .trim()
    .replace(/[\s\u00a0\u202f']/g, '')
    .replace(/(kr\.?|sek|dkk|eur|€|%)$/i, '');
  if (text === '') return null;
  if (/^-?\d{1,3}(\.\d{3})+(,\d+)?$/.test(text)) return Number(text.replace(/\./g, '').replace(',', '.'));
  if (/^-?\d+([.,]\d+)?$/.test(text)) return Number(text.replace(',', '.'));
  return Number.NaN;
}

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
