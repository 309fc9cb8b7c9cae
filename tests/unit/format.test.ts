import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../../src/lib/countries';
import {
  formatDate,
  formatDateTime,
  formatLongDate,
  formatMoney,
  formatMonthName,
  moneyIn,
  formatOrganizationNumber,
  formatPercent,
  formatPhone,
  formatPoints,
  phoneForApi,
} from '../../src/lib/format';
import type { Locale } from '../../src/lib/i18n';

// Intl separates groups and units with no-break spaces; the known forms are written with plain ones.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const MONEY: readonly { locale: Locale; currency: 'SEK' | 'EUR' | 'DKK'; whole: string; cents: string }[] = [
  { locale: 'sv-SE', currency: 'SEK', whole: '12 500 kr', cents: '12 500,50 kr' },
  { locale: 'fi-FI', currency: 'EUR', whole: '12 500 €', cents: '12 500,50 €' },
  { locale: 'sv-FI', currency: 'EUR', whole: '12 500 €', cents: '12 500,50 €' },
  { locale: 'da-DK', currency: 'DKK', whole: '12.500 kr.', cents: '12.500,50 kr.' },
];

describe('money as a dealer reads it', () => {
  it.each(MONEY)('$locale shows a whole amount without decimals: $whole', ({ locale, currency, whole }) => {
    const shown = formatMoney(12500, currency, locale);
    expect(plain(shown)).toBe(whole);
    expect(shown).toBe(new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 }).format(12500));
  });

  it.each(MONEY)('$locale shows an amount with cents with two decimals: $cents', ({ locale, currency, cents }) => {
    const shown = formatMoney(12500.5, currency, locale);
    expect(plain(shown)).toBe(cents);
    expect(shown).toBe(new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2 }).format(12500.5));
  });

  it.each(MONEY)('$locale: a page’s money formatter in its currency writes the same as formatMoney', ({ locale, currency, whole, cents }) => {
    const money = moneyIn(currency, locale);
    expect(plain(money(12500))).toBe(whole);
    expect(plain(money(12500.5))).toBe(cents);
  });

  it('rounds cents to two decimals, never to whole units', () => {
    expect(plain(formatMoney(99.999, 'SEK', 'sv-SE'))).toBe('100,00 kr');
    expect(plain(formatMoney(0.5, 'DKK', 'da-DK'))).toBe('0,50 kr.');
    expect(plain(formatMoney(12500.25, 'EUR', 'fi-FI'))).toBe('12 500,25 €');
  });

  it('shows each country its own currency', () => {
    expect(plain(formatMoney(125000, COUNTRIES.SE.currency, COUNTRIES.SE.defaultLocale))).toBe('125 000 kr');
    expect(plain(formatMoney(125000, COUNTRIES.FI.currency, COUNTRIES.FI.defaultLocale))).toBe('125 000 €');
    expect(plain(formatMoney(125000, COUNTRIES.DK.currency, COUNTRIES.DK.defaultLocale))).toBe('125.000 kr.');
  });
});

describe('interest as a dealer reads it', () => {
  it.each([
    ['sv-SE', '5,90 %'],
    ['fi-FI', '5,90 %'],
    ['sv-FI', '5,90 %'],
    ['da-DK', '5,90 %'],
  ] as const)('%s shows 5.9 as %s (two decimals)', (locale, expected) => {
    const shown = formatPercent(5.9, locale);
    expect(plain(shown)).toBe(expected);
    expect(shown).toBe(new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(0.059));
  });

  it('keeps two decimals, rounding a third away', () => {
    expect(plain(formatPercent(12, 'sv-SE'))).toBe('12,00 %');
    expect(plain(formatPercent(4.125, 'fi-FI'))).toBe('4,13 %');
    expect(plain(formatPercent(0.05, 'da-DK'))).toBe('0,05 %');
  });
});

describe('points', () => {
  it.each([
    ['sv-SE', '12 500 p'],
    ['fi-FI', '12 500 p'],
    ['sv-FI', '12 500 p'],
    ['da-DK', '12.500 p'],
  ] as const)('%s shows a balance as %s', (locale, expected) => {
    expect(plain(formatPoints(12500, locale))).toBe(expected);
    expect(formatPoints(12500, locale)).toBe(`${new Intl.NumberFormat(locale).format(12500)} p`);
  });

  it('shows whole points only', () => {
    expect(plain(formatPoints(12500.6, 'sv-SE'))).toBe('12 501 p');
  });
});

