import type { APIRoute } from 'astro';
import * as v from 'valibot';
import { isApiError } from '../../../lib/api/errors';
import { creditOf, PriceTagQuerySchema } from '../../../lib/api/price-tag';
import { fetchMonthlyCost } from '../../../lib/blanco/blanco.server';
import { formatMoney } from '../../../lib/format';
import { withAccess } from '../../../lib/server/endpoint.server';

const TypedTermsSchema = v.pick(PriceTagQuerySchema, ['cashPrice', 'downPayment', 'term', 'interestRate']);

/** The typed price, down payment, term and rate, read as the page reads them; null when they make no credit. */
function termsOf(query: URLSearchParams) {
  const typed = Object.fromEntries(
    Object.keys(TypedTermsSchema.entries).flatMap((name) => {
      const value = query.get(name);
      return value === null ? [] : [[name, value]];
    }),
  );
  const parsed = v.safeParse(TypedTermsSchema, typed);
  if (!parsed.success || parsed.output.downPayment >= parsed.output.cashPrice) return null;
  return parsed.output;
}

/**
 * The price tag form's live monthly cost: GET ?cashPrice&downPayment&term&interestRate as typed
 * (amounts of a car, nothing about a person; a read, so not counted as a write by the rate limit)
 * → { text }, the sentence the page shows, formatted and translated here so the
 * page's script imports nothing (a module shared with the apply form's island would split that
 * form's JavaScript into more chunks). The same calculation as the apply form and the PDF.
 * 400 when the values make no credit or the price list refuses them; 504 when the API did not
 * answer in time; 502 when it cannot answer. Each error's { text } says so in the user's language.
 */
export const GET: APIRoute = (context) =>
  withAccess(context, ['BLANCO'], async ({ api }) => {
    const { t, locale, countryInfo } = context.locals;
    const answer = (status: number, text: string) =>
      Response.json({ text }, { status, headers: { 'cache-control': status === 200 ? 'private, max-age=60' : 'no-store' } });
    const terms = termsOf(context.url.searchParams);
    if (!terms) return answer(400, t('blancoApply.errors.cannotCalculate'));
    try {
      const cost = await fetchMonthlyCost(api, creditOf(terms), terms.interestRate, terms.term);
      return answer(200, t('priceTag.live.cost', { amount: formatMoney(cost.monthlyCost, countryInfo.currency, locale) }));
    } catch (error) {
      if (isApiError(error, 'wrongData') || isApiError(error, 'notFound')) return answer(400, t('blancoApply.errors.cannotCalculate'));
      if (isApiError(error, 'unavailable')) return answer(504, t('unavailable.calculationTimeout'));
      return answer(502, t('priceTag.live.unavailable'));
    }
  });
