import { describe, expect, it } from 'vitest';
import { leasingVat } from '../../src/lib/leasing/vat';

describe('leasingVat: what the customer pays per month incl. VAT and may deduct', () => {
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
