// A personal identity number's shape as a browser checks it while the dealer types (NORDIC.md
// "Personal identity numbers"): SE ÅÅMMDD-NNNN or with the century, FI PPKKVV±NNNT with its
// century sign, DK DDMMÅÅ-NNNN. The date and check digit are the server's (personal-id.ts), so
// an island does not carry the three countries' validators.
import type { CountryCode } from '../api/schemas';

const SHAPE: Record<CountryCode, RegExp> = {
  SE: /^(\d{2})?\d{6}[-+]?\d{4}$/,
  FI: /^\d{6}[-+A-FU-Y]\d{3}[0-9A-Y]$/i,
  DK: /^\d{6}-?\d{4}$/,
};

export function looksLikePersonalId(country: CountryCode, typed: string): boolean {
  return SHAPE[country].test(typed.trim().replace(/\s/g, ''));
}

/** Anything in a text shaped like a Nordic personal identity number (a search, a list's query), whatever its country. */
const ANYWHERE = /(?<![0-9A-Za-z])(\d{2})?\d{6}[-+A-FU-Y]?\d{3}[0-9A-Y](?![0-9A-Za-z])/i;

export function mentionsPersonalId(text: string): boolean {
  let decoded = text;
  try {
    decoded = decodeURIComponent(text);
  } catch {
    // A malformed escape: the text as it is.
  }
  return ANYWHERE.test(decoded) || ANYWHERE.test(text);
}
