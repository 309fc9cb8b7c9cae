// Placing a point shop order: in one IMMEDIATE transaction the Idempotency-Key is looked up, every line
// priced by the server, the cart's total checked against the balance (NEGATIVE_BALANCE, nothing taken),
// the stock taken per line (what there is) and only what is sent paid for. docs/decisions/0035.
import { createHash, randomInt, randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { CreateOrder, Order, OrderLine, OrderPage, OrderResult, ShopCountry } from '../../../src/lib/api/shop-schemas.ts';
import { ApiError } from '../api/errors.ts';
import { inTransaction } from '../db/transaction.ts';
import type { UserRow } from '../db/users.ts';
import { findArticle } from './articles.ts';
import { dayOf } from './catalogue.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A sold-out article is expected back this many days after the order that emptied it. */
const RESTOCK_DAYS = 21;

/** A 4xx that names the request's field it is about (`{ error: { code, message, field } }`). */
export class FieldError extends ApiError {
  field: string;

  constructor(status: 400 | 409 | 422, code: string, field: string, detail: string) {
    super(status, code, `${field}: ${detail}`);
    this.field = field;
  }

  override get body() {
    return { error: { code: this.code, message: this.detail!, field: this.field } };
  }
}

const keyReused = () =>
  new ApiError(422, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for a different order; send the changed order with a new key');

interface OrderRow {
  id: string;
  number: string;
  user_id: string;
  result: OrderResult;
  delivery: string;
  points_ordered: number;
  points_charged: number;
  balance_after: number;
  created_at: number;
}

interface LineRow {
  article_id: string;
  article_name: string;
  unit_price: number;
  quantity: number;
  sent_quantity: number;
  result: OrderResult;
}

function toOrder(row: OrderRow, lines: LineRow[]): Order {
  return {
    id: row.id,
    number: row.number,
    createdAt: new Date(row.created_at).toISOString(),
    result: row.result,
    lines: lines.map((line) => ({
      articleId: line.article_id,
      articleName: line.article_name,
      unitPrice: line.unit_price,
      quantity: line.quantity,
      sentQuantity: line.sent_quantity,
      points: line.unit_price * line.sent_quantity,
      result: line.result,
    })),
    delivery: JSON.parse(row.delivery) as Order['delivery'],
    pointsOrdered: row.points_ordered,
    pointsCharged: row.points_charged,
    balance: row.balance_after,
  };
}

export function findUserOrder(db: DatabaseSync, userId: string, orderId: string): Order | undefined {
  const row = db.prepare('SELECT * FROM shop_orders WHERE id = ? AND user_id = ?').get(orderId, userId) as OrderRow | undefined;
  if (!row) return undefined;
  const lines = db.prepare('SELECT * FROM shop_order_lines WHERE order_id = ? ORDER BY line_number').all(row.id) as unknown as LineRow[];
  return toOrder(row, lines);
}

/**
 * A page of the user's orders in the country, newest first (two in the same millisecond: the later
 * placed first), each as findUserOrder answers it.
 */
export function queryUserOrders(db: DatabaseSync, userId: string, country: ShopCountry, page: number, size: number): OrderPage {
  const { total } = db.prepare('SELECT COUNT(*) AS total FROM shop_orders WHERE user_id = ? AND country_code = ?').get(userId, country) as { total: number };
  const rows = db
    .prepare(
      `SELECT * FROM shop_orders WHERE user_id = ? AND country_code = ?
    ORDER BY created_at DESC, rowid DESC LIMIT ? OFFSET ?`,
    )
    .all(userId, country, size, page * size) as unknown as OrderRow[];
  const lines =
    rows.length === 0
      ? []
      : (db
          .prepare(
            `SELECT * FROM shop_order_lines WHERE order_id IN (${rows.map(() => '?').join(', ')})
    ORDER BY line_number`,
          )
          .all(...rows.map((row) => row.id)) as unknown as (LineRow & { order_id: string })[]);
  return {
    content: rows.map((row) =>
      toOrder(
        row,
        lines.filter((line) => line.order_id === row.id),
      ),
    ),
    page,
    size,
    totalElements: total,
    totalPages: Math.ceil(total / size),
  };
}

const lineResult = (quantity: number, sent: number): OrderResult => (sent === quantity ? 'SENT' : sent === 0 ? 'FAILED' : 'PARTIALLY_SENT');

function orderResult(lines: Pick<OrderLine, 'result'>[]): OrderResult {
  if (lines.every((line) => line.result === 'SENT')) return 'SENT';
  if (lines.every((line) => line.result === 'FAILED')) return 'FAILED';
  return 'PARTIALLY_SENT';
}

function newOrderNumber(db: DatabaseSync): string {
  const taken = db.prepare('SELECT 1 FROM shop_orders WHERE number = ?');
  for (;;) {
    const number = `PS-${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
    if (taken.get(number) === undefined) return number;
  }
}

/** Takes up to `wanted` of the article's stock → how many were taken. A sold-out article gets a restock date. */
function takeStock(db: DatabaseSync, articleId: string, wanted: number, now: number): number {
  const { stock } = db.prepare('SELECT stock FROM shop_articles WHERE id = ?').get(articleId) as { stock: number };
  const taken = Math.min(stock, wanted);
  if (taken === 0) return 0;
  const left = stock - taken;
  const { changes } = db
    .prepare(
      `UPDATE shop_articles SET stock = ?, expected_inbound_date = CASE WHEN ? = 0 THEN ? ELSE NULL END
    WHERE id = ? AND stock = ?`,
    )
    .run(left, left, dayOf(now + RESTOCK_DAYS * DAY_MS), articleId, stock);
  if (Number(changes) !== 1) throw new Error(`stock of ${articleId} changed during an order`);
  return taken;
}

/**
 * The order of this user's Idempotency-Key (created false), or a new one (created true). Throws, with
 * nothing stored or taken: 400 UNKNOWN_ARTICLE (not in the country's shop), 409 NEGATIVE_BALANCE (the
 * cart costs more than the balance), 422 IDEMPOTENCY_KEY_REUSED (the key with another cart or address).
 */
export function placeOrder(
  db: DatabaseSync,
  user: UserRow,
  country: ShopCountry,
  body: CreateOrder,
  idempotencyKey: string,
): { orderId: string; created: boolean } {
  const hash = createHash('sha256').update(JSON.stringify(body)).digest('hex');
  return inTransaction(db, () => {
    const existing = db
      .prepare('SELECT order_id, request_hash FROM shop_order_idempotency_keys WHERE user_id = ? AND idempotency_key = ?')
      .get(user.id, idempotencyKey) as { order_id: string; request_hash: string } | undefined;
    if (existing) {
      if (existing.request_hash !== hash) throw keyReused();
      return { orderId: existing.order_id, created: false };
    }

    const priced = body.lines.map((line, index) => {
      const article = findArticle(db, country, line.articleId);
      if (!article) throw new FieldError(400, 'UNKNOWN_ARTICLE', `lines.${index}.articleId`, `no article ${line.articleId} in the ${country} point shop`);
      return { ...line, article };
    });
    const pointsOrdered = priced.reduce((sum, line) => sum + line.article.price * line.quantity, 0);
    const { point_balance: balance } = db.prepare('SELECT point_balance FROM users WHERE id = ?').get(user.id) as { point_balance: number };
    if (pointsOrdered > balance) {
      throw new ApiError(409, 'NEGATIVE_BALANCE', `The cart costs ${pointsOrdered} points and the balance is ${balance}: adjust the cart`);
    }

    const now = Date.now();
    const lines = priced.map((line) => {
      const sent = takeStock(db, line.article.id, line.quantity, now);
      return { line, sent, result: lineResult(line.quantity, sent) };
    });
    const pointsCharged = lines.reduce((sum, { line, sent }) => sum + line.article.price * sent, 0);
    // Conditional, so a balance changed by anyone else since the read can never go below zero.
    const charged = db
      .prepare('UPDATE users SET point_balance = point_balance - ? WHERE id = ? AND point_balance >= ?')
      .run(pointsCharged, user.id, pointsCharged);
    if (Number(charged.changes) !== 1) throw new Error(`point balance of ${user.id} changed during an order`);

    const orderId = randomUUID();
    db.prepare(
      `INSERT INTO shop_orders (id, number, user_id, dealer_id, country_code, result, delivery, points_ordered,
      points_charged, balance_after, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      orderId,
      newOrderNumber(db),
      user.id,
      user.dealer_id,
      country,
      orderResult(lines),
      JSON.stringify(body.delivery),
      pointsOrdered,
      pointsCharged,
      balance - pointsCharged,
      now,
    );
    const insertLine = db.prepare(`INSERT INTO shop_order_lines (order_id, line_number, article_id, article_name, unit_price,
      quantity, sent_quantity, result) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
    lines.forEach(({ line, sent, result }, index) =>
      insertLine.run(orderId, index + 1, line.article.id, line.article.name, line.article.price, line.quantity, sent, result),
    );
    db.prepare('INSERT INTO shop_order_idempotency_keys (user_id, idempotency_key, order_id, request_hash) VALUES (?, ?, ?, ?)').run(
      user.id,
      idempotencyKey,
      orderId,
      hash,
    );
    return { orderId, created: true };
  });
}
