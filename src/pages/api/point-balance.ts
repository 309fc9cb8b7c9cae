import type { APIRoute } from 'astro';
import { formatPoints } from '../../lib/format';
import { fetchShopBalance } from '../../lib/shop/shop.server';
import { jsonError, withAccess } from '../../lib/server/endpoint.server';

/** The signed-in point shop user's balance, fresh from the API, as the header shows it. */
export const GET: APIRoute = (context) =>
  withAccess(context, ['POINT_SHOP'], async ({ api }) => {
    try {
      const balance = await fetchShopBalance(api);
      // A session write only when it changed: KV takes one write per key per second.
      if (balance !== context.locals.pointBalance) context.locals.session.set('pointBalance', balance);
      context.locals.pointBalance = balance;
      return Response.json({ balance, text: formatPoints(balance, context.locals.locale) });
    } catch {
      return jsonError(502, 'balanceUnavailable');
    }
  });
