import type { DatabaseSync } from 'node:sqlite';
import { BLANCO_MIGRATION } from './migration-3-blanco.ts';
import { LEASING_MIGRATION } from './migration-6-leasing.ts';
import { BUSINESS_FINANCE_MIGRATION } from './migration-7-business-finance.ts';
import { BUSINESS_FINANCE_INVOICES_MIGRATION } from './migration-8-business-finance-invoices.ts';
import { SHOP_MIGRATION } from './migration-9-shop.ts';
import { MARKET_MIGRATION } from './migration-10-market.ts';
import { COMMISSION_MIGRATION } from './migration-11-commission.ts';
import { BANK_ACCOUNTS_MIGRATION } from './migration-12-bank-accounts.ts';
import { addPastFinancingPlates } from './migration-13-past-financing-plates.ts';
import { addMarketPickUps } from './migration-14-market-pick-ups.ts';
import { COLLEAGUES_MIGRATION } from './migration-15-colleagues.ts';
import { addLastSignIn } from './migration-16-last-sign-in.ts';

// Append only: a released migration is never edited, its number is its identity.
/** SQL, or a step that must look before it changes (SQLite's ALTER TABLE has no IF NOT EXISTS). */
const MIGRATIONS: readonly (string | ((db: DatabaseSync) => void))[] = [
  `
  CREATE TABLE dealers (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    organization_number TEXT NOT NULL,
    country_code TEXT NOT NULL CHECK (country_code IN ('SE', 'FI', 'DK')),
    email TEXT NOT NULL,
    phone TEXT NOT NULL,
    onboarded_inventory_financing INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE key_account_managers (
    id TEXT PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    phone TEXT
  );
  CREATE TABLE facilities (
    id TEXT PRIMARY KEY,
    dealer_id TEXT NOT NULL REFERENCES dealers(id),
    name TEXT NOT NULL,
    kam_id TEXT REFERENCES key_account_managers(id)
  );
  CREATE TABLE users (
    id TEXT PRIMARY KEY,
    email TEXT NOT NULL UNIQUE COLLATE NOCASE,
    password_hash TEXT,
    firstname TEXT NOT NULL,
    lastname TEXT NOT NULL,
    phone TEXT NOT NULL DEFAULT '',
    dealer_id TEXT NOT NULL REFERENCES dealers(id),
    facility_id TEXT NOT NULL REFERENCES facilities(id),
    roles TEXT NOT NULL DEFAULT '[]',
    selected_language TEXT,
    active INTEGER NOT NULL DEFAULT 1,
    tokens_not_before INTEGER,
    point_balance INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX users_dealer ON users(dealer_id);
  CREATE TABLE invitations (
    token TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users(id),
    expires_at INTEGER NOT NULL,
    used_at INTEGER
  );
  CREATE TABLE flags (
    name TEXT PRIMARY KEY,
    enabled INTEGER NOT NULL
  );
  CREATE TABLE oidc_store (
    model TEXT NOT NULL,
    id TEXT NOT NULL,
    payload TEXT NOT NULL,
    grant_id TEXT,
    user_code TEXT,
    uid TEXT,
    account_id TEXT,
    expires_at INTEGER,
    consumed_at INTEGER,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (model, id)
  );
  CREATE INDEX oidc_store_grant ON oidc_store(grant_id);
  CREATE INDEX oidc_store_uid ON oidc_store(model, uid);
  CREATE INDEX oidc_store_user_code ON oidc_store(model, user_code);
  CREATE INDEX oidc_store_account ON oidc_store(model, account_id);
  `,
  // 2: notification subscriptions. A row only where the user changed a setting: no row = the default.
  `
  CREATE TABLE subscriptions (
    user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('channel', 'status')),
    name TEXT NOT NULL,
    enabled INTEGER NOT NULL CHECK (enabled IN (0, 1)),
    PRIMARY KEY (user_id, kind, name)
  );
  `,
  // 3: private loans (blanco).
  BLANCO_MIGRATION,
  // 4: what each Idempotency-Key was first sent with, so a changed payload under it is refused (422).
  `
  ALTER TABLE lead_idempotency_keys ADD COLUMN request_hash TEXT;
  `,
  // 5: the user terms each user accepted last (docs/decisions/0018). The demo users of a database
  // seeded before this had accepted the terms of that day, as the seed now says.
  `
  ALTER TABLE users ADD COLUMN terms_version TEXT;
  ALTER TABLE users ADD COLUMN terms_accepted_at INTEGER;
  UPDATE users SET terms_version = '2026-11-23', terms_accepted_at = CAST(strftime('%s', 'now') AS INTEGER) * 1000
    WHERE id IN ('user-anna', 'user-erik', 'user-bodil', 'user-mikko', 'user-mette');
  `,
  // 6: business leasing.
  LEASING_MIGRATION,
  // 7: inventory financing (business finance).
  BUSINESS_FINANCE_MIGRATION,
  // 8: inventory financing's invoices and statements.
  BUSINESS_FINANCE_INVOICES_MIGRATION,
  SHOP_MIGRATION, // 9: the point shop's articles and orders.
  MARKET_MIGRATION, // 10: the dealer marketplace's ads and purchases.
  COMMISSION_MIGRATION, // 11: commissions' past lines and adjustments.
  BANK_ACCOUNTS_MIGRATION, // 12: the dealers' bank accounts.
  addPastFinancingPlates, // 13: the past financed cars' registration numbers.
  addMarketPickUps, // 14: when a marketplace car was picked up.
  COLLEAGUES_MIGRATION, // 15: the colleagues' changes and the e-mail outbox.
  addLastSignIn, // 16: when each user last signed in (the colleagues page shows it).
];

export function migrate(db: DatabaseSync): void {
  db.exec('CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)');
  const row = db.prepare('SELECT MAX(version) AS version FROM schema_version').get() as { version: number | null };
  const current = row.version ?? 0;
  for (let index = current; index < MIGRATIONS.length; index++) {
    db.exec('BEGIN IMMEDIATE');
    try {
      const migration = MIGRATIONS[index]!;
      if (typeof migration === 'string') db.exec(migration);
      else migration(db);
      db.prepare('INSERT INTO schema_version (version) VALUES (?)').run(index + 1);
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    }
  }
}
