// The leasing price list per country and the check that monthly cost and lead creation share.
// Terms from NORDIC.md "typical lease": 12–60 months; rents monthly, in arrears (src/lib/leasing/rent.ts).
import type { LeasingMonthlyCost, LeasingPriceList } from '../../../src/lib/api/leasing-schemas.ts';
import type { CountryCode } from '../../../src/lib/api/schemas.ts';
import { rentBreakdown, rentProblem, type RentInput, type RentProblem } from '../../../src/lib/leasing/rent.ts';
import { ApiError } from '../api/errors.ts';

export const LEASING_PRICE_LISTS: Record<CountryCode, LeasingPriceList> = {
  SE: {
    id: 'lpl-se-2026-01',
    validFrom: '2026-01-01',
    currency: 'SEK',
    interestRate: 5.95,
    minMonths: 12,
    maxMonths: 60,
    minPrice: 50_000,
    maxPrice: 3_000_000,
  },
  FI: { id: 'lpl-fi-2026-01', validFrom: '2026-01-01', currency: 'EUR', interestRate: 6.45, minMonths: 12, maxMonths: 60, minPrice: 5_000, maxPrice: 300_000 },
  DK: {
    id: 'lpl-dk-2026-01',
    validFrom: '2026-01-01',
    currency: 'DKK',
    interestRate: 6.25,
    minMonths: 12,
    maxMonths: 60,
    minPrice: 50_000,
    maxPrice: 3_000_000,
  },
};

const PROBLEM_TEXT: Record<RentProblem, string> = {
  PRICE_NOT_POSITIVE: 'The price must be a positive amount',
  FIRST_RENT_NEGATIVE: 'The first raised rent must not be negative',
  FIRST_RENT_NOT_BELOW_PRICE: 'The first raised rent must be below the price',
  RESIDUAL_NEGATIVE: 'The residual value must not be negative',
  RESIDUAL_NOT_BELOW_PRICE: 'The residual value must be below the price',
  NOTHING_LEFT_TO_RENT: 'The first raised rent and the residual value together must be below the price',
  MONTHS_OUT_OF_RANGE: 'The term is outside the price list',
  RATE_NEGATIVE: 'The rate must not be negative',
};

const outOfBounds = (message: string) => new ApiError(400, 'OUT_OF_BOUNDS', message);

/** The rent for these terms under the country's price list, or 400 OUT_OF_BOUNDS saying what is wrong. */
export function leasingCostFor(country: CountryCode, price: number, firstRent: number, residual: number, months: number): LeasingMonthlyCost {
  const list = LEASING_PRICE_LISTS[country];
  const input: RentInput = { price, firstRent, residual, months, annualRatePercent: list.interestRate };
  const problem = rentProblem(input, list);
  if (problem === 'MONTHS_OUT_OF_RANGE') throw outOfBounds(`${months} months is outside ${list.minMonths}–${list.maxMonths} months`);
  if (problem) throw outOfBounds(PROBLEM_TEXT[problem]);
  if (price < list.minPrice) throw outOfBounds(`The price is below ${list.minPrice} ${list.currency}, the minimum`);
  if (price > list.maxPrice) throw outOfBounds(`The price is above ${list.maxPrice} ${list.currency}, the maximum`);
  return { price, firstRent, residual, months, interestRate: list.interestRate, ...rentBreakdown(input) };
}
