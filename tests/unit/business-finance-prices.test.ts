// backend/src/business-finance: the invoice fee and its cap per currency, the daily interest, and
// the credit decision by the vehicle's price at its edges.
import { describe, expect, it } from 'vitest';
import { inventoryOutcomeFor } from '../../backend/src/business-finance/decision.ts';
import { BUSINESS_FINANCE_PRICE_LISTS, dailyCostFor } from '../../backend/src/business-finance/price-list.ts';

describe('inventory financing price lists', () => {
  it("cap the invoice fee at 12.50 EUR, converted at each list's fixed rate", () => {
    expect(BUSINESS_FINANCE_PRICE_LISTS.FI).toMatchObject({ currency: 'EUR', invoiceFeeMaxPerMonth: 12.5, eurRate: 1 });
    expect(BUSINESS_FINANCE_PRICE_LISTS.SE).toMatchObject({ currency: 'SEK', invoiceFeeMaxPerMonth: 145, eurRate: 11.6 });
    expect(BUSINESS_FINANCE_PRICE_LISTS.DK).toMatchObject({ currency: 'DKK', invoiceFeeMaxPerMonth: 93.25, eurRate: 7.46 });
  });

  it('charge 0.28 % of the credit a month until the cap, then the cap', () => {
    // FI: 0.28 % of 4 464.28 is 12.4999…, of 4 465 it is 12.502 → capped.
    expect(dailyCostFor('FI', 4_000).invoiceFeePerMonth).toBe(11.2);
    expect(dailyCostFor('FI', 4_465).invoiceFeePerMonth).toBe(12.5);
    expect(dailyCostFor('SE', 50_000).invoiceFeePerMonth).toBe(140);
    expect(dailyCostFor('SE', 60_000).invoiceFeePerMonth).toBe(145);
    expect(dailyCostFor('DK', 30_000).invoiceFeePerMonth).toBe(84);
    expect(dailyCostFor('DK', 40_000).invoiceFeePerMonth).toBe(93.25);
  });

  it('work out the interest of a day as the monthly rate × 12 / 365, to the cent', () => {
    expect(dailyCostFor('SE', 365_000).interestPerDay).toBe(78); // 365 000 × 0.65 % × 12 / 365
    expect(dailyCostFor('FI', 36_500).interestPerDay).toBe(7.2);
    expect(dailyCostFor('DK', 200_000).interestPerDay).toBe(46.03); // 46.027…
  });
});

describe('inventory financing decision', () => {
  it('approves a stock car below the supplement price, asks for more from it, denies from the denied price', () => {
    expect(inventoryOutcomeFor('SE', 999_999.99)).toBe('APPROVED');
    expect(inventoryOutcomeFor('SE', 1_000_000)).toBe('SUPPLEMENT_CONTACT_US');
    expect(inventoryOutcomeFor('SE', 1_499_999.99)).toBe('SUPPLEMENT_CONTACT_US');
    expect(inventoryOutcomeFor('SE', 1_500_000)).toBe('DENIED');
    expect(inventoryOutcomeFor('FI', 99_999.99)).toBe('APPROVED');
    expect(inventoryOutcomeFor('FI', 150_000)).toBe('DENIED');
    expect(inventoryOutcomeFor('DK', 750_000)).toBe('SUPPLEMENT_CONTACT_US');
    expect(inventoryOutcomeFor('DK', 1_100_000)).toBe('DENIED');
  });
});
