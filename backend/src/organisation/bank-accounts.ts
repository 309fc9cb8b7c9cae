// The bank account a dealer's commissions are paid to, as stored (digits only, IBAN without spaces),
// and the demo dealers' seeded accounts (valid by each type's check digits: NORDIC.md).
import type { DatabaseSync } from 'node:sqlite';
import type { BankAccount } from '../../../src/lib/api/partner-schemas.ts';

/** Bilhuset: a bankgiro; Autotalo: a Finnish IBAN with its BIC; Bilcenter: a Danish registration and account number with its IBAN. */
export const SEEDED_BANK_ACCOUNTS: Record<string, BankAccount> = {
  'dealer-bilhuset': { type: 'BANKGIRO', accountNumber: '50501055' },
  'dealer-autotalo': { type: 'FI_BANK', iban: 'FI2112345600000785', bic: 'NDEAFIHH' },
  'dealer-bilcenter': { type: 'BBAN', clearingNumber: '0040', accountNumber: '0440116243', iban: 'DK5000400440116243' },
};

interface Row {
  type: BankAccount['type'];
  clearing_number: string | null;
  account_number: string | null;
  iban: string | null;
  bic: string | null;
}

export function bankAccountOf(db: DatabaseSync, dealerId: string): BankAccount {
  const row = db.prepare('SELECT type, clearing_number, account_number, iban, bic FROM dealer_bank_accounts WHERE dealer_id = ?').get(dealerId) as
    Row | undefined;
  if (!row) return { type: 'MISSING' };
  switch (row.type) {
    case 'BANKGIRO':
    case 'PLUSGIRO':
      return { type: row.type, accountNumber: row.account_number ?? '' };
    case 'BBAN':
      return { type: 'BBAN', clearingNumber: row.clearing_number ?? '', accountNumber: row.account_number ?? '', iban: row.iban };
    case 'FI_BANK':
    case 'IBAN':
      return { type: row.type, iban: row.iban ?? '', bic: row.bic ?? '' };
    case 'MISSING':
      return { type: 'MISSING' };
  }
}

export function setBankAccount(db: DatabaseSync, dealerId: string, account: BankAccount): void {
  const field = <K extends string>(key: K) => (key in account ? (account as unknown as Record<K, string | null>)[key] : null);
  db.prepare(
    `INSERT INTO dealer_bank_accounts (dealer_id, type, clearing_number, account_number, iban, bic) VALUES (?, ?, ?, ?, ?, ?)
    ON CONFLICT (dealer_id) DO UPDATE SET type = excluded.type, clearing_number = excluded.clearing_number,
      account_number = excluded.account_number, iban = excluded.iban, bic = excluded.bic`,
  ).run(dealerId, account.type, field('clearingNumber'), field('accountNumber'), field('iban'), field('bic'));
}
