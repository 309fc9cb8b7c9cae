// The private loan's product bounds and price lists per country, and the bounds check that
// monthly cost and lead creation share (SPEC §5: too low, too high, too high for all products).
import type { CreditProduct, MonthlyCost, PriceList, PriceStep } from '../../../src/lib/api/blanco.ts';
import type { CountryCode } from '../../../src/lib/api/schemas.ts';
import { ApiError } from '../api/errors.ts';
import { loanCost } from './annuity.ts';

const termsUpTo = (max: number) => Array.from({ length: max / 12 }, (_, index) => (index + 1) * 12);

export const CREDIT_PRODUCTS: Record<CountryCode, CreditProduct> = {
  SE: { id: 'blanco-se', minAmount: 10_000, maxAmount: 600_000, terms: termsUpTo(144) },
  FI: { id: 'blanco-fi', minAmount: 2_000, maxAmount: 60_000, terms: termsUpTo(120) },
  DK: { id: 'blanco-dk', minAmount: 10_000, maxAmount: 500_000, terms: termsUpTo(120) },
};

const step = (interestRate: number, minAmount: number, maxAmount: number, maxTerm: number, setupFee: number, monthlyFee: number): PriceStep => ({
  interestRate,
  minAmount,
  maxAmount,
  terms: termsUpTo(maxTerm),
  setupFee,
  monthlyFee,
});

// Lower rates for larger credits; the steps together never reach past the product's bounds.
export const PRICE_LISTS: Record<CountryCode, PriceList> = {
  SE: {
    id: 'pl-se-2026-01',
    validFrom: '2026-01-01',
    currency: 'SEK',
    steps: [
      step(4.95, 100_000, 600_000, 144, 695, 45),
      step(6.95, 50_000, 400_000, 144, 595, 45),
      step(8.95, 20_000, 250_000, 120, 495, 35),
      step(11.95, 10_000, 150_000, 84, 395, 35),
    ],
  },
  FI: {
    id: 'pl-fi-2026-01',
    validFrom: '2026-01-01',
    currency: 'EUR',
    steps: [
      step(5.9, 15_000, 60_000, 120, 149, 9.9),
      step(7.9, 8_000, 40_000, 120, 99, 9.9),
      step(9.9, 4_000, 25_000, 96, 79, 7.9),
      step(12.9, 2_000, 15_000, 72, 59, 5.9),
    ],
  },
  DK: {
    id: 'pl-dk-2026-01',
    validFrom: '2026-01-01',
    currency: 'DKK',
    steps: [
      step(5.95, 100_000, 500_000, 120, 995, 39),
      step(7.95, 50_000, 300_000, 120, 795, 39),
      step(9.95, 20_000, 200_000, 96, 595, 29),
      step(12.95, 10_000, 100_000, 72, 395, 29),
    ],
  },
};

const outOfBounds = (message: string) => new ApiError(400, 'OUT_OF_BOUNDS', message);

/** The price step for this credit, rate and term, or 400 OUT_OF_BOUNDS saying which bound failed. */
function priceStepFor(country: CountryCode, credit: number, interestRate: number, term: number): PriceStep {
  const product = CREDIT_PRODUCTS[country];
  const { currency, steps } = PRICE_LISTS[country];
  if (!Number.isFinite(credit) || credit <= 0) throw outOfBounds('The credit must be a positive amount');
  if (credit > product.maxAmount) throw outOfBounds(`The credit is above ${product.maxAmount} ${currency}, the maximum of every product`);
  if (credit < product.minAmount) throw outOfBounds(`The credit is below ${product.minAmount} ${currency}, the minimum of every product`);
  const found = steps.find((candidate) => Math.abs(candidate.interestRate - interestRate) < 1e-9);
  if (!found) throw outOfBounds(`${interestRate} % is not a rate of the price list (${steps.map((s) => s.interestRate).join(', ')})`);
  if (credit > found.maxAmount) {
    throw outOfBounds(`The credit is above ${found.maxAmount} ${currency}, the maximum at ${found.interestRate} %: choose another rate`);
  }
  if (credit < found.minAmount) throw outOfBounds(`The credit is below ${found.minAmount} ${currency}, the minimum at ${found.interestRate} %`);
  if (!found.terms.includes(term)) throw outOfBounds(`${term} months is not a term at ${found.interestRate} % (${found.terms.join(', ')})`);
  return found;
}

export function monthlyCostFor(country: CountryCode, credit: number, interestRate: number, term: number): MonthlyCost {
  const priceStep = priceStepFor(country, credit, interestRate, term);
  const { setupFee, monthlyFee } = priceStep;
  return { credit, interestRate, term, setupFee, monthlyFee, ...loanCost(credit, interestRate, term, setupFee, monthlyFee) };
}
