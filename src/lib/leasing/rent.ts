// The arithmetic of a business lease: the monthly rent from the price excl. VAT, the first raised
// rent, the residual value, the term and the yearly rate. Pure and dependency-free, so the backend
// prices leads with it and the portal's apply page can show the same rent live.
//
// Timing: the first raised rent is paid at delivery (it works like a down payment and lowers what
// is financed); the regular rents are paid at the END of each month (in arrears, an ordinary
// annuity), and the residual value is settled together with the last rent. That is the formula
//   rent = (PV − FV/(1+r)^n) · r / (1 − (1+r)^−n),  PV = price − first raised rent, FV = residual, r = rate/12
// and the convention of the private loan's annuity (backend/src/blanco/annuity.ts), so both products
// quote alike. A lender billing in advance divides the rent by (1 + r): `rentInAdvance` does that.
//
// Worked example it is tested against (tests/unit/leasing-rent.test.ts), Oracle PeopleSoft
// PeopleTools 8.63, Analytic Calculation Engine, "PMT"
// (https://docs.oracle.com/en/applications/peoplesoft/peopletools/8.63/analytic-calculation-engine/pmt.html):
// 50 000 at 14 % a year, 120 monthly payments: 776.33 without a balloon; with a balloon of 30 000
// at the end 660.53 (in arrears) and 652.92 (payments at the start of each month).

export interface RentInput {
  /** Vehicle price excl. VAT. */
  price: number;
  /** First raised rent excl. VAT, paid at delivery. */
  firstRent: number;
  /** Residual value excl. VAT, settled at the end of the term. */
  residual: number;
  months: number;
  /** Nominal yearly rate in percent. */
  annualRatePercent: number;
}

export interface TermBounds {
  minMonths: number;
  maxMonths: number;
}

/** Why a lease cannot be priced; the portal names each with a SPEC §5 leasing message. */
export type RentProblem =
  | 'PRICE_NOT_POSITIVE'
  | 'FIRST_RENT_NEGATIVE'
  | 'FIRST_RENT_NOT_BELOW_PRICE'
  | 'RESIDUAL_NEGATIVE'
  | 'RESIDUAL_NOT_BELOW_PRICE'
  | 'NOTHING_LEFT_TO_RENT'
  | 'MONTHS_OUT_OF_RANGE'
  | 'RATE_NEGATIVE';

/** @internal exported for its unit tests */
export const round2 = (value: number) => Math.round((value + Number.EPSILON) * 100) / 100;

const isMoney = (value: number) => Number.isFinite(value);

/**
 * The first problem of these inputs, or undefined when they can be priced. The residual and the
 * first raised rent must each stay below the price, and together leave something to pay by rents.
 */
export function rentProblem(input: RentInput, bounds: TermBounds): RentProblem | undefined {
  const { price, firstRent, residual, months, annualRatePercent } = input;
  if (!isMoney(price) || price <= 0) return 'PRICE_NOT_POSITIVE';
  if (!isMoney(firstRent) || firstRent < 0) return 'FIRST_RENT_NEGATIVE';
  if (firstRent >= price) return 'FIRST_RENT_NOT_BELOW_PRICE';
  if (!isMoney(residual) || residual < 0) return 'RESIDUAL_NEGATIVE';
  if (residual >= price) return 'RESIDUAL_NOT_BELOW_PRICE';
  if (firstRent + residual >= price) return 'NOTHING_LEFT_TO_RENT';
  if (!Number.isInteger(months) || months < bounds.minMonths || months > bounds.maxMonths) return 'MONTHS_OUT_OF_RANGE';
  if (!Number.isFinite(annualRatePercent) || annualRatePercent < 0) return 'RATE_NEGATIVE';
  return undefined;
}

/**
 * The level payment, in arrears, that repays `presentValue` over `months` while `futureValue`
 * (the balloon) stays owed after the last one. Unrounded. A rate of 0 is the straight line.
 * @internal exported for its unit tests
 */
export function annuityWithResidual(presentValue: number, futureValue: number, annualRatePercent: number, months: number): number {
  const r = annualRatePercent / 100 / 12;
  if (r === 0) return (presentValue - futureValue) / months;
  return ((presentValue - futureValue / (1 + r) ** months) * r) / (1 - (1 + r) ** -months);
}

/** The monthly rent excl. VAT, in arrears, rounded to cents. Check `rentProblem` first. */
export function monthlyRent(input: RentInput): number {
  return round2(annuityWithResidual(input.price - input.firstRent, input.residual, input.annualRatePercent, input.months));
}

/**
 * The same lease billed at the start of each month: one month less interest per rent.
 * @internal exported for its unit tests
 */
export function rentInAdvance(input: RentInput): number {
  const r = input.annualRatePercent / 100 / 12;
  return round2(annuityWithResidual(input.price - input.firstRent, input.residual, input.annualRatePercent, input.months) / (1 + r));
}

export interface RentBreakdown {
  /** Price − first raised rent: what the rents and the residual repay. */
  financedAmount: number;
  rent: number;
  /** Every regular rent together. */
  totalRents: number;
  /** First raised rent + every rent + residual, all excl. VAT. */
  totalCost: number;
}

export function rentBreakdown(input: RentInput): RentBreakdown {
  const rent = monthlyRent(input);
  const totalRents = round2(rent * input.months);
  return {
    financedAmount: round2(input.price - input.firstRent),
    rent,
    totalRents,
    totalCost: round2(input.firstRent + totalRents + input.residual),
  };
}
