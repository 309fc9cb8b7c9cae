import { describe, expect, it } from 'vitest';
import type { CreditProduct, PriceStep } from '../../src/lib/api/blanco';
import { AMOUNT_MESSAGE, checkAmount, checkAmountAnyStep, overallBounds, overallProduct, stepOfRate, stepsFor, termsFor } from '../../src/lib/blanco/bounds';

const step = (interestRate: number, minAmount: number, maxAmount: number, terms: number[]): PriceStep => ({
  interestRate,
  minAmount,
  maxAmount,
  terms,
  setupFee: 495,
  monthlyFee: 35,
});

// The product allows 20 000–350 000; the lowest rate needs 100 000 and goes to 400 000 (above the product).
const LOW = step(4.95, 100_000, 400_000, [120, 60, 84]);
const MID = step(6.95, 30_000, 250_000, [24, 36, 60, 84]);
const HIGH = step(9.95, 10_000, 100_000, [12, 24, 36]);
const STEPS = [LOW, MID, HIGH];
const PRODUCT: CreditProduct = { id: 'blanco', minAmount: 20_000, maxAmount: 350_000, terms: [12, 24, 36, 60, 84, 120] };

describe('loan amount for a chosen rate', () => {
  it('accepts exactly the rate’s minimum and exactly its maximum', () => {
    expect(checkAmount(30_000, MID, PRODUCT, STEPS)).toBeNull();
    expect(checkAmount(250_000, MID, PRODUCT, STEPS)).toBeNull();
  });

  it('refuses one unit below the rate’s minimum, naming the minimum', () => {
    expect(checkAmount(29_999, MID, PRODUCT, STEPS)).toEqual({ kind: 'tooLow', min: 30_000 });
  });

  it('refuses one unit above the rate’s maximum, naming that maximum', () => {
    expect(checkAmount(250_001, MID, PRODUCT, STEPS)).toEqual({ kind: 'tooHigh', max: 250_000 });
  });

  it('names the product’s minimum when it is above the rate’s', () => {
    expect(checkAmount(19_999, HIGH, PRODUCT, STEPS)).toEqual({ kind: 'tooLow', min: 20_000 });
    expect(checkAmount(20_000, HIGH, PRODUCT, STEPS)).toBeNull();
  });

  it('accepts exactly the product’s maximum and calls one more too high for every rate', () => {
    expect(checkAmount(350_000, LOW, PRODUCT, STEPS)).toBeNull();
    expect(checkAmount(350_001, LOW, PRODUCT, STEPS)).toEqual({ kind: 'tooHighForAll', max: 350_000 });
  });

  it('says "too high for all" rather than "too high for this rate" when no rate allows the amount', () => {
    expect(checkAmount(500_000, HIGH, PRODUCT, STEPS)).toEqual({ kind: 'tooHighForAll', max: 350_000 });
  });

  it('takes the highest rate maximum when every rate stops below the product', () => {
    const steps = [MID, HIGH];
    expect(checkAmount(250_000, MID, PRODUCT, steps)).toBeNull();
    expect(checkAmount(250_001, MID, PRODUCT, steps)).toEqual({ kind: 'tooHighForAll', max: 250_000 });
    expect(checkAmount(100_001, HIGH, PRODUCT, steps)).toEqual({ kind: 'tooHigh', max: 100_000 });
  });
});

