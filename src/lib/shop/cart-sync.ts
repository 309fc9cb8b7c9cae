// The cart island's conversation with the portal (POST /api/point-shop/cart): the request it sends
// and the answer it shows, prices and counts as the server formatted them. Client-safe.
import * as v from 'valibot';
import { ARTICLE_ID, CART_QUANTITY_MAX, type CartLine, type LineAvailability } from './cart';

/** `add`: more of an article; `set`: one line's new quantity (0 removes it). */
export type CartSyncRequest = { add: CartLine } | { set: { articleId: string; quantity: number } };

const line = (min: number) =>
  v.object({
    articleId: v.pipe(v.string(), v.regex(ARTICLE_ID)),
    quantity: v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(CART_QUANTITY_MAX)),
  });
const SyncSchema = v.union([v.object({ add: line(1) }), v.object({ set: line(0) })]);

export function parseCartSync(body: unknown): CartSyncRequest | null {
  const parsed = v.safeParse(SyncSchema, body);
  if (!parsed.success) return null;
  return parsed.output;
}

export interface CartView {
  lines: { articleId: string; name: string; quantity: number; priceText: string; availability: LineAvailability }[];
  count: number;
  totalText: string;
}
