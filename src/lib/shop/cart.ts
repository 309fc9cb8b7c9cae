// The point shop's cart (SPEC §2 saved "point shop cart", §5 checkout): article ids and quantities
// only. Prices and stock always come from the API (priceCart in cart.server.ts): what the browser
// keeps or sends is never a price. Client-safe: the cart island imports this module.
import type { Order } from '../api/shop-schemas';

/** The API's limits of an order (createOrderSchema): 1–99 of an article, at most 50 articles. */
export const CART_QUANTITY_MAX = 99;
export const CART_LINES_MAX = 50;

export interface CartLine {
  articleId: string;
  quantity: number;
}

/** An article id as the API writes them (art-se-01): also what may go into a path. */
export const ARTICLE_ID = /^[A-Za-z0-9_-]{1,100}$/;

const isLine = (item: unknown): item is CartLine => {
  if (typeof item !== 'object' || item === null) return false;
  const { articleId, quantity } = item as Record<string, unknown>;
  return (
    typeof articleId === 'string' &&
    ARTICLE_ID.test(articleId) &&
    typeof quantity === 'number' &&
    Number.isInteger(quantity) &&
    quantity >= 1 &&
    quantity <= CART_QUANTITY_MAX
  );
};

/**
 * A cart from storage, a session or a request: bad lines are dropped, an article kept once (its first
 * line). Without valibot: the cart island imports it, and a shared valibot chunk would weigh on the
 * apply forms' budget.
 */
export function cleanCart(input: unknown): CartLine[] {
  if (!Array.isArray(input)) return [];
  const seen = new Set<string>();
  const lines: CartLine[] = [];
  for (const item of input) {
    if (!isLine(item) || seen.has(item.articleId)) continue;
    seen.add(item.articleId);
    lines.push({ articleId: item.articleId, quantity: item.quantity });
    if (lines.length === CART_LINES_MAX) break;
  }
  return lines;
}

/** Adds to an article's line (capped at the most one order takes); a new article goes last, when there is room. */
export function addToCart(lines: readonly CartLine[], articleId: string, quantity: number): CartLine[] {
  const existing = lines.find((line) => line.articleId === articleId);
  if (existing) return setQuantity(lines, articleId, existing.quantity + quantity);
  if (quantity < 1 || lines.length >= CART_LINES_MAX) return [...lines];
  return [...lines, { articleId, quantity: Math.min(quantity, CART_QUANTITY_MAX) }];
}

/** A line's new quantity; 0 removes it. */
export function setQuantity(lines: readonly CartLine[], articleId: string, quantity: number): CartLine[] {
  if (quantity < 1) return lines.filter((line) => line.articleId !== articleId);
  return lines.map((line) => (line.articleId === articleId ? { articleId, quantity: Math.min(quantity, CART_QUANTITY_MAX) } : line));
}

/** @internal exported for its unit tests */
export function cartCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

export function sameCart(a: readonly CartLine[], b: readonly CartLine[]): boolean {
  return a.length === b.length && a.every((line, index) => line.articleId === b[index]?.articleId && line.quantity === b[index]?.quantity);
}

/** What is left in the cart after an order: each line less what was sent; short and failed lines stay for another try. */
export function withoutOrdered(lines: readonly CartLine[], order: Pick<Order, 'lines'>): CartLine[] {
  const sent = new Map(order.lines.map((line) => [line.articleId, line.sentQuantity]));
  return lines.flatMap((line) => {
    const left = line.quantity - (sent.get(line.articleId) ?? 0);
    return left > 0 ? [{ articleId: line.articleId, quantity: left }] : [];
  });
}

/** A line as the API prices it now: `gone` when the article is no longer in the shop. */
export type LineAvailability = 'inStock' | 'short' | 'soldOut' | 'gone';

export interface PricedLine extends CartLine {
  name: string;
  unitPrice: number;
  stock: number;
  availability: LineAvailability;
}

export function availabilityOf(quantity: number, stock: number | null): LineAvailability {
  if (stock === null) return 'gone';
  if (stock === 0) return 'soldOut';
  return stock < quantity ? 'short' : 'inStock';
}

export interface PricedCart {
  lines: PricedLine[];
  count: number;
  /** At the API's prices, of the lines that can be ordered. */
  total: number;
}

export function pricedCart(lines: PricedLine[]): PricedCart {
  const orderable = lines.filter((line) => line.availability !== 'gone');
  return {
    lines,
    count: cartCount(orderable),
    total: orderable.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0),
  };
}

/** Lines the stock cannot cover (SPEC §5: insufficient stock names the article). */
export function shortLines(cart: PricedCart): PricedLine[] {
  return cart.lines.filter((line) => line.availability === 'short' || line.availability === 'soldOut');
}

/** Whether the cart's total goes beyond the balance (SPEC §8 negativeBalance). */
export const exceedsBalance = (cart: Pick<PricedCart, 'total'>, balance: number) => cart.total > balance;
