import type { DatabaseSync } from 'node:sqlite';
import type { Adapter, AdapterPayload } from 'oidc-provider';

interface StoreRow {
  payload: string;
  expires_at: number | null;
  consumed_at: number | null;
}

const epoch = () => Math.floor(Date.now() / 1000);

/**
 * A spent refresh token reads as unspent for `reuseIntervalS` after its first use, as Auth0's reuse
 * interval and Okta's grace period allow: a client whose refresh answer was lost (a timeout while
 * the provider was stalled) gets new tokens from the old one instead of having its grant revoked
 * by reuse detection. Past the interval a reuse ends the grant, as before.
 */
function toPayload(model: string, row: StoreRow | undefined, reuseIntervalS: number): AdapterPayload | undefined {
  if (!row || (row.expires_at !== null && row.expires_at <= epoch())) return undefined;
  const payload = JSON.parse(row.payload) as AdapterPayload;
  if (row.consumed_at === null) return payload;
  if (model === 'RefreshToken' && epoch() - row.consumed_at < reuseIntervalS) return payload;
  return { ...payload, consumed: row.consumed_at };
}

/** oidc-provider's storage in the oidc_store table, so sessions and refresh tokens survive a restart. */
export function createSqliteAdapter(db: DatabaseSync, reuseIntervalS: number): new (name: string) => Adapter {
  const select = (where: string) => db.prepare(`SELECT payload, expires_at, consumed_at FROM oidc_store WHERE model = ? AND ${where}`);
  const byId = select('id = ?');
  const byUid = select('uid = ?');
  const byUserCode = select('user_code = ?');
  const upsert = db.prepare(`INSERT INTO oidc_store (model, id, payload, grant_id, user_code, uid, account_id, expires_at, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT (model, id) DO UPDATE SET payload = excluded.payload, grant_id = excluded.grant_id,
      user_code = excluded.user_code, uid = excluded.uid, account_id = excluded.account_id, expires_at = excluded.expires_at`);
  // The first use counts: a reuse within the interval does not extend it.
  const consume = db.prepare('UPDATE oidc_store SET consumed_at = COALESCE(consumed_at, ?) WHERE model = ? AND id = ?');
  const destroy = db.prepare('DELETE FROM oidc_store WHERE model = ? AND id = ?');
  const revokeGrant = db.prepare('DELETE FROM oidc_store WHERE grant_id = ?');

  return class SqliteAdapter implements Adapter {
    name: string;

    constructor(name: string) {
      this.name = name;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
      upsert.run(
        this.name,
        id,
        JSON.stringify(payload),
        payload.grantId ?? null,
        payload.userCode ?? null,
        payload.uid ?? null,
        payload.accountId ?? null,
        expiresIn ? epoch() + expiresIn : null,
        Date.now(),
      );
    }

    async find(id: string) {
      return toPayload(this.name, byId.get(this.name, id) as StoreRow | undefined, reuseIntervalS);
    }

    async findByUid(uid: string) {
      return toPayload(this.name, byUid.get(this.name, uid) as StoreRow | undefined, reuseIntervalS);
    }

    async findByUserCode(userCode: string) {
      return toPayload(this.name, byUserCode.get(this.name, userCode) as StoreRow | undefined, reuseIntervalS);
    }

    async consume(id: string): Promise<void> {
      consume.run(epoch(), this.name, id);
    }

    async destroy(id: string): Promise<void> {
      destroy.run(this.name, id);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      revokeGrant.run(grantId);
    }
  };
}

export function pruneExpired(db: DatabaseSync): void {
  db.prepare('DELETE FROM oidc_store WHERE expires_at IS NOT NULL AND expires_at <= ?').run(epoch());
}
