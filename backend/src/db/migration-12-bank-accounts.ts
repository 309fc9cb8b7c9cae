// Migration 12 (see migrations.ts: never edited once released): the bank account each dealer's
// commissions are paid to (SPEC §3 organisation). No row, or type MISSING: no account, payouts wait.
export const BANK_ACCOUNTS_MIGRATION = `
  CREATE TABLE IF NOT EXISTS dealer_bank_accounts (
    dealer_id TEXT PRIMARY KEY REFERENCES dealers(id),
    type TEXT NOT NULL CHECK (type IN ('BANKGIRO', 'BBAN', 'FI_BANK', 'IBAN', 'MISSING', 'PLUSGIRO')),
    clearing_number TEXT,
    account_number TEXT,
    iban TEXT,
    bic TEXT
  );
`;
