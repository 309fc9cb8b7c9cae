// Personal identity numbers: checked with each country's well-kept library. A personal
// identity number is never put in a URL, a log line, localStorage or analytics.
import Personnummer from 'personnummer';
import { isValid as isValidHetu } from 'finnish-personal-identity-code-validator';
import type { CountryCode } from '../api/schemas';
import { isValidCpr } from './dk-cpr';

export function isValidPersonalId(country: CountryCode, value: string): boolean {
  const input = value.trim();
  if (input === '') return false;
  if (country === 'SE') return Personnummer.valid(input);
  if (country === 'FI') return isValidHetu(input.toUpperCase());
  return isValidCpr(input);
}

/** The form each country writes it in: SE 19900101-1234 (12 digits), FI 010190-123A, DK 010190-1234. */
export function normalisePersonalId(country: CountryCode, value: string): string {
  const input = value.trim();
  if (country === 'SE' && Personnummer.valid(input)) {
    const digits = Personnummer.parse(input).format(true);
    return `${digits.slice(0, 8)}-${digits.slice(8)}`;
  }
  if (country === 'FI') return input.toUpperCase();
  if (country === 'DK') {
    const digits = input.replace(/\D/g, '');
    return digits.length === 10 ? `${digits.slice(0, 6)}-${digits.slice(6)}` : input;
  }
  return input;
}
