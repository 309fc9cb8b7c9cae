// The cart kept in the server-side session, the truth checkout reads (the island's saved copy in
// the browser only restores it), and its pricing from the API: every line's price and stock asked
// afresh, so a price from the browser never counts.
import type { ApiClient } from '../api/client';
import { isApiError } from '../api/errors';
import type { CountryCode } from '../api/schemas';
import { fetchArticle } from '../api/shop';
import type { PortalSession } from '../server/session-store.server';
import { formatPoints } from '../format';
import type { Locale } from '../i18n';
import { availabilityOf, cleanCart, pricedCart, sameCart, type CartLine, type PricedCart } from './cart';
import type { CartView } from './cart-sync';

export async function readCart(session: PortalSession): Promise<CartLine[]> {
  return cleanCart(await session.get('pointShopCart'));
}

/** Saves the cart when it changed (KV takes one write per key per second: no write per view). */
export async function saveCart(session: PortalSession, lines: CartLine[]): Promise<void> {
  if (sameCart(await readCart(session), lines)) return;
  if (lines.length > 0) session.set('pointShopCart', lines);
  else session.delete('pointShopCart');
}

/**
 * Each line at the API's current price and stock, in parallel. An article the shop no longer has is
 * `gone`; null when the API did not answer for some line (the cart cannot be priced now).
 */
export async function priceCart(api: ApiClient, country: CountryCode, lines: CartLine[]): Promise<PricedCart | null> {
  const priced = await Promise.all(
    lines.map(async (line) => {
      try {
        const article = await fetchArticle(api, line.articleId, country);
        return { ...line, name: article.name, unitPrice: article.price, stock: article.stock, availability: availabilityOf(line.quantity, article.stock) };
      } catch (error) {
        if (isApiError(error, 'notFound')) return { ...line, name: '', unitPrice: 0, stock: 0, availability: availabilityOf(line.quantity, null) };
        return null;
      }
    }),
  );
  if (priced.some((line) => line === null)) return null;
  return pricedCart(priced.filter((line) => line !== null));
}

/** The cart as the island shows it, points formatted in the dealer's language; articles no longer in the shop left out. */
export function cartView(cart: PricedCart, locale: Locale): CartView {
  const lines = cart.lines.filter((line) => line.availability !== 'gone');
  return {
    lines: lines.map((line) => ({
      articleId: line.articleId,
      name: line.name,
      quantity: line.quantity,
      priceText: formatPoints(line.unitPrice * line.quantity, locale),
      availability: line.availability,
    })),
    count: cart.count,
    totalText: formatPoints(cart.total, locale),
  };
}

/** The session's cart priced now, for a page's cart panel; null when the API cannot price it. */
export async function loadCartView(locals: { session: PortalSession; api: ApiClient; country: CountryCode; locale: Locale }): Promise<CartView | null> {
  const cart = await priceCart(locals.api, locals.country, await readCart(locals.session));
  return cart && cartView(cart, locals.locale);
}
