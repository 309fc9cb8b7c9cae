// The order result (SPEC §4 points order result): sent, partially sent or failed, per line and for
// the order; shown on the checkout page under ?order=<id> after the post redirects there.
import type { OrderResult } from '../api/shop-schemas';
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
