// backend/src/blanco/annuity.ts against numbers worked out elsewhere.
import { describe, expect, it } from 'vitest';
import { annuityPayment, effectiveAnnualRate, loanCost } from '../../backend/src/blanco/annuity.ts';

/** Independent of the code under test: Newton's method on f(i) = Σ m/(1+i)^k + fee − P. */
function monthlyIrrByNewton(principal: number, setupFee: number, payment: number, months: number): number {
  let i = 0.01;
  for (let round = 0; round < 50; round++) {
    let f = setupFee - principal;
    let df = 0;
    for (let k = 1; k <= months; k++) {
      f += payment / (1 + i) ** k;
      df -= (k * payment) / (1 + i) ** (k + 1);
    }
    i -= f / df;
  }
  return i;
}

describe('annuityPayment', () => {
  it('matches the worked example of Wikipedia "Mortgage calculator"', () => {
    // https://en.wikipedia.org/wiki/Mortgage_calculator, "Monthly payment formula": a $200,000 loan
    // at a fixed 6.5 % a year over 30 years (N = 360, r = 0.065/12) has a monthly payment of $1,264.14.
    expect(annuityPayment(200_000, 6.5, 360).toFixed(2)).toBe('1264.14');
  });

  it('repays the principal exactly: the payments discounted at the loan rate sum to it', () => {
    const payment = annuityPayment(150_000, 6.95, 60);
    const r = 0.0695 / 12;
    const discounted = Array.from({ length: 60 }, (_, k) => payment / (1 + r) ** (k + 1)).reduce((a, b) => a + b);
    expect(discounted).toBeCloseTo(150_000, 6);
  });

  it('without interest is principal / months', () => {
    expect(annuityPayment(12_000, 0, 24)).toBe(500);
  });
});

describe('effectiveAnnualRate', () => {
  it('without fees is the nominal rate compounded monthly: (1 + r/12)^12 − 1', () => {
    // By hand: 6.5 % nominal → (1 + 0.065/12)^12 − 1 = 0.066972… → 6.70 %.
    expect(effectiveAnnualRate(200_000, 0, annuityPayment(200_000, 6.5, 360), 360)).toBe(6.7);
    for (const [rate, months] of [
      [4.95, 60],
      [11.95, 84],
      [5.9, 120],
    ] as const) {
      const expected = Math.round(((1 + rate / 100 / 12) ** 12 - 1) * 10_000) / 100;
      expect(effectiveAnnualRate(100_000, 0, annuityPayment(100_000, rate, months), months)).toBe(expected);
    }
  });

  it('over one month is the closed form: P − fee = m / (1 + i)', () => {
    // 10 000 lent, 100 setup fee, 10 150 repaid after a month: i = 10 150 / 9 900 − 1.
    const i = 10_150 / 9_900 - 1;
    expect(effectiveAnnualRate(10_000, 100, 10_150, 1)).toBe(Math.round(((1 + i) ** 12 - 1) * 10_000) / 100);
  });

  it('with a setup fee and a monthly fee agrees with an independent Newton solve', () => {
    const cost = loanCost(10_000, 12, 12, 100, 5);
    // By hand: annuity 10 000 at 1 % a month over 12 months = 888.49, plus the 5 fee.
    expect(cost.monthlyCost).toBe(893.49);
    expect(cost.totalCost).toBe(10_821.88);
    const i = monthlyIrrByNewton(10_000, 100, 893.49, 12);
    expect(cost.effectiveRate).toBe(Math.round(((1 + i) ** 12 - 1) * 10_000) / 100);
    expect(cost.effectiveRate).toBeGreaterThan(12.68);
  });
});
