// Migration 6 (see migrations.ts: never edited once released): business leasing. Its own tables
// beside the loan's, times in epoch milliseconds. IF NOT EXISTS: a database whose blanco tables were
// rebuilt (schema_version set back below 3, as tests/integration/backend-blanco-seed.test.ts does)
// runs this again over tables that are still there.
export const LEASING_MIGRATION = `
  CREATE TABLE IF NOT EXISTS leasing_leads (
    id TEXT PRIMARY KEY,
    reference TEXT NOT NULL UNIQUE,
    dealer_id TEXT NOT NULL REFERENCES dealers(id),
    facility_id TEXT NOT NULL REFERENCES facilities(id),
    created_by TEXT NOT NULL REFERENCES users(id),
    status TEXT NOT NULL,
    decision TEXT NOT NULL,
    vehicle TEXT NOT NULL,
    vehicle_name TEXT NOT NULL,
    customer_org_number TEXT NOT NULL,
    customer_name TEXT NOT NULL,
    customer_kind TEXT NOT NULL CHECK (customer_kind IN ('COMPANY', 'SOLE_TRADER')),
    contact_person TEXT NOT NULL,
    contact_name TEXT NOT NULL,
    price REAL NOT NULL,
    first_rent REAL NOT NULL,
    residual REAL NOT NULL,
    months INTEGER NOT NULL,
    interest_rate REAL NOT NULL,
    rent REAL NOT NULL,
    contract_signed INTEGER NOT NULL DEFAULT 0,
    signing_link TEXT,
    commission INTEGER,
    points INTEGER,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS leasing_leads_dealer ON leasing_leads(dealer_id, created_at);
  CREATE TABLE IF NOT EXISTS leasing_idempotency_keys (
    user_id TEXT NOT NULL REFERENCES users(id),
    idempotency_key TEXT NOT NULL,
    lead_id TEXT NOT NULL REFERENCES leasing_leads(id),
    request_hash TEXT NOT NULL,
    PRIMARY KEY (user_id, idempotency_key)
  );
  CREATE TABLE IF NOT EXISTS leasing_lead_timers (
    lead_id TEXT PRIMARY KEY REFERENCES leasing_leads(id),
    due_at INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS leasing_lead_timers_due ON leasing_lead_timers(due_at);
  CREATE TABLE IF NOT EXISTS leasing_sms_outbox (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    lead_id TEXT NOT NULL REFERENCES leasing_leads(id),
    phone TEXT NOT NULL,
    message TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  `;
