// VAT on a business lease's rent in each country (NORDIC.md "VAT on cars and business leasing").
// Leasing quotes are excl. VAT; the customer pays the rent with VAT and may deduct a share of it:
// SE 25 % VAT, half of it deductible on the rents of a leased passenger car; FI 25.5 %, none
// deductible for a passenger car not used exclusively in the business; DK 25 %, the VAT on the
// rent deductible for a lease longer than 6 months with at least 10 % business use (every lease
// of the price list is 12 months or more). Pure, so the apply page shows it live.
import type { CountryCode } from '../api/schemas';
import { round2 } from './rent';

interface VatRule {
  /** VAT rate as a fraction (0.25 = 25 %). */
  vatRate: number;
  /** Share of that VAT the business customer may deduct, a fraction. */
  deductibleShare: number;
}

const VAT_RULES: Record<CountryCode, VatRule> = {
  SE: { vatRate: 0.25, deductibleShare: 0.5 },
  FI: { vatRate: 0.255, deductibleShare: 0 },
  DK: { vatRate: 0.25, deductibleShare: 1 },
};

export interface LeasingVat extends VatRule {
  rentInclVat: number;
  vat: number;
  deductibleVat: number;
}

/** The VAT on one month's rent excl. VAT, what the customer pays with it, and what they may deduct; rounded to cents. */
export function leasingVat(country: CountryCode, rentExclVat: number): LeasingVat {
  const { vatRate, deductibleShare } = VAT_RULES[country];
  const vat = round2(rentExclVat * vatRate);
  return { vatRate, deductibleShare, vat, rentInclVat: round2(rentExclVat + vat), deductibleVat: round2(vat * deductibleShare) };
}
