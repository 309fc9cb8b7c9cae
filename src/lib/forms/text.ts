// One line of text as every form takes it (OWASP ASVS V5): trimmed, NFC, no characters that change
// what a reader sees. Imports valibot only, so backend/ runs it too (the price tag's query, whose
// heading and vehicle are printed).
import * as v from 'valibot';

export const UNSAFE_TEXT_MESSAGE = 'validation.unsafeCharacters';

/**
 * Characters no name, address or description needs and that change what a reader sees:
 * controls (NUL, escape, newlines, C1), format characters (bidirectional overrides and
 * isolates such as U+202E, zero-width space and joiners, soft hyphen, BOM) and the Unicode
 * line and paragraph separators.
 */
const UNSAFE_CHARACTER = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

export function hasUnsafeCharacters(value: string): boolean {
  return UNSAFE_CHARACTER.test(value);
}

export interface TextMessages {
  /** Message when empty; leave out for an optional field (empty is then allowed). */
  required?: string;
  tooLong: string;
  /** Defaults to the shared validation.unsafeCharacters. */
  unsafe?: string;
}

/** One line of text: trimmed, NFC-normalised, no unsafe characters, 1 (when required) to maxLength characters. */
export function textSchema(maxLength: number, messages: TextMessages) {
  const { required } = messages;
  return v.pipe(
    v.string(required),
    v.trim(),
    v.normalize('NFC'),
    v.check((value) => !hasUnsafeCharacters(value), messages.unsafe ?? UNSAFE_TEXT_MESSAGE),
    v.check((value) => required === undefined || value.length > 0, required ?? ''),
    v.maxLength(maxLength, messages.tooLong),
  );
}
