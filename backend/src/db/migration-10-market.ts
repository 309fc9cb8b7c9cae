// Migration 10 (see migrations.ts: never edited once released): the dealer marketplace. Times in
// epoch milliseconds. IF NOT EXISTS, as migrations 7 and 8, for rebuilt databases.
// An ad's seller is a dealer of the portal (seller_dealer_id = dealers.id: its own ads cannot be
// bought) or a dealer outside it (an id of its own, no dealers row). purchase_id is the purchase
// that sold the car; a SOLD ad without one was sold outside the portal (seeded).
export const MARKET_MIGRATION = `
  CREATE TABLE IF NOT EXISTS market_ads (
    id TEXT PRIMARY KEY,
    country_code TEXT NOT NULL CHECK (country_code IN ('SE', 'FI', 'DK')),
    seller_dealer_id TEXT NOT NULL,
    seller_name TEXT NOT NULL,
    seller_organization_number TEXT NOT NULL,
    seller_phone TEXT NOT NULL,
    seller_email TEXT NOT NULL,
    location TEXT NOT NULL,
    make TEXT NOT NULL,
    model TEXT NOT NULL,
    variant TEXT NOT NULL,
    model_year INTEGER NOT NULL,
    fuel TEXT NOT NULL CHECK (fuel IN ('DIESEL', 'ELECTRIC', 'GASOLINE', 'HYBRID')),
    gear TEXT NOT NULL CHECK (gear IN ('AUTOMATIC', 'MANUAL')),
    distance_km INTEGER NOT NULL,
    number_plate TEXT,
    price INTEGER NOT NULL,
    currency TEXT NOT NULL,
    vat_status TEXT NOT NULL CHECK (vat_status IN ('VAT_DEDUCTIBLE', 'MARGIN_SCHEME')),
    colour TEXT NOT NULL,
    photo_count INTEGER NOT NULL CHECK (photo_count BETWEEN 2 AND 4),
    status TEXT NOT NULL CHECK (status IN ('AVAILABLE', 'SOLD')),
    purchase_id TEXT,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS market_ads_list ON market_ads(country_code, status, created_at);
  CREATE TABLE IF NOT EXISTS market_purchases (
    id TEXT PRIMARY KEY,
    reference TEXT NOT NULL UNIQUE,
    ad_id TEXT NOT NULL REFERENCES market_ads(id),
    dealer_id TEXT NOT NULL REFERENCES dealers(id),
    user_id TEXT NOT NULL REFERENCES users(id),
    price INTEGER NOT NULL,
    purchase_fee INTEGER NOT NULL,
    currency TEXT NOT NULL,
    vat_status TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS market_purchases_dealer ON market_purchases(dealer_id);
  CREATE TABLE IF NOT EXISTS market_idempotency_keys (
    user_id TEXT NOT NULL REFERENCES users(id),
    idempotency_key TEXT NOT NULL,
    ad_id TEXT NOT NULL,
    purchase_id TEXT NOT NULL REFERENCES market_purchases(id),
    PRIMARY KEY (user_id, idempotency_key)
  );
  `;
