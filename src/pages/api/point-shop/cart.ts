import type { APIRoute } from 'astro';
import { hasPointShop } from '../../../lib/api/shop-schemas';
import { jsonError, withAccess } from '../../../lib/server/endpoint.server';
import { addToCart, setQuantity, type CartLine } from '../../../lib/shop/cart';
import { cartView, priceCart, readCart, saveCart } from '../../../lib/shop/cart.server';
import { parseCartSync } from '../../../lib/shop/cart-sync';

const BODY_MAX_BYTES = 8_192;

/**
 * The cart island's sync: POST { add: line } adds to a line, POST { set: line } changes one. The
 * cart is the session's, which follows the user to their next sign-in (ADR 0060). Either way the answer is the session's cart priced by the API now (the
 * browser's prices never count). 403 noAccess outside the shop's countries; 502 cartUnavailable
 * when the API cannot price it.
 */
export const POST: APIRoute = (context) =>
  withAccess(context, ['POINT_SHOP'], async ({ api }) => {
    const { locals } = context;
    if (!hasPointShop(locals.country)) return jsonError(403, 'noAccess');
    const text = await context.request.text();
    if (text.length > BODY_MAX_BYTES) return jsonError(400, 'wrongData');
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return jsonError(400, 'wrongData');
    }
    const sync = parseCartSync(body);
    if (!sync) return jsonError(400, 'wrongData');
    const { session } = locals;
    let lines: CartLine[] = await readCart(session);
    if ('add' in sync) {
      lines = addToCart(lines, sync.add.articleId, sync.add.quantity);
    } else {
      lines = setQuantity(lines, sync.set.articleId, sync.set.quantity);
    }
    const cart = await priceCart(api, locals.country, lines);
    if (!cart) return jsonError(502, 'cartUnavailable');
    // An article the shop no longer has leaves the cart.
    await saveCart(
      session,
      cart.lines.filter((line) => line.availability !== 'gone').map(({ articleId, quantity }) => ({ articleId, quantity })),
    );
    const view = cartView(cart, locals.locale);
    return Response.json(view, { headers: { 'cache-control': 'no-store' } });
  });
