// Migration 6 (see migrations.ts: never edited once released): business leasing. Its own tables
// beside the loan's, times in epoch milliseconds. IF NOT EXISTS: a database whose blanco tables were
// rebuilt (schema_version set back below 3, as tests/integration/backend-blanco-seed.test.ts does)
// runs this again over tables that are still there.
import { LEAD_COLUMNS, LEAD_OUTCOME_COLUMNS, leadCompanionTables } from './lead-tables.ts';

export const LEASING_MIGRATION = `
  CREATE TABLE IF NOT EXISTS leasing_leads (${LEAD_COLUMNS}
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
    rent REAL NOT NULL,${LEAD_OUTCOME_COLUMNS}
  );
  CREATE INDEX IF NOT EXISTS leasing_leads_dealer ON leasing_leads(dealer_id, created_at);${leadCompanionTables('leasing')}
  `;
