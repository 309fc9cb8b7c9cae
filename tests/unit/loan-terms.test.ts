// A loan's details page names its rate once (issue 24): the desired rate only where it differs.
import { describe, expect, it } from 'vitest';
import { desiredRateShown } from '../../src/lib/blanco/loan-terms';

describe('the desired rate on a loan’s details page', () => {
  it('is shown only where it says something the rate does not', () => {
    expect(desiredRateShown({ interestRate: 6.95, desiredInterestRate: 5.95 })).toBe(5.95);
    expect(desiredRateShown({ interestRate: 6.95, desiredInterestRate: 6.95 })).toBeNull();
    expect(desiredRateShown({ interestRate: 6.95, desiredInterestRate: null })).toBeNull();
  });
});
