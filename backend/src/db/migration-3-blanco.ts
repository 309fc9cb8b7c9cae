// Migration 3 (see migrations.ts: never edited once released): private loans (blanco).
// Times are epoch milliseconds. lead_timers holds each lead's one
// pending automatic step (lender decision, signing, payout, second-chance phase) so it survives
// a restart; the step itself follows from the lead's state (blanco/lifecycle.ts).
import { LEAD_COLUMNS } from './lead-tables.ts';

export const BLANCO_MIGRATION = `
  CREATE TABLE leads (${LEAD_COLUMNS}
    amount REAL NOT NULL,
    term INTEGER NOT NULL,
    interest_rate REAL NOT NULL,
    desired_interest_rate REAL,
    monthly_cost REAL NOT NULL,
    applicant TEXT NOT NULL,
    applicant_name TEXT NOT NULL,
    applicant_personal_id TEXT NOT NULL,
    co_applicant TEXT,
    contract_signed INTEGER NOT NULL DEFAULT 0,
    signing_link TEXT,
    own_invoice_reference TEXT,
    commission INTEGER,
    points INTEGER,
    second_chance_phase TEXT,
    second_chance_updated_at INTEGER,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
  CREATE INDEX leads_dealer ON leads(dealer_id, created_at);
  CREATE TABLE lead_idempotency_keys (
    user_id TEXT NOT NULL REFERENCES users(id),
    idempotency_key TEXT NOT NULL,
    lead_id TEXT NOT NULL REFERENCES leads(id),
    PRIMARY KEY (user_id, idempotency_key)
  );
  CREATE TABLE lead_timers (
    lead_id TEXT PRIMARY KEY REFERENCES leads(id),
    due_at INTEGER NOT NULL
  );
  CREATE INDEX lead_timers_due ON lead_timers(due_at);
  CREATE TABLE documents (
    id TEXT PRIMARY KEY,
    owner_type TEXT NOT NULL,
    owner_id TEXT NOT NULL,
    file_name TEXT NOT NULL,
    content_type TEXT NOT NULL,
    size INTEGER NOT NULL,
    description TEXT NOT NULL,
    uploaded_by TEXT,
    uploaded_at INTEGER NOT NULL,
    content BLOB NOT NULL
  );
  CREATE INDEX documents_owner ON documents(owner_type, owner_id);
  CREATE TABLE sms_outbox (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    lead_id TEXT NOT NULL REFERENCES leads(id),
    phone TEXT NOT NULL,
    message TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE TABLE seed_runs (
    name TEXT PRIMARY KEY,
    ran_at INTEGER NOT NULL
  );
  `;
