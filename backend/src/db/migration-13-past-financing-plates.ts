// Migration 13 (see migrations.ts: never edited once released): the registration number of each car
// financed before the demo's leads, for the statements (NULL: a car without plates, or seeded before).
// SQLite has no ADD COLUMN IF NOT EXISTS, and a migration must run again harmlessly (a database put
// back to an older version runs every later one): the column is added only when missing.
import type { DatabaseSync } from 'node:sqlite';

export function addPastFinancingPlates(db: DatabaseSync): void {
  const columns = db.prepare('PRAGMA table_info(business_finance_past_financings)').all() as { name: string }[];
  if (!columns.some((column) => column.name === 'number_plate')) {
    db.exec('ALTER TABLE business_finance_past_financings ADD COLUMN number_plate TEXT');
  }
}