describe('every figure of one page keeps its own format', () => {
  it('money, interest, points and dates in one locale do not borrow each other’s formats', () => {
    expect(plain(formatMoney(12500, 'SEK', 'sv-SE'))).toBe('12 500 kr');
    expect(plain(formatPercent(5.9, 'sv-SE'))).toBe('5,90 %');
    expect(plain(formatMoney(12500.5, 'SEK', 'sv-SE'))).toBe('12 500,50 kr');
    expect(plain(formatPoints(12500, 'sv-SE'))).toBe('12 500 p');
    expect(plain(formatMoney(12500, 'EUR', 'sv-SE'))).toBe('12 500 €');
    expect(plain(formatMoney(12500, 'SEK', 'da-DK'))).toBe('12.500 SEK');
    expect(formatDate('2026-03-01T12:00:00Z', 'sv-SE', 'Europe/Stockholm')).toBe('2026-03-01');
    expect(plain(formatDateTime('2026-03-01T12:00:00Z', 'sv-SE', 'Europe/Stockholm'))).toBe('2026-03-01 kl. 13:00');
    expect(plain(formatDateTime('2026-03-01T12:00:00Z', 'sv-SE', 'Europe/Helsinki'))).toBe('2026-03-01 kl. 14:00');
    expect(formatDate('2026-03-01T12:00:00Z', 'fi-FI', 'Europe/Helsinki')).toBe('01.03.2026');
    expect(formatLongDate('2026-11-23', 'sv-SE', 'Europe/Stockholm')).toBe('23 november 2026');
    expect(formatLongDate('2026-11-23', 'fi-FI', 'Europe/Helsinki')).toBe('23. marraskuuta 2026');
    expect(formatLongDate('2026-11-23', 'da-DK', 'Europe/Copenhagen')).toBe('23. november 2026');
    expect(formatLongDate('2026-03-01T23:30:00Z', 'sv-FI', 'Europe/Helsinki')).toBe('2 mars 2026');
  });
});

// Every country's dates are in its own zone (countries.ts). An instant just before and one
// just after local midnight: winter (UTC+1 / UTC+2) and summer time (UTC+2 / UTC+3).
const MIDNIGHTS = [
  { country: 'SE', zone: 'Europe/Stockholm', before: '2026-01-14T22:59:00Z', after: '2026-01-14T23:00:00Z', summerAfter: '2026-06-30T22:00:00Z' },
  { country: 'FI', zone: 'Europe/Helsinki', before: '2026-01-14T21:59:00Z', after: '2026-01-14T22:00:00Z', summerAfter: '2026-06-30T21:00:00Z' },
  { country: 'DK', zone: 'Europe/Copenhagen', before: '2026-01-14T22:59:00Z', after: '2026-01-14T23:00:00Z', summerAfter: '2026-06-30T22:00:00Z' },
] as const;

describe('dates in each country’s own time zone', () => {
  it.each(MIDNIGHTS)('$country shows its dates in $zone', ({ country, zone }) => {
    expect(COUNTRIES[country].timeZone).toBe(zone);
  });

  it.each(MIDNIGHTS)(
    '$country: a lead made a minute before local midnight is dated that day, one at midnight the next',
    ({ country, zone, before, after, summerAfter }) => {
      const { defaultLocale: locale, timeZone } = COUNTRIES[country];
      const day = (iso: string) => new Intl.DateTimeFormat(locale, { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));
      expect(formatDate(before, locale, timeZone)).toBe(day('2026-01-14T12:00:00Z'));
      expect(formatDate(after, locale, timeZone)).toBe(day('2026-01-15T12:00:00Z'));
      expect(formatDate(new Date(summerAfter), locale, timeZone)).toBe(day('2026-07-01T12:00:00Z'));
      expect(formatDate(after, locale, timeZone)).not.toBe(formatDate(before, locale, timeZone));
    },
  );

  it('shows the same instant as different days in Finland and Sweden', () => {
    const instant = '2026-01-14T22:30:00Z';
    expect(formatDate(instant, 'sv-SE', COUNTRIES.SE.timeZone)).toBe('2026-01-14');
    expect(formatDate(instant, 'sv-FI', COUNTRIES.FI.timeZone)).toBe('15.01.2026');
    expect(formatDate(instant, 'fi-FI', COUNTRIES.FI.timeZone)).toBe('15.01.2026');
    expect(formatDate(instant, 'da-DK', COUNTRIES.DK.timeZone)).toBe('14.01.2026');
  });

  it.each([
    ['sv-SE', 'SE', '2026-01-14 kl. 23:59', '2026-01-15 kl. 00:00'],
    ['fi-FI', 'FI', '14.01.2026 klo 23.59', '15.01.2026 klo 00.00'],
    ['sv-FI', 'FI', '14.01.2026 kl. 23.59', '15.01.2026 kl. 00.00'],
    ['da-DK', 'DK', '14.01.2026 kl. 23.59', '15.01.2026 kl. 00.00'],
  ] as const)('%s shows date and time on either side of local midnight', (locale, country, before, after) => {
    const zone = COUNTRIES[country].timeZone;
    const offsetHours = country === 'FI' ? 2 : 1;
    const midnight = Date.UTC(2026, 0, 15) - offsetHours * 3600_000;
    expect(plain(formatDateTime(new Date(midnight - 60_000), locale, zone))).toBe(before);
    expect(plain(formatDateTime(new Date(midnight).toISOString(), locale, zone))).toBe(after);
  });
});

