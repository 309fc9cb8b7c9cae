// The demo leads are seeded once: on a new database, and on one made before the blanco tables.
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { startBackend, type RunningBackend } from '../support/backend.ts';

function withDb<T>(dataDir: string, fn: (db: DatabaseSync) => T): T {
  const db = new DatabaseSync(join(dataDir, 'portal.db'));
  try {
    return fn(db);
  } finally {
    db.close();
  }
}

const countsOf = (dataDir: string) =>
  withDb(dataDir, (db) => db.prepare('SELECT dealer_id, COUNT(*) AS count FROM leads GROUP BY dealer_id ORDER BY dealer_id').all());

describe('blanco seed', () => {
  let backend: RunningBackend | undefined;
  let dataDir: string | undefined;
  afterAll(async () => {
    await backend?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('runs once, also on a database from before the blanco migration', async () => {
    backend = await startBackend({ keepData: true });
    dataDir = backend.dataDir;
    await backend.stop();
    const seeded = countsOf(dataDir);
    expect(seeded).toEqual([
      { dealer_id: 'dealer-autotalo', count: 15 },
      { dealer_id: 'dealer-bilcenter', count: 15 },
      { dealer_id: 'dealer-bilhuset', count: 64 },
    ]);

    // Back to how the database looked before migration 3, with a user's own change kept.
    withDb(dataDir, (db) => {
      db.exec(`DROP TABLE documents; DROP TABLE sms_outbox; DROP TABLE lead_timers; DROP TABLE lead_idempotency_keys;
        DROP TABLE leads; DROP TABLE seed_runs; DELETE FROM schema_version WHERE version >= 3;
        ALTER TABLE users DROP COLUMN terms_version; ALTER TABLE users DROP COLUMN terms_accepted_at;
        UPDATE users SET point_balance = 777 WHERE id = 'user-anna';`);
    });
    backend = await startBackend({ dataDir });
    await backend.stop();
    expect(countsOf(dataDir)).toEqual(seeded);
    expect(withDb(dataDir, (db) => db.prepare("SELECT point_balance FROM users WHERE id = 'user-anna'").get())).toEqual({ point_balance: 777 });

    backend = await startBackend({ dataDir });
    await backend.stop();
    expect(countsOf(dataDir)).toEqual(seeded);
  }, 30_000);
});
