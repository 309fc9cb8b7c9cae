// What buying on the marketplace costs per country: the currency, the marketplace's fixed purchase
// fee (ours, made up: docs/decisions/0036) and the VAT rate in a VAT_DEDUCTIBLE car's price.
import type { CountryCode, Currency } from '../../../src/lib/api/schemas.ts';

interface MarketTerms {
  currency: Currency;
  purchaseFee: number;
  vatRatePercent: number;
  /** The seller invoices the price, due this many days after the purchase. */
  paymentDays: number;
}

export const MARKET_TERMS: Record<CountryCode, MarketTerms> = {
  SE: { currency: 'SEK', purchaseFee: 1_495, vatRatePercent: 25, paymentDays: 10 },
  FI: { currency: 'EUR', purchaseFee: 149, vatRatePercent: 25.5, paymentDays: 14 },
  DK: { currency: 'DKK', purchaseFee: 1_095, vatRatePercent: 25, paymentDays: 8 },
};

/** The VAT included in a VAT_DEDUCTIBLE car's price, in cents; none under the margin scheme. */
export function vatIncluded(country: CountryCode, price: number, vatStatus: 'VAT_DEDUCTIBLE' | 'MARGIN_SCHEME'): number | null {
  if (vatStatus === 'MARGIN_SCHEME') return null;
  const rate = MARKET_TERMS[country].vatRatePercent;
  return Math.round((price * rate * 100) / (100 + rate)) / 100;
}
