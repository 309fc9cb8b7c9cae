// The one place money, percentages, points and dates are turned into text.
import type { TimeZone } from './countries';
import type { Locale } from './i18n';

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n|${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.NumberFormat | undefined;
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    cache.set(key, format);
  }
  return format;
}

function dateFormat(locale: Locale, timeZone: TimeZone, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${locale}|${timeZone}|${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    cache.set(key, format);
  }
  return format;
}

/** 125000 SEK in sv-SE: "125 000 kr"; whole units unless the amount has cents. */
export function formatMoney(amount: number, currency: 'SEK' | 'EUR' | 'DKK', locale: Locale): string {
  const fractionDigits = Number.isInteger(amount) ? 0 : 2;
  return numberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(amount);
}

/** Interest is shown as a percent with two decimals (SPEC §9): 5.9 → "5,90 %". */
export function formatPercent(percent: number, locale: Locale): string {
  return numberFormat(locale, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(percent / 100);
}

/** A point balance: "12 500 p". */
export function formatPoints(points: number, locale: Locale): string {
  return `${numberFormat(locale, { maximumFractionDigits: 0 }).format(points)} p`;
}

/** A date in the dealer's country's zone (countries.ts): near midnight the zone decides the day. */
export function formatDate(value: Date | string, locale: Locale, timeZone: TimeZone): string {
  return dateFormat(locale, timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(value));
}

/** A date written out, as in a document's "in force from" line: "23 november 2026", "23. marraskuuta 2026". */
export function formatLongDate(value: Date | string, locale: Locale, timeZone: TimeZone): string {
  return dateFormat(locale, timeZone, { dateStyle: 'long' }).format(new Date(value));
}

export function formatDateTime(value: Date | string, locale: Locale, timeZone: TimeZone): string {
  return dateFormat(locale, timeZone, { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).format(
    new Date(value),
  );
}
