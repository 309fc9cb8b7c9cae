// Amounts grouped as the dealer types them (issue 24), the caret kept after the same digit.
import { describe, expect, it } from 'vitest';
import { groupAsTyped } from '../../src/lib/forms/group-digits';
import { parseNumber } from '../../src/lib/forms/number';

const SPACE = ' ';

describe('an amount as it is typed', () => {
  it('groups the thousands the Swedish and Finnish way (a space), and reads back as the same number', () => {
    expect(groupAsTyped('150000', 6, 'sv-SE')).toEqual({ text: `150${SPACE}000`, caret: 7 });
    expect(groupAsTyped('1234567,5', 9, 'fi-FI')).toEqual({ text: `1${SPACE}234${SPACE}567,5`, caret: 11 });
    expect(parseNumber(`1${SPACE}234${SPACE}567,5`)).toBe(1_234_567.5);
    expect(groupAsTyped('999', 3, 'sv-FI')).toEqual({ text: '999', caret: 3 });
    expect(groupAsTyped('1000', 4, 'sv-FI')).toEqual({ text: `1${SPACE}000`, caret: 5 });
  });

  it('groups the Danish way with points, and keeps the decimal comma', () => {
    expect(groupAsTyped('1500000,25', 10, 'da-DK')).toEqual({ text: '1.500.000,25', caret: 12 });
    expect(parseNumber('1.500.000,25')).toBe(1_500_000.25);
  });

  it('keeps the caret after the digit it followed, wherever the dealer types', () => {
    // "15 000" with a 0 typed after the 1: "105 000" → "105 000" and the caret after the 0.
    expect(groupAsTyped(`105${SPACE}000`.replace(SPACE, ''), 2, 'sv-SE')).toEqual({ text: `105${SPACE}000`, caret: 2 });
    expect(groupAsTyped(`1${SPACE}5000`, 3, 'sv-SE')).toEqual({ text: `15${SPACE}000`, caret: 2 });
  });

  it('leaves anything that is not a plain amount as typed', () => {
    expect(groupAsTyped('12 kr', 5, 'sv-SE')).toEqual({ text: '12 kr', caret: 5 });
    expect(groupAsTyped('abc', 1, 'fi-FI')).toEqual({ text: 'abc', caret: 1 });
    expect(groupAsTyped('', 0, 'da-DK')).toEqual({ text: '', caret: 0 });
    // Longer than any amount (the field says so): kept exactly as typed.
    expect(groupAsTyped('9'.repeat(16), 16, 'sv-SE')).toEqual({ text: '9'.repeat(16), caret: 16 });
    expect(groupAsTyped('9'.repeat(15), 15, 'sv-SE').text).toBe('999 999 999 999 999');
  });
});
