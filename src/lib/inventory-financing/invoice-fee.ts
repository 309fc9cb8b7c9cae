// The invoice fee as the price list sets it (SPEC §9): a percentage of the credit amount each
// month, at most 12.50 euro; the Swedish and Finnish texts name the euro cap (in Sweden beside the
// kronor it comes to), the Danish one the kroner. Formatted on the server, said under the cost.
import type { BusinessFinancePriceList } from '../api/business-finance-schemas';
import type { CountryCode } from '../api/schemas';
import { formatMoney, formatPercent } from '../format';
import type { Locale } from '../i18n';

export function invoiceFeeRule(priceList: BusinessFinancePriceList, country: CountryCode, locale: Locale): { key: string; params: Record<string, string> } {
  const percent = formatPercent(priceList.invoiceFeePercent, locale);
  const max = formatMoney(priceList.invoiceFeeMaxPerMonth, priceList.currency, locale);
  if (country === 'DK') return { key: 'inventoryFinancingApply.invoiceFee.kroner', params: { percent, max } };
  const euro = formatMoney(Math.round((priceList.invoiceFeeMaxPerMonth / priceList.eurRate) * 100) / 100, 'EUR', locale);
  if (priceList.currency === 'EUR') return { key: 'inventoryFinancingApply.invoiceFee.euro', params: { percent, max: euro } };
  return { key: 'inventoryFinancingApply.invoiceFee.euroAndLocal', params: { percent, euro, max } };
}
