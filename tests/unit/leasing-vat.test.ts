import { describe, expect, it } from 'vitest';
import { deductibleShare, leasingVat } from '../../src/lib/leasing/vat';
import { formatKilometres, formatShare } from '../../src/lib/format';

describe('VAT on a leasing rent, per country (NORDIC.md)', () => {
  it('adds Swedish 25 % and lets half of it be deducted', () => {
    expect(leasingVat('SE', 5_000)).toEqual({ vatRate: 0.25, rentInclVat: 6_250, vat: 1_250, deductibleVat: 625, deductibleShare: 0.5 });
  });

  it('adds Finnish 25.5 % with nothing deductible for a passenger car', () => {
    expect(leasingVat('FI', 500)).toEqual({ vatRate: 0.255, rentInclVat: 627.5, vat: 127.5, deductibleVat: 0, deductibleShare: 0 });
  });

  it('adds Danish 25 % and lets all of it be deducted on a lease over 6 months', () => {
    expect(leasingVat('DK', 4_000, { months: 36 })).toEqual({ vatRate: 0.25, rentInclVat: 5_000, vat: 1_000, deductibleVat: 1_000, deductibleShare: 1 });
  });

  it('deducts nothing in Denmark on a lease of 6 months or less, or under 10 % business use', () => {
    expect(leasingVat('DK', 4_000, { months: 6 }).deductibleVat).toBe(0);
    expect(leasingVat('DK', 4_000, { months: 7 }).deductibleVat).toBe(1_000);
    expect(deductibleShare('DK', { months: 36, businessUsePercent: 9 })).toBe(0);
    expect(deductibleShare('DK', { months: 36, businessUsePercent: 10 })).toBe(1);
    // Unknown term: every term of the price list (12–60 months) qualifies.
    expect(deductibleShare('DK')).toBe(1);
  });

  it('keeps Sweden at half and Finland at none whatever the term', () => {
    expect(deductibleShare('SE', { months: 3 })).toBe(0.5);
    expect(deductibleShare('FI', { months: 60, businessUsePercent: 100 })).toBe(0);
  });

  it('rounds the VAT to the cent, a half cent up, and the incl. VAT rent is the exact sum', () => {
    // 0.02 × 25 % = 0.005 → 0.01; 0.01 × 25.5 % = 0.00255 → 0.00
    expect(leasingVat('SE', 0.02)).toMatchObject({ vat: 0.01, rentInclVat: 0.03 });
    expect(leasingVat('FI', 0.01)).toMatchObject({ vat: 0, rentInclVat: 0.01 });
    // 4 321.99 × 25.5 % = 1 102.10745 → 1 102.11
    expect(leasingVat('FI', 4_321.99)).toMatchObject({ vat: 1_102.11, rentInclVat: 5_424.1 });
    // 1 234.57 × 25 % = 308.6425 → 308.64; half of it 154.32
    expect(leasingVat('SE', 1_234.57)).toMatchObject({ vat: 308.64, rentInclVat: 1_543.21, deductibleVat: 154.32 });
    // Half of an odd number of cents rounds up: 0.06 × 25 % = 0.015 → 0.02, half 0.01
    expect(leasingVat('SE', 0.06)).toMatchObject({ vat: 0.02, deductibleVat: 0.01 });
    expect(leasingVat('SE', 0.1)).toMatchObject({ vat: 0.03, deductibleVat: 0.02 });
  });

  it('works on amounts whose binary fraction is inexact (0.1 + 0.2 kinds) without drifting a cent', () => {
    for (let cents = 0; cents < 5_000; cents += 7) {
      const rent = cents / 100;
      for (const country of ['SE', 'FI', 'DK'] as const) {
        const { vat, rentInclVat, deductibleVat } = leasingVat(country, rent);
        expect(Math.round(rentInclVat * 100)).toBe(cents + Math.round(vat * 100));
        expect(Number.isInteger(Math.round(vat * 100))).toBe(true);
        expect(deductibleVat).toBeLessThanOrEqual(vat);
      }
    }
  });

  it('gives no VAT on a rent of zero', () => {
    expect(leasingVat('DK', 0)).toEqual({ vatRate: 0.25, rentInclVat: 0, vat: 0, deductibleVat: 0, deductibleShare: 1 });
  });
});

describe('a lease’s distance and shares as each locale writes them', () => {
  const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

  it('writes kilometres with the locale’s grouping', () => {
    expect(plain(formatKilometres(57_000, 'fi-FI'))).toBe('57 000 km');
    expect(plain(formatKilometres(10_000, 'da-DK'))).toBe('10.000 km');
    expect(plain(formatKilometres(0, 'sv-SE'))).toBe('0 km');
  });

  it('writes the VAT rate and deductible share as percents, with a decimal only when there is one', () => {
    expect(plain(formatShare(0.255, 'fi-FI'))).toBe('25,5 %');
    expect(plain(formatShare(0.5, 'sv-SE'))).toBe('50 %');
    expect(plain(formatShare(1, 'da-DK'))).toBe('100 %');
  });
});
describe('the apply page’s figures (its first tests)', () => {
  it('Sweden: 25 % VAT, half of it deductible on the rent', () => {
    expect(leasingVat('SE', 4000)).toEqual({ vatRate: 0.25, deductibleShare: 0.5, vat: 1000, rentInclVat: 5000, deductibleVat: 500 });
  });

  it('Finland: 25.5 % VAT, none deductible for a passenger car', () => {
    expect(leasingVat('FI', 500)).toEqual({ vatRate: 0.255, deductibleShare: 0, vat: 127.5, rentInclVat: 627.5, deductibleVat: 0 });
  });

  it('Denmark: 25 % VAT, all of the VAT on the rent deductible for a lease over 6 months', () => {
    expect(leasingVat('DK', 3999.99)).toEqual({ vatRate: 0.25, deductibleShare: 1, vat: 1000, rentInclVat: 4999.99, deductibleVat: 1000 });
  });

  it('rounds each amount to cents', () => {
    const vat = leasingVat('FI', 333.33);
    expect(vat.vat).toBe(85);
    expect(vat.rentInclVat).toBe(418.33);
    expect(leasingVat('DK', 1234.56)).toMatchObject({ vat: 308.64, rentInclVat: 1543.2, deductibleVat: 308.64 });
  });
});
