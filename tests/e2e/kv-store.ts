// Reads wrangler's local KV store (a miniflare SQLite database under the state directory)
// to count session entries and their expirations, as Workers KV would hold them.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

function sqliteFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sqliteFiles(path);
    return name.endsWith('.sqlite') ? [path] : [];
  });
}

export interface KvCount {
  total: number;
  withoutExpiration: number;
  /** Seconds from now to the furthest expiration (null when no entry). */
  furthestExpirationS: number | null;
}

/** Counts the entries of every local KV namespace under wrangler's state directory. */
export function countKvEntries(): KvCount {
  const stateDir = process.env.E2E_WRANGLER_STATE_DIR;
  if (!stateDir) throw new Error('E2E_WRANGLER_STATE_DIR is not set: run the tests with npm test');
  const files = sqliteFiles(join(stateDir, 'v3', 'kv'));
  if (files.length === 0) throw new Error(`no KV database under ${stateDir}/v3/kv`);
  const count: KvCount = { total: 0, withoutExpiration: 0, furthestExpirationS: null };
  for (const file of files) {
    const db = new DatabaseSync(file, { readOnly: true });
    try {
      // metadata.sqlite sits beside the namespaces' databases.
      const table = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = '_mf_entries'").get();
      if (!table) continue;
      const row = db.prepare('SELECT COUNT(*) AS total, SUM(expiration IS NULL) AS open, MAX(expiration) AS furthest FROM _mf_entries').get() as {
        total: number;
        open: number | null;
        furthest: number | null;
      };
      count.total += row.total;
      count.withoutExpiration += row.open ?? 0;
      if (row.furthest !== null) {
        // miniflare keeps the expiration in milliseconds (the KV API speaks seconds).
        const ms = row.furthest > 1e11 ? row.furthest : row.furthest * 1000;
        const seconds = (ms - Date.now()) / 1000;
        count.furthestExpirationS = Math.max(count.furthestExpirationS ?? -Infinity, seconds);
      }
    } finally {
      db.close();
    }
  }
  return count;
}

/** What a KV entry's blob holds (miniflare keeps each value in a file beside the databases). */
export function kvBlobText(blobId: string): string | null {
  const stateDir = process.env.E2E_WRANGLER_STATE_DIR!;
  for (const namespace of readdirSync(join(stateDir, 'v3', 'kv'))) {
    const path = join(stateDir, 'v3', 'kv', namespace, 'blobs', blobId);
    try {
      return readFileSync(path, 'utf8');
    } catch {
      // Not this namespace's.
    }
  }
  return null;
}

/** Every KV entry's key and the blob it holds now: a write gives the key a new blob. */
export function kvBlobs(): Map<string, string> {
  const stateDir = process.env.E2E_WRANGLER_STATE_DIR;
  if (!stateDir) throw new Error('E2E_WRANGLER_STATE_DIR is not set: run the tests with npm test');
  const blobs = new Map<string, string>();
  for (const file of sqliteFiles(join(stateDir, 'v3', 'kv'))) {
    const db = new DatabaseSync(file, { readOnly: true });
    try {
      if (!db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = '_mf_entries'").get()) continue;
      for (const row of db.prepare('SELECT key, blob_id FROM _mf_entries').all() as { key: string; blob_id: string }[]) blobs.set(row.key, row.blob_id);
    } finally {
      db.close();
    }
  }
  return blobs;
}

/** When a session (by its cookie's value) was signed in and last seen, as the worker's KV holds it; null when it holds none. */
export function sessionTimes(sessionId: string): { createdAt: number; lastSeenAt: number } | null {
  const digest = createHash('sha256').update(sessionId).digest('base64url');
  const blob = kvBlobs().get(`session:${digest}`);
  const text = blob ? kvBlobText(blob) : null;
  if (!text) return null;
  const { createdAt, lastSeenAt } = JSON.parse(text) as { createdAt: number; lastSeenAt: number };
  return { createdAt, lastSeenAt };
}
