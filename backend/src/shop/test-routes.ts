// /__test/shop: the point shop's test controls (never in production, see test-routes.ts).
import { Hono } from 'hono';
import type { DatabaseSync } from 'node:sqlite';
import * as v from 'valibot';
import { notFound, parseBody } from '../api/errors.ts';
import { inTransaction } from '../db/transaction.ts';
import { SEED_ARTICLES, seededStock } from './catalogue.ts';

const StockBody = v.object({
  stock: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000)),
  /** Only kept while the stock is 0. */
  expectedInboundDate: v.optional(v.nullable(v.pipe(v.string(), v.isoDate()))),
});

export function shopTestRoutes(db: DatabaseSync) {
  return (
    new Hono()
      // An article's stock (and, when 0, the day more comes in, or none known) → 204.
      .post('/articles/:articleId/stock', async (c) => {
        const { stock, expectedInboundDate } = await parseBody(c, StockBody);
        const { changes } = db
          .prepare('UPDATE shop_articles SET stock = ?, expected_inbound_date = ? WHERE id = ?')
          .run(stock, stock === 0 ? (expectedInboundDate ?? null) : null, c.req.param('articleId'));
        if (Number(changes) === 0) throw notFound(`No article ${c.req.param('articleId')}`);
        return c.body(null, 204);
      })
      // Every order (and its Idempotency-Key) gone, every article's stock as seeded → 204. Balances stay: /__test/point-balance.
      .delete('/orders', (c) => {
        const now = Date.now();
        inTransaction(db, () => {
          db.exec('DELETE FROM shop_order_idempotency_keys; DELETE FROM shop_order_lines; DELETE FROM shop_orders;');
          const restock = db.prepare('UPDATE shop_articles SET stock = ?, expected_inbound_date = ? WHERE id = ?');
          for (const article of SEED_ARTICLES) {
            const { stock, expectedInboundDate } = seededStock(article, now);
            restock.run(stock, expectedInboundDate, article.id);
          }
        });
        return c.body(null, 204);
      })
  );
}
