// Migration 16 (see migrations.ts: never edited once released): when each user last signed in with
// their password, for the colleagues page (NULL: never). Added only when missing, so the migration
// runs again harmlessly on a database put back to an older version.
import type { DatabaseSync } from 'node:sqlite';

export function addLastSignIn(db: DatabaseSync): void {
  const columns = db.prepare('PRAGMA table_info(users)').all() as { name: string }[];
  if (!columns.some((column) => column.name === 'last_signed_in_at')) db.exec('ALTER TABLE users ADD COLUMN last_signed_in_at INTEGER');
}
