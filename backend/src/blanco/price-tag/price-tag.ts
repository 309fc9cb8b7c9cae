// GET blanco/price-tag/{credit}: the query checked with the portal's schema, the credit in the path
// equal to cash price less down payment, priced like the apply form, and the apply URL for the QR code
// on the portal host of the dealer's country (amount and term only: never a person).
import * as v from 'valibot';
import { creditOf, PriceTagQuerySchema } from '../../../../src/lib/api/price-tag.ts';
import { APPLY_PREFILL } from '../../../../src/lib/blanco/apply-prefill.ts';
import type { CountryCode } from '../../../../src/lib/api/schemas.ts';
import { wrongData } from '../../api/errors.ts';
import { ISSUERS, issuerDay } from '../../business-finance/pdf/issuer.ts';
import { numberParam } from '../../api/number-param.ts';
import { monthlyCostFor, PRICE_LISTS } from '../pricing.ts';
import type { PriceTag } from './price-tag-pdf.ts';

/** The portal origin of the country's host (`se.` …), else the first configured one. */
function portalOriginOf(portalOrigins: readonly string[], country: CountryCode): string {
  const prefix = `${country.toLowerCase()}.`;
  const own = portalOrigins.find((origin) => new URL(origin).hostname.startsWith(prefix));
  const origin = own ?? portalOrigins[0];
  if (origin === undefined) throw new Error('No portal origin is configured');
  return origin;
}

function applyUrlOf(origin: string, amount: number, term: number): string {
  const url = new URL('/blanco/apply', origin);
  url.searchParams.set(APPLY_PREFILL.amount, String(amount));
  url.searchParams.set(APPLY_PREFILL.term, String(term));
  return url.href;
}

/** `seller`: the dealer asking; `now`: the day the example is worked out. */
export function priceTagOf(
  country: CountryCode,
  creditParam: string | undefined,
  query: Record<string, string>,
  portalOrigins: readonly string[],
  seller: PriceTag['seller'],
  now = Date.now(),
): PriceTag {
  const credit = numberParam(creditParam, 'credit');
  const parsed = v.safeParse(PriceTagQuerySchema, query);
  if (!parsed.success) {
    throw wrongData(parsed.issues.map((issue) => `${v.getDotPath(issue) ?? 'query'}: ${issue.message}`).join('; '));
  }
  const tag = parsed.output;
  if (tag.downPayment >= tag.cashPrice) throw wrongData('downPayment: must be below the cash price');
  if (Math.abs(creditOf(tag) - credit) > 0.005) throw wrongData('credit: must be the cash price less the down payment');
  const cost = monthlyCostFor(country, credit, tag.interestRate, tag.term);
  return {
    country,
    currency: PRICE_LISTS[country].currency,
    query: tag,
    cost,
    applyUrl: applyUrlOf(portalOriginOf(portalOrigins, country), credit, tag.term),
    seller,
    date: issuerDay(ISSUERS[country], now),
  };
}
