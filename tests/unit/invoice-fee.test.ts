// The invoice fee's rule on the inventory financing application (SPEC §9, issue 24): 0.28 % of the
// credit a month, at most 12.50 euro; the Swedish and Finnish texts name the euro cap.
import { describe, expect, it } from 'vitest';
import { translator } from '../../src/lib/i18n';
import { invoiceFeeRule } from '../../src/lib/inventory-financing/invoice-fee';

const priceList = (currency: 'SEK' | 'EUR' | 'DKK', eurRate: number, max: number) =>
  ({ currency, eurRate, invoiceFeePercent: 0.28, invoiceFeeMaxPerMonth: max }) as never;
const said = (rule: ReturnType<typeof invoiceFeeRule>, locale: Parameters<typeof translator>[0]) =>
  translator(locale)(rule.key, rule.params).replace(/\s/g, ' ');

describe('the invoice fee as a dealer reads it', () => {
  it('in Sweden: the percentage, and the cap in the dealer’s kronor first, with the euro it is set in', () => {
    expect(said(invoiceFeeRule(priceList('SEK', 11.5, 143.75), 'SE', 'sv-SE'), 'sv-SE')).toBe(
      'Fakturaavgift: 0,28 % av kreditbeloppet per månad, högst 143,75 kr (12,50 €) i månaden.',
    );
  });

  it('in Finland: the cap in euro, once, in Finnish and Finland-Swedish', () => {
    expect(said(invoiceFeeRule(priceList('EUR', 1, 12.5), 'FI', 'fi-FI'), 'fi-FI')).toBe(
      'Laskutuslisä: 0,28 % luoton määrästä kuukaudessa, enintään 12,50 € kuukaudessa.',
    );
    expect(said(invoiceFeeRule(priceList('EUR', 1, 12.5), 'FI', 'sv-FI'), 'sv-FI')).toBe(
      'Faktureringsavgift: 0,28 % av kreditbeloppet per månad, högst 12,50 € per månad.',
    );
  });

  it('in Denmark: the cap in kroner only', () => {
    const rule = invoiceFeeRule(priceList('DKK', 7.46, 93.25), 'DK', 'da-DK');
    expect(rule.key).toBe('inventoryFinancingApply.invoiceFee.kroner');
    expect(said(rule, 'da-DK')).toMatch(/^Fakturagebyr: 0,28 % af kreditbeløbet pr\. måned, højst 93,25 kr\. om måneden\.$/);
  });
});
