// Migration 8 (see migrations.ts: never edited once released): inventory financing's invoices and the
// financed cars from before the demo's leads (the statements' history). Times in epoch milliseconds,
// dates YYYY-MM-DD. IF NOT EXISTS, as migration 7, for rebuilt databases. A FINISHED lead's updated_at
// is when it was paid off (nothing changes it after that).
export const BUSINESS_FINANCE_INVOICES_MIGRATION = `
  CREATE TABLE IF NOT EXISTS business_finance_invoices (
    id TEXT PRIMARY KEY,
    number TEXT NOT NULL UNIQUE,
    lead_id TEXT NOT NULL REFERENCES business_finance_leads(id),
    dealer_id TEXT NOT NULL REFERENCES dealers(id),
    kind TEXT NOT NULL CHECK (kind IN ('SETTLEMENT')),
    issue_date TEXT NOT NULL,
    due_date TEXT NOT NULL,
    lines TEXT NOT NULL,
    total REAL NOT NULL,
    currency TEXT NOT NULL,
    payment_reference TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('OPEN', 'PROCESSING', 'PAID')),
    payment_method TEXT CHECK (payment_method IN ('DIRECT', 'INVOICE')),
    paid_at INTEGER,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    UNIQUE (lead_id, kind)
  );
  CREATE INDEX IF NOT EXISTS business_finance_invoices_dealer ON business_finance_invoices(dealer_id);
  CREATE TABLE IF NOT EXISTS business_finance_past_financings (
    id TEXT PRIMARY KEY,
    dealer_id TEXT NOT NULL REFERENCES dealers(id),
    reference TEXT NOT NULL,
    vehicle_name TEXT NOT NULL,
    credit_amount REAL NOT NULL,
    monthly_interest REAL NOT NULL,
    paid_out_at INTEGER NOT NULL,
    used_days INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS business_finance_past_financings_dealer ON business_finance_past_financings(dealer_id);
  `;
