import type { DatabaseSync } from 'node:sqlite';

/** Runs fn in one IMMEDIATE transaction: all of it or nothing. Not reentrant. */
export function inTransaction<T>(db: DatabaseSync, fn: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = fn();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}
