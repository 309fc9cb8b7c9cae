// The inventory financing price list per country (docs/decisions/0029) and what follows from it:
// the daily interest of a credit and the monthly invoice fee (SPEC §9: 0.28 % of the credit, at
// most 12.50 EUR a month, converted at the list's fixed EUR rate for SEK and DKK).
import type { BusinessFinancePriceList, DailyCost } from '../../../src/lib/api/business-finance-schemas.ts';
import type { CountryCode } from '../../../src/lib/api/schemas.ts';

const INVOICE_FEE_PERCENT = 0.28;
const INVOICE_FEE_MAX_EUR = 12.5;
const EUR_RATE: Record<CountryCode, number> = { SE: 11.6, FI: 1, DK: 7.46 };

const list = (
  country: CountryCode,
  currency: BusinessFinancePriceList['currency'],
  terms: Pick<BusinessFinancePriceList, 'downPaymentMinPercent' | 'monthlyInterestPercent' | 'agreementFee' | 'maxCreditDays'>,
): BusinessFinancePriceList => ({
  id: `bfpl-${country.toLowerCase()}-2026-01`,
  validFrom: '2026-01-01',
  currency,
  ...terms,
  invoiceFeePercent: INVOICE_FEE_PERCENT,
  invoiceFeeMaxPerMonth: roundCents(INVOICE_FEE_MAX_EUR * EUR_RATE[country]),
  eurRate: EUR_RATE[country],
});

export const roundCents = (amount: number) => Math.round(amount * 100) / 100;
/** Whole cents, so money comparisons are exact. */
export const cents = (amount: number) => Math.round(amount * 100);

export const BUSINESS_FINANCE_PRICE_LISTS: Record<CountryCode, BusinessFinancePriceList> = {
  SE: list('SE', 'SEK', { downPaymentMinPercent: 10, monthlyInterestPercent: 0.65, agreementFee: 995, maxCreditDays: 180 }),
  FI: list('FI', 'EUR', { downPaymentMinPercent: 10, monthlyInterestPercent: 0.6, agreementFee: 95, maxCreditDays: 180 }),
  DK: list('DK', 'DKK', { downPaymentMinPercent: 15, monthlyInterestPercent: 0.7, agreementFee: 750, maxCreditDays: 150 }),
};

export function dailyCostFor(country: CountryCode, credit: number): DailyCost {
  const priceList = BUSINESS_FINANCE_PRICE_LISTS[country];
  return {
    credit,
    currency: priceList.currency,
    monthlyInterestPercent: priceList.monthlyInterestPercent,
    interestPerDay: roundCents((credit * priceList.monthlyInterestPercent * 12) / 100 / 365),
    invoiceFeePerMonth: Math.min(roundCents((credit * priceList.invoiceFeePercent) / 100), priceList.invoiceFeeMaxPerMonth),
  };
}

/** Interest on a credit for whole days at a monthly rate (a year's 12 months spread over 365 days), to the cent. */
export function interestForDays(credit: number, monthlyInterestPercent: number, days: number): number {
  return roundCents((credit * monthlyInterestPercent * 12 * days) / 100 / 365);
}