describe('loan amount before a rate is chosen', () => {
  it('has nothing to say without a price list', () => {
    expect(checkAmountAnyStep(1, PRODUCT, [])).toBeNull();
    expect(checkAmountAnyStep(10_000_000, PRODUCT, [])).toBeNull();
  });

  it('accepts exactly the lowest minimum any rate and the product allow, and exactly the highest maximum', () => {
    expect(checkAmountAnyStep(20_000, PRODUCT, STEPS)).toBeNull();
    expect(checkAmountAnyStep(350_000, PRODUCT, STEPS)).toBeNull();
  });

  it('refuses one unit outside either edge', () => {
    expect(checkAmountAnyStep(19_999, PRODUCT, STEPS)).toEqual({ kind: 'tooLow', min: 20_000 });
    expect(checkAmountAnyStep(350_001, PRODUCT, STEPS)).toEqual({ kind: 'tooHighForAll', max: 350_000 });
  });

  it('takes the rates’ edges when they are inside the product’s', () => {
    const steps = [MID];
    expect(checkAmountAnyStep(29_999, PRODUCT, steps)).toEqual({ kind: 'tooLow', min: 30_000 });
    expect(checkAmountAnyStep(30_000, PRODUCT, steps)).toBeNull();
    expect(checkAmountAnyStep(250_000, PRODUCT, steps)).toBeNull();
    expect(checkAmountAnyStep(250_001, PRODUCT, steps)).toEqual({ kind: 'tooHighForAll', max: 250_000 });
  });

  it('takes the lowest of several rates’ minimums', () => {
    const product = { ...PRODUCT, minAmount: 1_000 };
    expect(checkAmountAnyStep(10_000, product, [MID, HIGH])).toBeNull();
    expect(checkAmountAnyStep(9_999, product, [MID, HIGH])).toEqual({ kind: 'tooLow', min: 10_000 });
  });
});

describe('amount messages', () => {
  it('has one message per problem', () => {
    expect(AMOUNT_MESSAGE).toEqual({
      tooLow: 'blancoApply.errors.amountTooLow',
      tooHigh: 'blancoApply.errors.amountTooHigh',
      tooHighForAll: 'blancoApply.errors.amountTooHighForAll',
    });
  });
});

describe('rates and terms the dealer can choose', () => {
  it('offers the rates whose bounds include the amount, edges included', () => {
    expect(stepsFor(100_000, STEPS)).toEqual([LOW, MID, HIGH]);
    expect(stepsFor(100_001, STEPS)).toEqual([LOW, MID]);
    expect(stepsFor(99_999, STEPS)).toEqual([MID, HIGH]);
    expect(stepsFor(30_000, STEPS)).toEqual([MID, HIGH]);
    expect(stepsFor(29_999, STEPS)).toEqual([HIGH]);
    expect(stepsFor(9_999, STEPS)).toEqual([]);
  });

  it('finds the step of a rate, or none', () => {
    expect(stepOfRate(6.95, STEPS)).toBe(MID);
    expect(stepOfRate(5, STEPS)).toBeNull();
    expect(stepOfRate(null, STEPS)).toBeNull();
  });

  it('offers the chosen rate’s terms, else every rate’s, each once and in order', () => {
    expect(termsFor(LOW, STEPS)).toEqual([60, 84, 120]);
    expect(termsFor(null, STEPS)).toEqual([12, 24, 36, 60, 84, 120]);
    expect(termsFor(null, [])).toEqual([]);
  });

  it('joins several credit products into their widest bounds, terms sorted numerically', () => {
    const other: CreditProduct = { id: 'b', minAmount: 5_000, maxAmount: 200_000, terms: [6, 120, 9] };
    expect(overallProduct([PRODUCT, other])).toEqual({ id: 'blanco+b', minAmount: 5_000, maxAmount: 350_000, terms: [6, 9, 12, 24, 36, 60, 84, 120] });
    expect(overallProduct([other])).toEqual({ ...other, terms: [6, 9, 120] });
    expect(overallProduct([])).toBeNull();
  });
});

describe('the amounts any step of the product allows', () => {
  it('are the product’s bounds where they are narrower than every step’s together', () => {
    expect(overallBounds(PRODUCT, STEPS)).toEqual({ lowest: 20_000, highest: 350_000 });
  });
  it('are the steps’ bounds where those are narrower than the product’s', () => {
    expect(overallBounds(PRODUCT, [MID])).toEqual({ lowest: 30_000, highest: 250_000 });
    expect(overallBounds({ ...PRODUCT, minAmount: 5_000, maxAmount: 900_000 }, STEPS)).toEqual({ lowest: 10_000, highest: 400_000 });
  });
});
