// Migration 9 (see migrations.ts: never edited once released): the point shop. Articles per country
// (SE, FI: Denmark has none), orders with their lines, and each order's Idempotency-Key. Points are
// whole numbers; times in epoch milliseconds, dates YYYY-MM-DD. IF NOT EXISTS, as migration 7.
export const SHOP_MIGRATION = `
  CREATE TABLE IF NOT EXISTS shop_articles (
    id TEXT PRIMARY KEY,
    country_code TEXT NOT NULL CHECK (country_code IN ('SE', 'FI')),
    category TEXT NOT NULL,
    name TEXT NOT NULL,
    description TEXT NOT NULL,
    price INTEGER NOT NULL CHECK (price > 0),
    stock INTEGER NOT NULL CHECK (stock >= 0),
    expected_inbound_date TEXT,
    added_at INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS shop_articles_country ON shop_articles(country_code);
  CREATE TABLE IF NOT EXISTS shop_orders (
    id TEXT PRIMARY KEY,
    number TEXT NOT NULL UNIQUE,
    user_id TEXT NOT NULL REFERENCES users(id),
    dealer_id TEXT NOT NULL REFERENCES dealers(id),
    country_code TEXT NOT NULL,
    result TEXT NOT NULL CHECK (result IN ('SENT', 'PARTIALLY_SENT', 'FAILED')),
    delivery TEXT NOT NULL,
    points_ordered INTEGER NOT NULL,
    points_charged INTEGER NOT NULL CHECK (points_charged >= 0),
    balance_after INTEGER NOT NULL CHECK (balance_after >= 0),
    created_at INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS shop_orders_user ON shop_orders(user_id);
  CREATE TABLE IF NOT EXISTS shop_order_lines (
    order_id TEXT NOT NULL REFERENCES shop_orders(id) ON DELETE CASCADE,
    line_number INTEGER NOT NULL,
    article_id TEXT NOT NULL REFERENCES shop_articles(id),
    article_name TEXT NOT NULL,
    unit_price INTEGER NOT NULL,
    quantity INTEGER NOT NULL CHECK (quantity > 0),
    sent_quantity INTEGER NOT NULL CHECK (sent_quantity >= 0 AND sent_quantity <= quantity),
    result TEXT NOT NULL CHECK (result IN ('SENT', 'PARTIALLY_SENT', 'FAILED')),
    PRIMARY KEY (order_id, line_number)
  );
  CREATE TABLE IF NOT EXISTS shop_order_idempotency_keys (
    user_id TEXT NOT NULL REFERENCES users(id),
    idempotency_key TEXT NOT NULL,
    order_id TEXT NOT NULL REFERENCES shop_orders(id) ON DELETE CASCADE,
    request_hash TEXT NOT NULL,
    PRIMARY KEY (user_id, idempotency_key)
  );
  `;
