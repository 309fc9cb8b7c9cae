import type { APIRoute } from 'astro';
import * as v from 'valibot';
import { fetchDailyCost } from '../../../lib/api/business-finance';
import { isApiError } from '../../../lib/api/errors';
import { MONEY_MAX } from '../../../lib/api/schemas';
import { formatMoney } from '../../../lib/format';
import { parseNumber } from '../../../lib/forms/number';
import { creditAmount } from '../../../lib/inventory-financing/money';
import { jsonAnswer, jsonBody, jsonError, withAccess } from '../../../lib/server/endpoint.server';

const BODY_MAX_BYTES = 200;

/** The typed price and down payment, read as the form's action reads them. */
const TypedAmountsSchema = v.object({ price: v.string(), downPayment: v.string() });

/**
 * The apply page's live daily cost: POST { price, downPayment } as typed, in JSON → { credit,
 * interestPerDay } formatted in the country's currency and the user's language (the script reads
 * and formats nothing itself). 400 wrongData when the two do not make a credit (one missing, not
 * a number, the down payment not below the price); 502 calculationUnavailable when the API cannot
 * answer. BUSINESS_FINANCE only.
 */
export const POST: APIRoute = (context) =>
  withAccess(context, ['BUSINESS_FINANCE'], async ({ api }) => {
    const body = await jsonBody(context.request, BODY_MAX_BYTES, TypedAmountsSchema);
    const credit = body ? creditAmount(parseNumber(body.price), parseNumber(body.downPayment)) : null;
    if (credit === null || credit > MONEY_MAX) return jsonError(400, 'wrongData');
    try {
      const cost = await fetchDailyCost(api, Math.round(credit * 100) / 100);
      const { locale } = context.locals;
      return jsonAnswer({ credit: formatMoney(cost.credit, cost.currency, locale), interestPerDay: formatMoney(cost.interestPerDay, cost.currency, locale) });
    } catch (error) {
      if (isApiError(error, 'wrongData')) return jsonError(400, 'wrongData');
      return jsonError(502, 'calculationUnavailable');
    }
  });
