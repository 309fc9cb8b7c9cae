import type { APIRoute } from 'astro';
import { fetchDailyCost } from '../../../lib/api/business-finance';
import { isApiError, rethrowUnauthorized } from '../../../lib/api/errors';
import { formatMoney } from '../../../lib/format';
import { jsonError, withAccess } from '../../../lib/server/endpoint.server';

const BODY_MAX_BYTES = 200;
const CREDIT_MAX = 100_000_000;

/**
 * The apply page's live daily cost: POST { credit } as JSON → { credit, interestPerDay } formatted
 * in the country's currency and the user's language (the script formats nothing itself).
 * 400 wrongData for a credit that is not a positive amount; 502 calculationUnavailable when the
 * API cannot answer. BUSINESS_FINANCE only.
 */
export const POST: APIRoute = (context) =>
  withAccess(context, ['BUSINESS_FINANCE'], async ({ api }) => {
    const text = await context.request.text();
    let credit: unknown;
    try {
      credit = text.length <= BODY_MAX_BYTES ? (JSON.parse(text) as { credit?: unknown })?.credit : undefined;
    } catch {
      credit = undefined;
    }
    if (typeof credit !== 'number' || !Number.isFinite(credit) || credit <= 0 || credit > CREDIT_MAX) return jsonError(400, 'wrongData');
    try {
      const cost = await fetchDailyCost(api, Math.round(credit * 100) / 100);
      const { locale } = context.locals;
      return Response.json(
        { credit: formatMoney(cost.credit, cost.currency, locale), interestPerDay: formatMoney(cost.interestPerDay, cost.currency, locale) },
        { headers: { 'cache-control': 'no-store' } },
      );
    } catch (error) {
      rethrowUnauthorized(error);
      if (isApiError(error, 'wrongData')) return jsonError(400, 'wrongData');
      return jsonError(502, 'calculationUnavailable');
    }
  });
