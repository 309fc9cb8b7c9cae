// Danish CPR numbers (DDMMYY-SSSS): valid when the birth date, read with the century the 7th
// digit gives, is a real past date. Modulo 11 is not required: CPR numbers issued since
// 2007 need not satisfy it (docs/decisions/0015). Pure, no imports: the portal and backend/ share it.

/**
 * The century of a 2-digit year by the 7th digit (the first of the serial), as the CPR
 * office publishes it: 0–3 → 1900s; 4 and 9 → 2000s for 00–36, else 1900s; 5–8 → 2000s
 * for 00–57, else 1800s.
 * @internal exported for its unit tests
 */
export function cprFullYear(twoDigitYear: number, seventhDigit: number): number {
  if (seventhDigit <= 3) return 1900 + twoDigitYear;
  if (seventhDigit === 4 || seventhDigit === 9) return (twoDigitYear <= 36 ? 2000 : 1900) + twoDigitYear;
  return (twoDigitYear <= 57 ? 2000 : 1800) + twoDigitYear;
}

/** The 10 digits of a CPR written DDMMYYSSSS, DDMMYY-SSSS or DDMMYY SSSS, or null. */
export function cprDigits(value: string): string | null {
  const match = /^(\d{6})[-\s]?(\d{4})$/.exec(value.trim());
  return match ? `${match[1]}${match[2]}` : null;
}

/**
 * The birth date YYYY-MM-DD a CPR number states, or null when it is no calendar date.
 * @internal exported for its unit tests
 */
export function cprBirthDate(value: string): string | null {
  const digits = cprDigits(value);
  if (!digits) return null;
  const day = Number(digits.slice(0, 2));
  const month = Number(digits.slice(2, 4));
  const year = cprFullYear(Number(digits.slice(4, 6)), Number(digits[6]));
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year)}-${digits.slice(2, 4)}-${digits.slice(0, 2)}`;
}

/** A CPR number whose date, with its century, is real and not after today (YYYY-MM-DD, UTC by default). */
export function isValidCpr(value: string, today: string = new Date().toISOString().slice(0, 10)): boolean {
  const birthDate = cprBirthDate(value);
  return birthDate !== null && birthDate <= today;
}