// Summer time starts on 29 March 2026 at 01:00 UTC and ends on 25 October 2026 at 01:00 UTC in
// all three countries: the wall clock jumps 02:00 → 03:00 (FI 03:00 → 04:00) and back.
describe('a month by its name', () => {
  it.each([
    ['sv-SE', '2026-01', 'januari', 'Januari'],
    ['sv-FI', '2026-12', 'december', 'December'],
    ['fi-FI', '2026-10', 'lokakuu', 'Lokakuu'],
    ['da-DK', '2026-03', 'marts', 'Marts'],
  ] as const)('%s names %s "%s" in a sentence and "%s" as a row heading, in every time zone', (locale, period, inText, heading) => {
    expect(formatMonthName(period, locale)).toBe(inText);
    expect(formatMonthName(period, locale, 'heading')).toBe(heading);
  });
});

describe('timestamps as each language writes them', () => {
  it.each([
    ['da-DK', 'DK', '23.11.2026 kl. 14.05'],
    ['sv-FI', 'FI', '23.11.2026 kl. 15.05'],
    ['fi-FI', 'FI', '23.11.2026 klo 15.05'],
    ['sv-SE', 'SE', '2026-11-23 kl. 14:05'],
  ] as const)('%s writes an afternoon time as %s', (locale, country, expected) => {
    expect(plain(formatDateTime('2026-11-23T13:05:00Z', locale, COUNTRIES[country].timeZone))).toBe(expected);
  });

  it('keeps the time word with its time, so a line never breaks between them', () => {
    expect(formatDateTime('2026-11-23T13:05:00Z', 'da-DK', 'Europe/Copenhagen')).toBe('23.11.2026 kl.\u00a014.05');
  });

  it('starts the day at 00, never at 24', () => {
    expect(plain(formatDateTime('2026-11-22T23:00:30Z', 'da-DK', 'Europe/Copenhagen'))).toBe('23.11.2026 kl. 00.00');
    expect(plain(formatDateTime('2026-11-22T22:00:00Z', 'fi-FI', 'Europe/Helsinki'))).toBe('23.11.2026 klo 00.00');
  });

  it.each([
    ['sv-SE', 'SE', '2026-03-29 kl. 01:59', '2026-03-29 kl. 03:00', '2026-10-25 kl. 02:59', '2026-10-25 kl. 02:00'],
    ['da-DK', 'DK', '29.03.2026 kl. 01.59', '29.03.2026 kl. 03.00', '25.10.2026 kl. 02.59', '25.10.2026 kl. 02.00'],
    ['fi-FI', 'FI', '29.03.2026 klo 02.59', '29.03.2026 klo 04.00', '25.10.2026 klo 03.59', '25.10.2026 klo 03.00'],
    ['sv-FI', 'FI', '29.03.2026 kl. 02.59', '29.03.2026 kl. 04.00', '25.10.2026 kl. 03.59', '25.10.2026 kl. 03.00'],
  ] as const)('%s follows the clock change in its own zone', (locale, country, springBefore, springAfter, autumnBefore, autumnAfter) => {
    const zone = COUNTRIES[country].timeZone;
    expect(plain(formatDateTime('2026-03-29T00:59:00Z', locale, zone))).toBe(springBefore);
    expect(plain(formatDateTime('2026-03-29T01:00:00Z', locale, zone))).toBe(springAfter);
    expect(plain(formatDateTime('2026-10-25T00:59:00Z', locale, zone))).toBe(autumnBefore);
    expect(plain(formatDateTime('2026-10-25T01:00:00Z', locale, zone))).toBe(autumnAfter);
  });
});

