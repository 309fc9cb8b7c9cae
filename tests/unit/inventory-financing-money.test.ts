// The money and the seller's number of an inventory financing application at their edges (SPEC §5):
// the credit the page shows while the dealer types, and the seller that may not be the dealer.
import { describe, expect, it } from 'vitest';
import { creditAmount, downPaymentMeetsMinimum, hasAtMostTwoDecimals, isDealersOwnNumber, minimumDownPayment } from '../../src/lib/inventory-financing/money';

describe('the credit amount the page shows while the dealer types', () => {
  it('is the whole price when nothing is paid down', () => {
    expect(creditAmount(250_000, 0)).toBe(250_000);
  });

  it('is one cent when the down payment is one cent below the price', () => {
    expect(creditAmount(250_000, 249_999.99)).toBe(0.01);
  });

  it('is not shown for a negative down payment', () => {
    expect(creditAmount(250_000, -5)).toBeNull();
    expect(creditAmount(250_000, -0.01)).toBeNull();
  });

  it('is not shown until both the price and the down payment are typed', () => {
    expect(creditAmount(250_000, null)).toBeNull();
    expect(creditAmount(null, 25_000)).toBeNull();
  });

  it('is not shown for an amount that is not a number (what the browser makes of letters)', () => {
    expect(creditAmount(Number.NaN, 25_000)).toBeNull();
    expect(creditAmount(250_000, Number.NaN)).toBeNull();
    expect(creditAmount(Number.POSITIVE_INFINITY, 25_000)).toBeNull();
  });

  it('is not shown for a price of zero or below', () => {
    expect(creditAmount(0, 0)).toBeNull();
    expect(creditAmount(-100, -200)).toBeNull();
  });
});

describe('the down payment minimum at its edges', () => {
  it('is exactly the percentage of a price in whole cents', () => {
    expect(downPaymentMeetsMinimum(200_000, 20_000, 10)).toBe(true);
    expect(downPaymentMeetsMinimum(200_000, 19_999.99, 10)).toBe(false);
  });

  it('is said in money as the smallest amount the check accepts: a cent less is refused', () => {
    expect(minimumDownPayment(389_000, 10)).toBe(38_900);
    // 10 % of 12 345,67 is 1 234,567: the minimum rounds up to the next cent.
    expect(minimumDownPayment(12_345.67, 10)).toBe(1_234.57);
    expect(downPaymentMeetsMinimum(12_345.67, 1_234.57, 10)).toBe(true);
    expect(downPaymentMeetsMinimum(12_345.67, 1_234.56, 10)).toBe(false);
    expect(minimumDownPayment(100_000, 12.5)).toBe(12_500);
    expect(minimumDownPayment(null, 10)).toBeNull();
    expect(minimumDownPayment(0, 10)).toBeNull();
    expect(minimumDownPayment(Number.NaN, 10)).toBeNull();
  });

  it('takes amounts with at most two decimals', () => {
    expect(hasAtMostTwoDecimals(12_345.67)).toBe(true);
    expect(hasAtMostTwoDecimals(12_345)).toBe(true);
    expect(hasAtMostTwoDecimals(12_345.675)).toBe(false);
    expect(hasAtMostTwoDecimals(0.001)).toBe(false);
  });
});

describe('the seller that may not be the dealer', () => {
  it('never matches an empty number, even when the dealer’s own number is unknown', () => {
    expect(isDealersOwnNumber('SE', '', '')).toBe(false);
    expect(isDealersOwnNumber('SE', ' - ', '')).toBe(false);
  });

  it('drops only the 16 prefix of a 12-digit Swedish number: other companies with the same last digits are not the dealer', () => {
    expect(isDealersOwnNumber('SE', '165561234567', '556123-4567')).toBe(true);
    expect(isDealersOwnNumber('SE', '125561234567', '556123-4567')).toBe(false);
    expect(isDealersOwnNumber('SE', '991234-5678', '161234-5678')).toBe(false);
  });

  it('reads a Finnish business id typed without its leading zero as the same company', () => {
    expect(isDealersOwnNumber('FI', '123456-7', '0123456-7')).toBe(true);
    expect(isDealersOwnNumber('FI', '0123456-7', '123456-7')).toBe(true);
  });

  it('pads only Finnish numbers: a seven-digit Danish or Swedish number is not the dealer’s', () => {
    expect(isDealersOwnNumber('DK', '1234567', '01234567')).toBe(false);
    expect(isDealersOwnNumber('SE', '1234567', '01234567')).toBe(false);
  });

  it('reads a Danish number with or without DK, in either case', () => {
    expect(isDealersOwnNumber('DK', 'dk 32 56 00 08', '32560008')).toBe(true);
    expect(isDealersOwnNumber('DK', '32560008', 'DK-32560008')).toBe(true);
  });
});
