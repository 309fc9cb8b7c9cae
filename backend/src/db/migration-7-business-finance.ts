// Migration 7 (see migrations.ts: never edited once released): inventory financing (business
// finance). The dealer's line of credit and the lead tables of the shared lead machinery
// (leads/), times in epoch milliseconds. IF NOT EXISTS, as migration 6, for rebuilt databases.
export const BUSINESS_FINANCE_MIGRATION = `
  CREATE TABLE IF NOT EXISTS business_finance_lines (
    dealer_id TEXT PRIMARY KEY REFERENCES dealers(id),
    total REAL NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('ACTIVE', 'BLOCKED'))
  );
  CREATE TABLE IF NOT EXISTS business_finance_leads (
    id TEXT PRIMARY KEY,
    reference TEXT NOT NULL UNIQUE,
    dealer_id TEXT NOT NULL REFERENCES dealers(id),
    facility_id TEXT NOT NULL REFERENCES facilities(id),
    created_by TEXT NOT NULL REFERENCES users(id),
    status TEXT NOT NULL,
    decision TEXT NOT NULL,
    vehicle TEXT NOT NULL,
    vehicle_name TEXT NOT NULL,
    number_plate TEXT,
    vin TEXT NOT NULL,
    price REAL NOT NULL,
    currency TEXT NOT NULL,
    down_payment REAL NOT NULL,
    credit_amount REAL NOT NULL,
    agreement_fee REAL NOT NULL,
    monthly_interest REAL NOT NULL,
    max_credit_days INTEGER NOT NULL,
    seller TEXT NOT NULL,
    seller_name TEXT NOT NULL,
    contact_person TEXT NOT NULL,
    signatory TEXT NOT NULL,
    guarantor TEXT NOT NULL,
    guarantor_is_signatory INTEGER NOT NULL,
    signers TEXT NOT NULL DEFAULT '[]',
    paid_out_at INTEGER,
    contract_signed INTEGER NOT NULL DEFAULT 0,
    signing_link TEXT,
    commission INTEGER,
    points INTEGER,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS business_finance_leads_dealer ON business_finance_leads(dealer_id, status);
  CREATE TABLE IF NOT EXISTS business_finance_idempotency_keys (
    user_id TEXT NOT NULL REFERENCES users(id),
    idempotency_key TEXT NOT NULL,
    lead_id TEXT NOT NULL REFERENCES business_finance_leads(id),
    request_hash TEXT NOT NULL,
    PRIMARY KEY (user_id, idempotency_key)
  );
  CREATE TABLE IF NOT EXISTS business_finance_lead_timers (
    lead_id TEXT PRIMARY KEY REFERENCES business_finance_leads(id),
    due_at INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS business_finance_lead_timers_due ON business_finance_lead_timers(due_at);
  CREATE TABLE IF NOT EXISTS business_finance_sms_outbox (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    lead_id TEXT NOT NULL REFERENCES business_finance_leads(id),
    phone TEXT NOT NULL,
    message TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  `;
