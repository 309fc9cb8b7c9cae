// src/lib/leasing/rent.ts against a published worked example and against the edges a dealer can type.
import { describe, expect, it } from 'vitest';
import { annuityWithResidual, monthlyRent, rentBreakdown, rentInAdvance, rentProblem, round2, type RentInput } from '../../src/lib/leasing/rent.ts';

const BOUNDS = { minMonths: 12, maxMonths: 60 };
const lease = (overrides: Partial<RentInput> = {}): RentInput => ({
  price: 400_000,
  firstRent: 80_000,
  residual: 200_000,
  months: 36,
  annualRatePercent: 5.95,
  ...overrides,
});

describe('the rent matches a published worked example to the cent', () => {
  // Oracle PeopleSoft PeopleTools 8.63, Analytic Calculation Engine, PMT: 50 000 at 14 % a year,
  // 120 monthly payments → 776.33; with a 30 000 balloon 660.53; paid at the start of the month 652.92.
  const example = { price: 50_000, firstRent: 0, months: 120, annualRatePercent: 14 };
  it('without a residual: 776.33 a month', () => {
    expect(monthlyRent({ ...example, residual: 0 })).toBe(776.33);
  });
  it('with a residual of 30 000 owed after the last rent: 660.53 a month in arrears', () => {
    expect(monthlyRent({ ...example, residual: 30_000 })).toBe(660.53);
  });
  it('billed in advance: 652.92 a month', () => {
    expect(rentInAdvance({ ...example, residual: 30_000 })).toBe(652.92);
  });
  it('the first raised rent lowers what is financed, exactly as a smaller price would', () => {
    expect(monthlyRent({ ...example, price: 60_000, firstRent: 10_000, residual: 30_000 })).toBe(660.53);
    expect(rentInAdvance({ ...example, price: 60_000, firstRent: 10_000, residual: 30_000 })).toBe(652.92);
  });
  it('rounds half a cent up, also where binary fractions fall just below it', () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(2.675)).toBe(2.68);
  });
});

describe('the rent repays the lease', () => {
  it('the rents and the residual, discounted at the lease rate, add up to the financed amount', () => {
    const input = lease();
    const rent = annuityWithResidual(320_000, 200_000, 5.95, 36);
    const r = 0.0595 / 12;
    const discounted = Array.from({ length: 36 }, (_, k) => rent / (1 + r) ** (k + 1)).reduce((a, b) => a + b) + 200_000 / (1 + r) ** 36;
    expect(discounted).toBeCloseTo(320_000, 6);
    expect(monthlyRent(input)).toBe(Math.round(rent * 100) / 100);
  });
  it('with a residual of 0 it is the plain annuity', () => {
    // By hand: 12 000 at 12 % a year (1 % a month) over 12 months → 1 066.19.
    expect(monthlyRent(lease({ price: 12_000, firstRent: 0, residual: 0, months: 12, annualRatePercent: 12 }))).toBe(1066.19);
  });
  it('at a rate of 0 it is the straight line: (price − first rent − residual) / months', () => {
    expect(monthlyRent(lease({ annualRatePercent: 0 }))).toBe(Math.round(((400_000 - 80_000 - 200_000) / 36) * 100) / 100);
  });
  it('the breakdown adds the first rent, every rent and the residual', () => {
    const breakdown = rentBreakdown(lease({ price: 60_000, firstRent: 10_000, residual: 30_000, months: 120, annualRatePercent: 14 }));
    expect(breakdown).toEqual({ financedAmount: 50_000, rent: 660.53, totalRents: 79_263.6, totalCost: 119_263.6 });
  });
});

describe('rentProblem refuses what cannot be priced', () => {
  it('accepts exactly the minimum and the maximum term, and nothing outside', () => {
    expect(rentProblem(lease({ months: 12 }), BOUNDS)).toBeUndefined();
    expect(rentProblem(lease({ months: 60 }), BOUNDS)).toBeUndefined();
    expect(rentProblem(lease({ months: 11 }), BOUNDS)).toBe('MONTHS_OUT_OF_RANGE');
    expect(rentProblem(lease({ months: 61 }), BOUNDS)).toBe('MONTHS_OUT_OF_RANGE');
    expect(rentProblem(lease({ months: 36.5 }), BOUNDS)).toBe('MONTHS_OUT_OF_RANGE');
  });
  it('refuses a residual equal to or above the price', () => {
    expect(rentProblem(lease({ firstRent: 0, residual: 400_000 }), BOUNDS)).toBe('RESIDUAL_NOT_BELOW_PRICE');
    expect(rentProblem(lease({ firstRent: 0, residual: 400_001 }), BOUNDS)).toBe('RESIDUAL_NOT_BELOW_PRICE');
  });
  it('refuses a first rent equal to the price, and a first rent and residual that leave nothing to rent', () => {
    expect(rentProblem(lease({ firstRent: 400_000, residual: 0 }), BOUNDS)).toBe('FIRST_RENT_NOT_BELOW_PRICE');
    expect(rentProblem(lease({ firstRent: 200_000, residual: 200_000 }), BOUNDS)).toBe('NOTHING_LEFT_TO_RENT');
    expect(rentProblem(lease({ firstRent: 199_999, residual: 200_000 }), BOUNDS)).toBeUndefined();
  });
  it('accepts a residual of 0 and a rate of 0', () => {
    expect(rentProblem(lease({ residual: 0 }), BOUNDS)).toBeUndefined();
    expect(rentProblem(lease({ annualRatePercent: 0 }), BOUNDS)).toBeUndefined();
  });
  it('refuses negative or missing amounts', () => {
    expect(rentProblem(lease({ price: 0 }), BOUNDS)).toBe('PRICE_NOT_POSITIVE');
    expect(rentProblem(lease({ price: Number.NaN }), BOUNDS)).toBe('PRICE_NOT_POSITIVE');
    expect(rentProblem(lease({ firstRent: -1 }), BOUNDS)).toBe('FIRST_RENT_NEGATIVE');
    expect(rentProblem(lease({ residual: -1 }), BOUNDS)).toBe('RESIDUAL_NEGATIVE');
    expect(rentProblem(lease({ annualRatePercent: -0.5 }), BOUNDS)).toBe('RATE_NEGATIVE');
  });
});
