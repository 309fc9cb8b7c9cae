import type { APIRoute } from 'astro';
import { isApiError } from '../../../lib/api/errors';
import { fetchMonthlyCost } from '../../../lib/blanco/blanco.server';
import { jsonError, withAccess } from '../../../lib/server/endpoint.server';

function positive(value: string | null): number | null {
  const number = value === null || value.trim() === '' ? Number.NaN : Number(value);
  return Number.isFinite(number) && number > 0 ? number : null;
}

/**
 * The live monthly cost of the application form: GET ?credit&interestRate&term → MonthlyCost.
 * 400 { error: { code: 'wrongData' } } for a query or credit the price list does not allow;
 * 502 { error: { code: 'calculationUnavailable' } } when the API cannot answer;
 * 504 { error: { code: 'unavailable' } } when it did not answer within its budget (ADR 0013).
 */
export const GET: APIRoute = (context) =>
  withAccess(context, ['BLANCO'], async ({ api }) => {
    const query = context.url.searchParams;
    const credit = positive(query.get('credit'));
    const interestRate = positive(query.get('interestRate'));
    const term = positive(query.get('term'));
    if (credit === null || interestRate === null || term === null || !Number.isInteger(term)) return jsonError(400, 'wrongData');
    try {
      const cost = await fetchMonthlyCost(api, credit, interestRate, term);
      return Response.json(cost, { headers: { 'cache-control': 'private, max-age=60' } });
    } catch (error) {
      if (isApiError(error, 'wrongData') || isApiError(error, 'notFound')) return jsonError(400, 'wrongData');
      if (isApiError(error, 'unavailable')) return jsonError(504, 'unavailable');
      return jsonError(502, 'calculationUnavailable');
    }
  });
