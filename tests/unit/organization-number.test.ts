// src/lib/organization-number.ts against NORDIC.md's vectors and the demo dealers' numbers.
import { describe, expect, it } from 'vitest';
import { danishCvr, finnishBusinessId, finnishCheckDigit, swedishCompanyNumber, swedishTenDigits } from '../../src/lib/organization-number.ts';

describe('Swedish organisationsnummer', () => {
  it('accepts a company number in every usual spelling, written NNNNNN-NNNN', () => {
    for (const typed of ['556123-4567', '5561234567', '16556123-4567', '165561234567', ' 556123 4567 ']) {
      expect(swedishCompanyNumber(typed), typed).toBe('556123-4567');
    }
  });
  it('refuses a wrong Luhn digit, a wrong length and other prefixes than 16', () => {
    expect(swedishCompanyNumber('556123-4568')).toBeUndefined();
    expect(swedishCompanyNumber('556123-456')).toBeUndefined();
    expect(swedishCompanyNumber('195561234567')).toBeUndefined();
    for (const typed of ['x5561234567', '5561234567x', 'x165561234567', '165561234567x']) expect(swedishTenDigits(typed), typed).toBeUndefined();
  });
  it('takes a third digit of exactly 2 for a company, 1 for no company', () => {
    expect(swedishCompanyNumber('5520000018')).toBe('552000-0018');
    expect(swedishCompanyNumber('5510000010')).toBeUndefined();
  });
  it('does not take a personnummer (third digit below 2) for a company', () => {
    // 850312-9820 is a valid personnummer (Luhn), so only the third digit tells it apart.
    expect(swedishCompanyNumber('8503129820')).toBeUndefined();
  });
});

describe('Finnish Y-tunnus', () => {
  it('accepts valid ids and the demo dealer Autotalo Oy', () => {
    expect(finnishBusinessId('1234567-1')).toBe('1234567-1');
    expect(finnishBusinessId('2345678-0')).toBe('2345678-0');
    expect(finnishBusinessId(' 2345678-0 ')).toBe('2345678-0');
  });
  it('gives an old six-digit id its leading zero', () => {
    const check = finnishCheckDigit('0737546')!;
    expect(finnishBusinessId(`737546-${check}`)).toBe(`0737546-${check}`);
  });
  it('refuses a wrong check digit, a missing hyphen and remainder 1 (no valid check digit)', () => {
    expect(finnishBusinessId('1234567-2')).toBeUndefined();
    expect(finnishBusinessId('12345671')).toBeUndefined();
    expect(finnishBusinessId('x2345678-0')).toBeUndefined();
    expect(finnishBusinessId('2345678-0x')).toBeUndefined();
    // 2789012: 14+63+80+45+0+4+4 = 210 = 19·11 + 1: remainder 1, so no check digit makes it valid.
    expect(finnishCheckDigit('2789012')).toBeUndefined();
    for (let digit = 0; digit <= 9; digit++) expect(finnishBusinessId(`2789012-${digit}`)).toBeUndefined();
  });
  it('maps remainder 0 to check digit 0', () => {
    expect(finnishCheckDigit('2345678')).toBe(0);
  });
});

describe('Danish CVR', () => {
  it('matches NORDIC.md: 13585628 and 24256790 valid, 13585627 invalid', () => {
    expect(danishCvr('13585628')).toBe('13585628');
    expect(danishCvr('24256790')).toBe('24256790');
    expect(danishCvr('13585627')).toBeUndefined();
  });
  it('takes spaces and a DK prefix, refuses a leading zero and other lengths', () => {
    expect(danishCvr('DK 1234 5674')).toBe('12345674');
    expect(danishCvr(' dk12345674')).toBe('12345674');
    expect(danishCvr('1234DK5674')).toBeUndefined();
    expect(danishCvr('00000000')).toBeUndefined();
    expect(danishCvr('02345674')).toBeUndefined();
    expect(danishCvr('1234567')).toBeUndefined();
  });
});

describe("the lookup's demo companies (backend/README.md)", () => {
  it('have valid, canonical, distinct numbers and cover every outcome in every country', async () => {
    const { canonicalOrganizationNumber, DEMO_ORGANIZATIONS, LEASING_OUTCOMES, leasingOutcomeFor } = await import('../../backend/src/leasing/organizations.ts');
    for (const country of ['SE', 'FI', 'DK'] as const) {
      const companies = DEMO_ORGANIZATIONS[country];
      for (const company of companies) {
        expect(canonicalOrganizationNumber(country, company.organizationNumber), company.name).toEqual({
          number: company.organizationNumber,
          kind: company.kind,
        });
      }
      expect(new Set(companies.map((company) => company.organizationNumber)).size).toBe(companies.length);
      expect(new Set(companies.map((company) => company.outcome))).toEqual(new Set(LEASING_OUTCOMES));
      // The demo dealers' own numbers are valid but decide nothing.
      const dealer = { SE: '556123-4567', FI: '1234567-1', DK: '12345674' }[country];
      expect(leasingOutcomeFor(country, canonicalOrganizationNumber(country, dealer)!.number)).toBe('APPROVED');
    }
  });
});
