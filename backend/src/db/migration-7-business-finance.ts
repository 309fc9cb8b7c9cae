// Migration 7 (see migrations.ts: never edited once released): inventory financing (business
// finance). The dealer's line of credit and the lead tables of the shared lead machinery
// (leads/), times in epoch milliseconds. IF NOT EXISTS, as migration 6, for rebuilt databases.
import { LEAD_COLUMNS, LEAD_OUTCOME_COLUMNS, leadCompanionTables } from './lead-tables.ts';

export const BUSINESS_FINANCE_MIGRATION = `
  CREATE TABLE IF NOT EXISTS business_finance_lines (
    dealer_id TEXT PRIMARY KEY REFERENCES dealers(id),
    total REAL NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('ACTIVE', 'BLOCKED'))
  );
  CREATE TABLE IF NOT EXISTS business_finance_leads (${LEAD_COLUMNS}
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
    paid_out_at INTEGER,${LEAD_OUTCOME_COLUMNS}
  );
  CREATE INDEX IF NOT EXISTS business_finance_leads_dealer ON business_finance_leads(dealer_id, status);${leadCompanionTables('business_finance')}
  `;
