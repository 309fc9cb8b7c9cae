// What the lead tables of every product share, for their migrations (3, 6, 7). Released migrations
// are built from these: never edit them (see migrations.ts); a change is a new migration.

/** The columns a lead table starts with: its id and reference, where and by whom it was made, its status and the lender's decision. */
export const LEAD_COLUMNS = `
    id TEXT PRIMARY KEY,
    reference TEXT NOT NULL UNIQUE,
    dealer_id TEXT NOT NULL REFERENCES dealers(id),
    facility_id TEXT NOT NULL REFERENCES facilities(id),
    created_by TEXT NOT NULL REFERENCES users(id),
    status TEXT NOT NULL,
    decision TEXT NOT NULL,`;

/** The columns a lead table of migration 6 on ends with: its contract, commission and times. */
export const LEAD_OUTCOME_COLUMNS = `
    contract_signed INTEGER NOT NULL DEFAULT 0,
    signing_link TEXT,
    commission INTEGER,
    points INTEGER,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL`;

/** The tables beside a product's lead table (migration 6 on): its leads' Idempotency-Keys, pending automatic steps and texts sent. */
export const leadCompanionTables = (product: string) => `
  CREATE TABLE IF NOT EXISTS ${product}_idempotency_keys (
    user_id TEXT NOT NULL REFERENCES users(id),
    idempotency_key TEXT NOT NULL,
    lead_id TEXT NOT NULL REFERENCES ${product}_leads(id),
    request_hash TEXT NOT NULL,
    PRIMARY KEY (user_id, idempotency_key)
  );
  CREATE TABLE IF NOT EXISTS ${product}_lead_timers (
    lead_id TEXT PRIMARY KEY REFERENCES ${product}_leads(id),
    due_at INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS ${product}_lead_timers_due ON ${product}_lead_timers(due_at);
  CREATE TABLE IF NOT EXISTS ${product}_sms_outbox (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    lead_id TEXT NOT NULL REFERENCES ${product}_leads(id),
    phone TEXT NOT NULL,
    message TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );`;