describe('organisation numbers as each country writes them', () => {
  it('writes a Swedish organisationsnummer with a hyphen before the last four digits', () => {
    expect(formatOrganizationNumber('5561234567', 'SE')).toBe('556123-4567');
    expect(formatOrganizationNumber('165561234567', 'SE')).toBe('556123-4567');
  });

  it('writes a Finnish Y-tunnus with a hyphen before the check digit', () => {
    expect(formatOrganizationNumber('12345671', 'FI')).toBe('1234567-1');
  });

  it('writes a Danish CVR as its eight digits', () => {
    expect(formatOrganizationNumber('13585628', 'DK')).toBe('13585628');
  });

  it.each([
    ['556123-4567', 'SE'],
    ['55612345', 'SE'],
    ['1234567-1', 'FI'],
    ['123456', 'FI'],
    ['DK13585628', 'DK'],
    ['', 'SE'],
    ['org 5561234567', 'SE'],
  ] as const)('shows %j for %s as it came', (value, country) => {
    expect(formatOrganizationNumber(value, country)).toBe(value);
  });
});

describe('phone numbers as the dealer dials them', () => {
  it.each([
    ['+46701234567', 'SE', '070-123 45 67'],
    ['0701234567', 'SE', '070-123 45 67'],
    ['+46 8 123 456 00', 'SE', '08-123 456 00'],
    ['+358401234567', 'FI', '040 123 4567'],
    ['+358 9 123 456 00', 'FI', '09 123 456 00'],
    ['0401234567', 'FI', '040 123 4567'],
    ['+358 18 12345', 'FI', '018 12345'],
    ['+4520123456', 'DK', '20 12 34 56'],
    ['+45 70 12 34 56', 'DK', '70 12 34 56'],
  ] as const)('writes %s for a dealer in %s in the national form %s', (value, country, expected) => {
    expect(formatPhone(value, country)).toBe(expected);
  });

  it.each([
    ['+358401234567', 'SE', '+358 40 123 4567'],
    ['+46701234567', 'FI', '+46 70 123 45 67'],
    ['+4520123456', 'SE', '+45 20 12 34 56'],
    ['+46701234567', 'DK', '+46 70 123 45 67'],
  ] as const)('writes %s for a dealer in %s in the international form %s', (value, country, expected) => {
    expect(formatPhone(value, country)).toBe(expected);
  });

  it.each(['nonsense', '+46 70', '', '070'])('shows %j, which is no valid number, as it came', (value) => {
    expect(formatPhone(value, 'SE')).toBe(value);
  });

  it('gives the API and tel: links the number in E.164, and anything invalid as it came', () => {
    expect(phoneForApi('070-123 45 67', 'SE')).toBe('+46701234567');
    expect(phoneForApi(' 040 123 4567 ', 'FI')).toBe('+358401234567');
    expect(phoneForApi('+45 20 12 34 56', 'SE')).toBe('+4520123456');
    expect(phoneForApi('nonsense', 'SE')).toBe('nonsense');
  });
});

describe('organisation numbers as the API may hold them', () => {
  it('writes a Swedish number with spaces around it, and leaves an 11-digit one as it came', () => {
    expect(formatOrganizationNumber(' 5561234567 ', 'SE')).toBe('556123-4567');
    expect(formatOrganizationNumber('55612345678', 'SE')).toBe('55612345678');
  });

  it('writes a Finnish business id of eight digits only', () => {
    expect(formatOrganizationNumber('12345678', 'FI')).toBe('1234567-8');
    expect(formatOrganizationNumber('123456789', 'FI')).toBe('123456789');
    expect(formatOrganizationNumber('x12345678', 'FI')).toBe('x12345678');
  });
});

describe('points', () => {
  it('are shown whole', () => {
    expect(formatPoints(12_499.6, 'sv-SE')).toBe(formatPoints(12_500, 'sv-SE'));
    expect(formatPoints(12_500, 'sv-SE')).toMatch(/^12\s500 p$/);
  });
});
