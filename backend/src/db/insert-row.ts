import type { DatabaseSync, SQLInputValue } from 'node:sqlite';

/** Inserts one row into the table: each key a column, bound to its value. */
export function insertRow(db: DatabaseSync, table: string, row: Record<string, SQLInputValue>): void {
  const columns = Object.keys(row);
  db.prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`).run(...Object.values(row));
}
