// My orders (issue 25 §3, SPEC §4 points order result): the dealer's own orders, newest first, each
// with its result (sent, partially sent, failed: the result page's words) and its lines, a page at a
// time in plain links. Pure and client-safe; the call is orders.server.ts.
import type { Order, OrderResult } from '../api/shop-schemas';
import { pathTo } from '../routes';
import { orderResultLabelKey, orderResultTone } from './order';

export const ORDERS_PAGE_SIZE = 20;
const PAGE_MAX = 100_000;

/** The page a URL asks for (from 0); anything else (a hand-made URL) is the first. */
export function ordersPageOf(params: URLSearchParams): number {
  const asked = params.get('page') ?? '';
  if (!/^\d{1,6}$/.test(asked)) return 0;
  return Math.min(Number(asked), PAGE_MAX);
}

/** My orders at a page; the first page is the bare path. */
export function ordersHref(page: number): string {
  const path = pathTo('PointShopOrders');
  return page > 0 ? `${path}?${new URLSearchParams({ page: String(page) }).toString()}` : path;
}

/**
 * Why an order was not sent in full, as the list says it later (the result page's own words speak of
 * the cart, which is long since another one by then); a sent order needs none.
 */
const explainKey = (result: OrderResult): string | null => (result === 'SENT' ? null : `pointShop.orders.explain.${result}`);

interface OrderLineView {
  articleName: string;
  quantity: number;
  sentQuantity: number;
  points: number;
  resultKey: string;
}

export interface OrderView {
  id: string;
  number: string;
  createdAt: string;
  resultKey: string;
  tone: 'success' | 'warning' | 'error';
  /** null for a sent order. */
  explainKey: string | null;
  /** What the order cost: only what was sent is charged. */
  pointsCharged: number;
  delivery: Order['delivery'];
  lines: OrderLineView[];
}

/** What one order in the list shows, as translation keys and the API's figures. */
export function orderView(order: Order): OrderView {
  return {
    id: order.id,
    number: order.number,
    createdAt: order.createdAt,
    resultKey: orderResultLabelKey(order.result),
    tone: orderResultTone(order.result),
    explainKey: explainKey(order.result),
    pointsCharged: order.pointsCharged,
    delivery: order.delivery,
    lines: order.lines.map((line) => ({
      articleName: line.articleName,
      quantity: line.quantity,
      sentQuantity: line.sentQuantity,
      points: line.points,
      resultKey: orderResultLabelKey(line.result),
    })),
  };
}
