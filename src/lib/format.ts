// The one place money, percentages, points, dates, organisation numbers and phone numbers
// are turned into text (the rules per locale: docs/formats.md).
import type { CountryCode, Currency } from './api/schemas';
import type { TimeZone } from './countries';
import { callingCode, parsePhone } from './forms/phone';
import type { Locale } from './i18n';

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

// Each formatter is named by a short key rather than by its options serialised: a list of 50
// rows asks for one 150 times, and the serialising cost more than the formatting.
function numberFormat(locale: Locale, key: string, options: () => Intl.NumberFormatOptions): Intl.NumberFormat {
  const cacheKey = `n|${key}|${locale}`;
  let format = cache.get(cacheKey) as Intl.NumberFormat | undefined;
  if (!format) {
    format = new Intl.NumberFormat(locale, options());
    cache.set(cacheKey, format);
  }
  return format;
}

function dateFormat(locale: Locale, timeZone: TimeZone | 'UTC', key: string, options: () => Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const cacheKey = `d|${key}|${locale}|${timeZone}`;
  let format = cache.get(cacheKey) as Intl.DateTimeFormat | undefined;
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options(), timeZone });
    cache.set(cacheKey, format);
  }
  return format;
}

/** 125000 SEK in sv-SE: "125 000 kr"; whole units unless the amount has cents. */
export function formatMoney(amount: number, currency: Currency, locale: Locale): string {
  const fractionDigits = Number.isInteger(amount) ? 0 : 2;
  return numberFormat(locale, `money|${currency}|${fractionDigits}`, () => ({
    style: 'currency',
    currency,
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  })).format(amount);
}

/** One currency's amounts in one locale, for a page or component that shows many. */
export const moneyIn =
  (currency: Currency, locale: Locale) =>
  (amount: number): string =>
    formatMoney(amount, currency, locale);

/** Interest is shown as a percent with two decimals (SPEC §9): 5.9 → "5,90 %". */
export function formatPercent(percent: number, locale: Locale): string {
  return numberFormat(locale, 'percent', () => ({ style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 })).format(percent / 100);
}

/** A distance driven: "12 000 km" (sv-SE), "12.000 km" (da-DK). */
export function formatKilometres(km: number, locale: Locale): string {
  return numberFormat(locale, 'km', () => ({ style: 'unit', unit: 'kilometer', maximumFractionDigits: 0 })).format(km);
}

/** A share as a whole percent: 0.5 → "50 %" (sv-SE). */
export function formatShare(share: number, locale: Locale): string {
  return numberFormat(locale, 'share', () => ({ style: 'percent', maximumFractionDigits: 1 })).format(share);
}

/** Days used of a maximum, as a list cell or a card shows them: "152 / 180" (no unit: the label names it). */
export function formatDaysOf(used: number, max: number, locale: Locale): string {
  const days = numberFormat(locale, 'days', () => ({ maximumFractionDigits: 0 }));
  return `${days.format(used)}\u00a0/\u00a0${days.format(max)}`;
}

/** A point balance: "12 500 p". */
export function formatPoints(points: number, locale: Locale): string {
  return `${numberFormat(locale, 'points', () => ({ maximumFractionDigits: 0 })).format(points)} p`;
}

/** A date in the dealer's country's zone (countries.ts): near midnight the zone decides the day. */
export function formatDate(value: Date | string, locale: Locale, timeZone: TimeZone): string {
  return dateFormat(locale, timeZone, 'date', () => ({ year: 'numeric', month: '2-digit', day: '2-digit' })).format(new Date(value));
}

/** A date written out, as in a document's "in force from" line: "23 november 2026", "23. marraskuuta 2026". */
export function formatLongDate(value: Date | string, locale: Locale, timeZone: TimeZone): string {
  return dateFormat(locale, timeZone, 'long', () => ({ dateStyle: 'long' })).format(new Date(value));
}

/**
 * A calendar month (YYYY-MM) by its name, as a sentence writes it ("PDF för januari", "CSV: lokakuu")
 * or, as a row heading, capitalised ("Januari"). No zone: a month is not an instant.
 */
export function formatMonthName(period: string, locale: Locale, as: 'inText' | 'heading' = 'inText'): string {
  const name = dateFormat(locale, 'UTC', 'month', () => ({ month: 'long' })).format(new Date(`${period}-01T00:00:00Z`));
  return as === 'heading' ? name.charAt(0).toLocaleUpperCase(locale) + name.slice(1) : name;
}

/** The word before a time of day, as each language writes it ("kl. 14.05", "klo 14.05"). */
const TIME_WORD: Record<Locale, string> = { 'da-DK': 'kl.', 'sv-SE': 'kl.', 'sv-FI': 'kl.', 'fi-FI': 'klo' };

/**
 * Every timestamp the portal shows: the date as formatDate writes it, the time word and the
 * 24-hour time in the locale's own separator, in the country's zone. da-DK "23.11.2026 kl. 14.05",
 * sv-FI "23.11.2026 kl. 15.05", fi-FI "23.11.2026 klo 15.05", sv-SE "2026-11-23 kl. 14:05".
 * A no-break space keeps the word with its time.
 */
export function formatDateTime(value: Date | string, locale: Locale, timeZone: TimeZone): string {
  const instant = new Date(value);
  const time = dateFormat(locale, timeZone, 'time', () => ({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })).format(instant);
  return `${formatDate(instant, locale, timeZone)} ${TIME_WORD[locale]}\u00a0${time}`;
}

/**
 * An organisation number as its country writes it: SE 556123-4567 (a 12-digit number with the
 * `16` prefix as its 10 digits), FI Y-tunnus 1234567-8, DK CVR 12345678. Anything else (already
 * written, or not a number of that country) is shown as it came.
 */
export function formatOrganizationNumber(value: string, country: CountryCode): string {
  const trimmed = value.trim();
  if (country === 'SE') {
    const digits = /^(?:16)?(\d{6})(\d{4})$/.exec(trimmed);
    return digits ? `${digits[1]}-${digits[2]}` : value;
  }
  if (country === 'FI') {
    const digits = /^(\d{7})(\d)$/.exec(trimmed);
    return digits ? `${digits[1]}-${digits[2]}` : value;
  }
  return value;
}

/**
 * A phone number as a dealer of `country` dials it: national for their own country
 * (SE "070-123 45 67", FI "040 123 4567", DK "20 12 34 56"), international for any other
 * ("+358 40 123 4567" for a Swedish dealer). A number that is not valid is shown as it came.
 */
export function formatPhone(value: string, country: CountryCode): string {
  const phone = parsePhone(value, country);
  if (!phone) return value;
  const national = phone.countryCallingCode === callingCode(country);
  const shown = national ? phone.formatNational() : phone.formatInternational();
  return phone.countryCallingCode === callingCode('FI') ? groupFinnishSubscriber(shown) : shown;
}

/** A valid phone number in E.164 ("+46701234567"), as the API stores it; anything else as it came. */
export function phoneForApi(value: string, country: CountryCode): string {
  return parsePhone(value, country)?.number ?? value;
}

/**
 * libphonenumber writes a Finnish subscriber number as one block ("040 1234567"); Finns group
 * it in threes with a last group of two to four digits ("040 123 4567", "09 123 456 00").
 */
function groupFinnishSubscriber(shown: string): string {
  return shown.replace(/\d{6,}$/, (block) => {
    const groups: string[] = [];
    let rest = block;
    while (rest.length > 4) {
      groups.push(rest.slice(0, 3));
      rest = rest.slice(3);
    }
    return [...groups, rest].join(' ');
  });
}
