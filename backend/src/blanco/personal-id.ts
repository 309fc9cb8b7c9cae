// Personal identity numbers of the three countries: validation with each country's library,
// one canonical spelling for storage and search, and check digits for generated (seed) numbers.
import { isValid as isValidFinnish } from 'finnish-personal-identity-code-validator';
import { createRequire } from 'node:module';
import type { CountryCode } from '../../../src/lib/api/schemas.ts';
import { cprDigits, isValidCpr } from '../../../src/lib/forms/dk-cpr.ts';
import { luhnCheckDigit } from '../../../src/lib/organization-number.ts';

interface PersonnummerClass {
  valid(pin: string): boolean;
  parse(pin: string): { fullYear: string; month: string; day: string; num: string; check: string; getAge(): number };
}
// personnummer is CommonJS exporting the class itself, while its types describe an ES module's
// default export: TypeScript's module settings of backend/ and of the portal disagree on that import.
export const Personnummer = createRequire(import.meta.url)('personnummer') as PersonnummerClass;

/** The canonical form (SE `YYYYMMDD-NNNC`, FI `DDMMYY-NNNC`, DK `DDMMYY-NNNN`), or undefined if invalid. */
export function canonicalPersonalId(country: CountryCode, raw: string): string | undefined {
  const input = raw.trim();
  if (country === 'SE') {
    // Without century the library infers it from the separator (+ = over 100), as Skatteverket does.
    if (!/^(\d{2})?\d{6}[-+]?\d{4}$/.test(input) || !Personnummer.valid(input)) return undefined;
    const pin = Personnummer.parse(input);
    return `${pin.fullYear}${pin.month}${pin.day}-${pin.num}${pin.check}`;
  }
  if (country === 'FI') {
    const upper = input.toUpperCase();
    return isValidFinnish(upper) ? upper : undefined;
  }
  // DK: date and century digit decide; modulo 11 is no longer required (docs/decisions/0015).
  const digits = cprDigits(input);
  if (!digits || !isValidCpr(digits)) return undefined;
  return `${digits.slice(0, 6)}-${digits.slice(6)}`;
}

/** What a search compares: the digits only (SE with its century). */
function personalIdDigits(canonical: string): string {
  return canonical.replace(/\D/g, '');
}

/** Does a typed search mean this person? Digits equal; for SE also without the century. */
export function searchMatchesPersonalId(country: CountryCode, search: string, canonical: string): boolean {
  const typed = search.replace(/\D/g, '');
  if (typed.length < 6) return false;
  const stored = personalIdDigits(canonical);
  return typed === stored || (country === 'SE' && typed === stored.slice(2));
}

const FINNISH_CONTROL = '0123456789ABCDEFHJKLMNPRSTUVWXY';
const DANISH_WEIGHTS = [4, 3, 2, 7, 6, 5, 4, 3, 2];

/**
 * A valid number for a birth date (YYYY-MM-DD, 1900–1999) and a 3-digit serial, check digit added;
 * undefined where no check digit exists. DK seeds keep satisfying modulo 11 (numbers issued
 * before 2007 do), though it is no longer required.
 */
export function makePersonalId(country: CountryCode, birthDate: string, serial: number): string | undefined {
  const [year, month, day] = birthDate.split('-') as [string, string, string];
  const yy = year.slice(2);
  const nnn = String(serial).padStart(3, '0');
  if (country === 'SE') return `${year}${month}${day}-${nnn}${luhnCheckDigit(`${yy}${month}${day}${nnn}`)}`;
  if (country === 'FI') return `${day}${month}${yy}-${nnn}${FINNISH_CONTROL[Number(`${day}${month}${yy}${nnn}`) % 31]}`;
  // DK: a first serial digit of 0–3 means born 1900–1999.
  const nine = `${day}${month}${yy}${String(serial % 400).padStart(3, '0')}`;
  const sum = [...nine].reduce((total, char, index) => total + Number(char) * DANISH_WEIGHTS[index]!, 0);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? undefined : `${nine.slice(0, 6)}-${nine.slice(6)}${check}`;
}
