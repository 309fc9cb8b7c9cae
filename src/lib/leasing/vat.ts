// VAT on a business lease's rent per country (docs/product/NORDIC.md "VAT on cars and business
// leasing"): what the customer pays incl. VAT and how much of that VAT the business may deduct.
// The details page and the apply form show the same figures from here.
//   SE 25 %: half of the VAT on the rents (the first raised rent too) is deductible.
//   FI 25.5 %: none for a passenger car (deductible only with exclusively business use).
//   DK 25 %: the VAT on the rent is deductible when the lease runs over 6 months and the car is
//   used at least 10 % for business (a business lease is assumed to be, unless said otherwise).
// Amounts are worked in whole cents and rounded half up, so every figure is exact to the cent.
// Rates and shares are fractions (0.255 = 25.5 %), as the apply page's island shows them.
import type { CountryCode } from '../api/schemas';

/** The rate in hundredths of a percent: 2550 = 25.5 %. */
const RATE_BASIS_POINTS: Record<CountryCode, number> = { SE: 2500, FI: 2550, DK: 2500 };

/** Denmark's conditions for deducting VAT on a leased car's rent. */
const DK_MIN_MONTHS_EXCLUSIVE = 6;
const DK_MIN_BUSINESS_USE_PERCENT = 10;

export interface LeaseUse {
  /** The lease's term; Denmark deducts only over 6 months. Unknown: the price list's terms (12–60) all qualify. */
  months?: number;
  /** Share of business driving in percent; a business lease is taken as 100 unless said. */
  businessUsePercent?: number;
}

export interface LeasingVat {
  /** The VAT rate as a fraction (0.25, 0.255). */
  vatRate: number;
  rentInclVat: number;
  /** The VAT on the rent. */
  vat: number;
  /** The part of `vat` the business may deduct. */
  deductibleVat: number;
  /** 0, 0.5 or 1: the deductible part of the VAT. */
  deductibleShare: number;
}

/** @internal exported for its unit tests */
export function deductibleShare(country: CountryCode, use: LeaseUse = {}): number {
  if (country === 'SE') return 0.5;
  if (country === 'FI') return 0;
  const { months, businessUsePercent = 100 } = use;
  const longEnough = months === undefined || months > DK_MIN_MONTHS_EXCLUSIVE;
  return longEnough && businessUsePercent >= DK_MIN_BUSINESS_USE_PERCENT ? 1 : 0;
}

const toCents = (amount: number) => Math.round(amount * 100);

/** The VAT on one rent excl. VAT (also the first raised rent), to the cent. */
export function leasingVat(country: CountryCode, rentExclVat: number, use: LeaseUse = {}): LeasingVat {
  const basisPoints = RATE_BASIS_POINTS[country];
  const share = deductibleShare(country, use);
  const rentCents = toCents(rentExclVat);
  // Whole cents times basis points is an exact integer: a half cent is exactly .5 and rounds up.
  const vatCents = Math.round((rentCents * basisPoints) / 10_000);
  const deductibleCents = Math.round(vatCents * share);
  return {
    vatRate: basisPoints / 10_000,
    rentInclVat: (rentCents + vatCents) / 100,
    vat: vatCents / 100,
    deductibleVat: deductibleCents / 100,
    deductibleShare: share,
  };
}
