// The order result (SPEC §4 points order result): sent, partially sent or failed, per line and for
// the order; shown on the checkout page under ?order=<id> after the post redirects there.
import type { OrderResult } from '../api/shop-schemas';
import type { CartLine } from './cart';
import { pathTo } from '../routes';

export const ORDER_PARAM = 'order';

export function orderResultHref(orderId: string): string {
  return `${pathTo('PointShopCheckout')}?${new URLSearchParams({ [ORDER_PARAM]: orderId }).toString()}`;
}

export const orderResultLabelKey = (result: OrderResult) => `pointShop.result.status.${result}`;

/** The tone of a result's badge and notice. */
export function orderResultTone(result: OrderResult): 'success' | 'warning' | 'error' {
  return result === 'SENT' ? 'success' : result === 'PARTIALLY_SENT' ? 'warning' : 'error';
}

/** What an order sends: its lines (in any order) and its delivery address. */
export function orderFingerprint(lines: readonly CartLine[], delivery: Record<string, string>): string {
  const sorted = [...lines].sort((a, b) => a.articleId.localeCompare(b.articleId)).map((line) => [line.articleId, line.quantity]);
  return JSON.stringify([
    sorted,
    Object.keys(delivery)
      .sort()
      .map((name) => [name, delivery[name]]),
  ]);
}

/** The last order placed in this session: its key, its id, and what the cart and the address were after it was placed. */
export interface LastOrder {
  idempotencyKey: string;
  orderId: string;
  /** orderFingerprint of the cart left after the order and the address it went to. */
  after: string;
}

/**
 * A checkout posted again with the key of the order just placed: the same send (a double click, the
 * browser's retry) lands on that order; anything changed since (an article added, another address)
 * is not that order, and must not silently become it. `fresh`: a key never used for an order.
 */
export function resentCheckout(last: LastOrder | undefined, idempotencyKey: string, now: string): 'fresh' | 'sameOrder' | 'changedSince' {
  if (last?.idempotencyKey !== idempotencyKey) return 'fresh';
  return last.after === now ? 'sameOrder' : 'changedSince';
}
