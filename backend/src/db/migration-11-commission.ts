// Migration 11 (see migrations.ts: never edited once released): commissions. The lines of months
// before the demo's leads (commission_past_payouts: applications from before the portal kept them)
// and each month's adjustments (a cancelled loan's commission taken back, a campaign bonus). The
// lines of paid-out loan and leasing leads come from their own tables. Times in epoch milliseconds.
export const COMMISSION_MIGRATION = `
  CREATE TABLE IF NOT EXISTS commission_past_payouts (
    id TEXT PRIMARY KEY,
    dealer_id TEXT NOT NULL REFERENCES dealers(id),
    product TEXT NOT NULL CHECK (product IN ('BLANCO', 'LEASING')),
    reference TEXT NOT NULL,
    commission INTEGER NOT NULL,
    paid_out_at INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS commission_past_payouts_dealer ON commission_past_payouts(dealer_id, paid_out_at);
  CREATE TABLE IF NOT EXISTS commission_adjustments (
    id TEXT PRIMARY KEY,
    dealer_id TEXT NOT NULL REFERENCES dealers(id),
    reference TEXT NOT NULL,
    amount INTEGER NOT NULL,
    made_at INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS commission_adjustments_dealer ON commission_adjustments(dealer_id, made_at);
`;
