// The schema pieces every form builds on: what a dealer typing text or numbers is told.
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { formReader } from '../../src/lib/forms/parse';
import { parseNumber } from '../../src/lib/forms/number';
import { profileInputFromForm, profileSchema } from '../../src/lib/profile/profile';
import { boundedNumber, NUMBER_TOO_LARGE_MESSAGE, textSchema, UNSAFE_TEXT_MESSAGE } from '../../src/lib/forms/fields';
import { isValidPhone } from '../../src/lib/forms/phone';

let name: ReturnType<typeof textSchema>;
let optional: ReturnType<typeof textSchema>;
beforeEach(() => {
  name = textSchema(10, { required: 'required', tooLong: 'tooLong' });
  optional = textSchema(10, { tooLong: 'tooLong' });
});
const messageOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? null : result.issues[0].message;
};

describe('a text field', () => {
  it('takes exactly the maximum length and refuses one more', () => {
    expect(v.parse(name, 'x'.repeat(10))).toBe('x'.repeat(10));
    expect(messageOf(name, 'x'.repeat(11))).toBe('tooLong');
  });

  it('is trimmed, and empty is refused only when required', () => {
    expect(v.parse(name, '  Åsa  ')).toBe('Åsa');
    expect(messageOf(name, '   ')).toBe('required');
    expect(v.parse(optional, '  ')).toBe('');
  });

  it('is stored NFC-normalised: a decomposed "Jörgen" equals the composed one and counts as typed', () => {
    const decomposed = 'Jo\u0308rgen';
    expect(decomposed).not.toBe('Jörgen');
    expect(v.parse(name, decomposed)).toBe('Jörgen');
    // 10 letters typed with combining marks are 10 characters after NFC, not 13.
    expect(v.parse(name, 'a\u0308'.repeat(10))).toBe('ä'.repeat(10));
  });

  it.each([
    ['NUL', 'Anna\u0000'],
    ['escape', 'Anna\u001b[31m'],
    ['a line break', 'Anna\nSvensson'],
    ['a tab', 'Anna\tSvensson'],
    ['DEL', 'Anna\u007f'],
    ['a C1 control', 'Anna\u0085'],
    ['right-to-left override U+202E', 'Anna\u202efdp.exe'],
    ['left-to-right embedding U+202A', '\u202aAnna'],
    ['a bidirectional isolate U+2067', 'Anna\u2067x\u2069'],
    ['the right-to-left mark U+200F', 'Anna\u200f'],
    ['the Arabic letter mark U+061C', 'Anna\u061c'],
    ['a zero-width space U+200B', 'An\u200bna'],
    ['a zero-width joiner U+200D', 'An\u200dna'],
    ['a zero-width non-joiner U+200C', 'An\u200cna'],
    ['a word joiner U+2060', 'An\u2060na'],
    ['a byte order mark U+FEFF', 'An\ufeffna'],
    ['a soft hyphen U+00AD', 'An\u00adna'],
    ['the line separator U+2028', 'Anna\u2028Berg'],
    ['the paragraph separator U+2029', 'Anna\u2029Berg'],
  ])('refuses %s with a field message', (_, input) => {
    expect(messageOf(name, input)).toBe(UNSAFE_TEXT_MESSAGE);
    expect(messageOf(optional, input)).toBe(UNSAFE_TEXT_MESSAGE);
  });

  it('keeps Nordic and other real names', () => {
    for (const real of ['Søren', 'Åsa-Lill', "O'Brien", 'Mäkinen', 'Ægir Ødegård', 'José María', 'Łukasz', 'Nguyễn', 'Zoë']) {
      expect(v.parse(textSchema(100, { required: 'r', tooLong: 't' }), real)).toBe(real.normalize('NFC'));
    }
  });

  it('in the profile form gets the same checks', () => {
    const form = new FormData();
    form.set('firstname', 'Anna\u202e');
    form.set('lastname', 'x'.repeat(101));
    form.set('phone', '070 123 45 67');
    const result = v.safeParse(profileSchema('SE', isValidPhone), profileInputFromForm(form), { abortPipeEarly: true });
    if (result.success) throw new Error('the profile was accepted');
    const nested = v.flatten(result.issues).nested;
    expect(nested?.firstname).toEqual([UNSAFE_TEXT_MESSAGE]);
    expect(nested?.lastname).toEqual(['profile.errors.tooLong']);
  });
});

describe('a number field', () => {
  let amount: ReturnType<typeof boundedNumber>;
  let count: ReturnType<typeof boundedNumber>;
  beforeEach(() => {
    amount = boundedNumber({ min: 0, max: 1_000 }, { required: 'required', invalid: 'invalid', tooSmall: 'negative' });
    count = boundedNumber({ min: 0, max: 20, integer: true }, { required: 'required', invalid: 'invalid', tooSmall: 'count', tooLarge: 'count' });
  });

  it('takes exactly the maximum and refuses one more with the too-large message', () => {
    expect(v.parse(amount, 1_000)).toBe(1_000);
    expect(messageOf(amount, 1_001)).toBe(NUMBER_TOO_LARGE_MESSAGE);
    expect(messageOf(amount, 1_000.01)).toBe(NUMBER_TOO_LARGE_MESSAGE);
  });

  it('takes exactly the minimum and refuses below it', () => {
    expect(v.parse(amount, 0)).toBe(0);
    expect(messageOf(amount, -1)).toBe('negative');
  });

  it('refuses 1e300 and 400 nines (Infinity) as too large', () => {
    expect(messageOf(amount, parseNumber('1e300'))).toBe('invalid');
    expect(messageOf(amount, 1e300)).toBe(NUMBER_TOO_LARGE_MESSAGE);
    const nines = parseNumber('9'.repeat(400));
    expect(nines).toBe(Number.POSITIVE_INFINITY);
    expect(messageOf(amount, nines)).toBe(NUMBER_TOO_LARGE_MESSAGE);
    expect(messageOf(amount, Number.NEGATIVE_INFINITY)).toBe('negative');
  });

  it('tells empty from not a number', () => {
    expect(messageOf(amount, null)).toBe('required');
    expect(messageOf(amount, Number.NaN)).toBe('invalid');
  });

  it('whole numbers only where asked: 20 children yes, 21 or 2.5 no', () => {
    expect(v.parse(count, 20)).toBe(20);
    expect(messageOf(count, 21)).toBe('count');
    expect(messageOf(count, 2.5)).toBe('count');
    expect(v.parse(amount, 2.5)).toBe(2.5);
  });
});

describe('a posted form read field by field', () => {
  it('gives text as typed, "" for a missing field or a file, numbers read leniently and a checkbox by its presence', () => {
    const form = new FormData();
    form.set('name', ' Anna ');
    form.set('price', '189 900,50');
    form.set('terms', 'on');
    form.set('file', new Blob(['x']), 'a.pdf');
    const read = formReader(form);
    expect(read.text('name')).toBe(' Anna ');
    expect(read.text('missing')).toBe('');
    expect(read.text('file')).toBe('');
    expect(read.number('price')).toBe(189900.5);
    expect(read.number('missing')).toBeNull();
    expect(read.checked('terms')).toBe(true);
    expect(read.checked('missing')).toBe(false);
  });
});
