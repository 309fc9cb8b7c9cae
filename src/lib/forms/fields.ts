// Schema pieces every form builds on (OWASP ASVS V2/V5): typed text and typed numbers.
// Pure and client-safe, so island and action check with the same schema. Messages are
// translation keys; the shared ones live under validation.*. The one-line text rule is text.ts,
// which backend/ shares.
import * as v from 'valibot';
import type { CountryCode } from '../api/schemas';
import { isCalendarDate } from './parse';

export { hasUnsafeCharacters, textSchema, UNSAFE_TEXT_MESSAGE } from './text.ts';

/** The key a form that sends carries (a UUID the portal made): anything else means the form is too old to send. */
export const idempotencyKeySchema = (expired: string) => v.pipe(v.string(), v.uuid(expired));

/** The message of a number above a field's largest (the forms share it). */
export const NUMBER_TOO_LARGE_MESSAGE = 'validation.numberTooLarge';

export interface NumberBounds {
  min: number;
  /** A named bound (a constant of the form's module): nothing typed may pass it, Infinity included. */
  max: number;
  /** Whole numbers only. */
  integer?: boolean;
}

export interface NumberMessages {
  /** The value is null (the field was left empty). */
  required: string;
  /** Not a number (parseNumber gave NaN). */
  invalid: string;
  /** Below min, or not whole when integer is set. */
  tooSmall: string;
  /** Defaults to the shared validation.numberTooLarge. */
  tooLarge?: string;
}

/** A required number between min and max; the input is a number, null (empty) or NaN (not a number). */
export function boundedNumber(bounds: NumberBounds, messages: NumberMessages) {
  return v.pipe(
    v.nonNullable(v.number(messages.invalid), messages.required),
    v.check((value) => !bounds.integer || Number.isInteger(value) || !Number.isFinite(value), messages.tooSmall),
    v.minValue(bounds.min, messages.tooSmall),
    v.maxValue(bounds.max, messages.tooLarge ?? NUMBER_TOO_LARGE_MESSAGE),
  );
}

export interface RequiredMessages {
  required: string;
  invalid: string;
}

/** An email address: trimmed, at most 254 characters (RFC 5321). */
export function emailSchema(messages: RequiredMessages) {
  return v.pipe(v.string(), v.trim(), v.nonEmpty(messages.required), v.email(messages.invalid), v.maxLength(254, messages.invalid));
}

/** The earliest day a form takes: a year such as 0002 is a slip of the keyboard, never a date an applicant means. */
export const EARLIEST_DATE = '1900-01-01';

/** YYYY-MM-DD, a real calendar day from EARLIEST_DATE, not after `todayIs` (forms/parse.ts today()). */
export function pastDateSchema(todayIs: string, messages: RequiredMessages & { inFuture: string }) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(messages.required),
    v.regex(/^\d{4}-\d{2}-\d{2}$/, messages.invalid),
    v.check(isCalendarDate, messages.invalid),
    v.check((value) => value >= EARLIEST_DATE, messages.invalid),
    v.check((value) => value <= todayIs, messages.inFuture),
  );
}

/**
 * Whether a phone number is valid for a country. The server and the actions pass forms/phone.ts
 * isValidPhone (the countries' number plans); an island passes looksLikePhone, so the plans stay
 * out of the browser and a wrong number is named by the action on submit (docs/decisions/0024).
 */
export type PhoneCheck = (value: string, country: CountryCode) => boolean;

/** Digits a written phone number has at least and at most (E.164 allows 15; a trunk 0 adds one). */
const PHONE_DIGITS = { min: 5, max: 15 } as const;

/** Phone-shaped: digits with the usual separators, a + only in front, 5 to 15 digits. */
export function looksLikePhone(value: string): boolean {
  const text = value.trim();
  if (!/^\+?[\d\s().\/-]+$/.test(text)) return false;
  const digits = text.replace(/\D/g, '').length;
  return digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
}

/** A required phone number, checked by `check` for the country. */
export function phoneSchema(country: CountryCode, check: PhoneCheck, messages: RequiredMessages) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(messages.required),
    v.check((phone) => check(phone, country), messages.invalid),
  );
}
