// Danish CPR numbers: the date and the century digit decide, never modulo 11 (docs/decisions/0015).
import danishSsn from 'danish-ssn';
import { describe, expect, it } from 'vitest';
import { canonicalPersonalId } from '../../backend/src/blanco/personal-id.ts';
import { OUTCOMES, outcomeFor, TEST_PERSONS } from '../../backend/src/blanco/test-persons.ts';
import { cprBirthDate, cprFullYear, isValidCpr } from '../../src/lib/forms/dk-cpr';
import { isValidPersonalId, normalisePersonalId } from '../../src/lib/forms/personal-id';

const TODAY = '2026-11-23';

describe("a Danish customer's CPR number", () => {
  it('issued since 2007 without modulo 11 is accepted by the portal and backend/ alike', () => {
    // 070761-4286 fails modulo 11 (070761-4285 passes): a real, valid date decides.
    expect(danishSsn.isValid('0707614286')).toBe(false);
    expect(isValidCpr('070761-4286', TODAY)).toBe(true);
    expect(isValidPersonalId('DK', '070761-4286')).toBe(true);
    expect(canonicalPersonalId('DK', '0707614286')).toBe('070761-4286');
    expect(normalisePersonalId('DK', '0707614286')).toBe('070761-4286');
  });

  it.each([
    ['320161-4285', 'day 32'],
    ['310461-4285', '31 April'],
    ['001361-4285', 'month 13'],
    ['000161-4285', 'day 0'],
    ['07076-14285', 'digits misplaced'],
    ['070761-428', 'nine digits'],
    ['070761-42855', 'eleven digits'],
    ['07O761-4285', 'a letter'],
  ])('with no real date (%s: %s) is refused', (cpr) => {
    expect(isValidCpr(cpr, TODAY)).toBe(false);
    expect(isValidPersonalId('DK', cpr)).toBe(false);
    expect(canonicalPersonalId('DK', cpr)).toBeUndefined();
  });

  it.each([
    // 7th digit, two-digit year → the year the CPR office gives
    [0, 99, 1999],
    [3, 0, 1900],
    [3, 37, 1937],
    [4, 0, 2000],
    [4, 36, 2036],
    [4, 37, 1937],
    [4, 99, 1999],
    [9, 36, 2036],
    [9, 37, 1937],
    [5, 0, 2000],
    [5, 57, 2057],
    [5, 58, 1858],
    [8, 57, 2057],
    [8, 58, 1858],
    [6, 99, 1899],
  ])('reads the century from its 7th digit (%i with year %i → %i)', (digit, year, full) => {
    expect(cprFullYear(year, digit)).toBe(full);
  });

  it('on 29 February is valid only in a leap year of the century its 7th digit gives', () => {
    expect(cprBirthDate('290200-4000')).toBe('2000-02-29');
    expect(isValidCpr('290200-4000', TODAY)).toBe(true);
    // 1900 was no leap year.
    expect(cprBirthDate('290200-1000')).toBeNull();
    expect(isValidCpr('290200-1000', TODAY)).toBe(false);
    expect(isValidCpr('290296-0000', TODAY)).toBe(true);
  });

  it('born after today by its century digit is refused; born in the 1800s is not', () => {
    expect(cprBirthDate('010150-5000')).toBe('2050-01-01');
    expect(isValidCpr('010150-5000', TODAY)).toBe(false);
    expect(isValidCpr('231126-4000', TODAY)).toBe(true);
    expect(isValidCpr('241126-4000', TODAY)).toBe(false);
    expect(isValidCpr('010160-5000', TODAY)).toBe(true);
    expect(cprBirthDate('010160-5000')).toBe('1860-01-01');
  });

  it("of backend/'s outcome people still decides their outcome", () => {
    for (const outcome of OUTCOMES) {
      const { personalId } = TEST_PERSONS.DK[outcome];
      expect(isValidPersonalId('DK', personalId)).toBe(true);
      expect(outcomeFor('DK', canonicalPersonalId('DK', personalId)!)).toBe(outcome);
    }
  });
});

describe('a CPR number as a dealer pastes it', () => {
  it('is read with spaces around it', () => {
    expect(cprBirthDate(' 070761-4286 ')).toBe('1961-07-07');
  });
});
