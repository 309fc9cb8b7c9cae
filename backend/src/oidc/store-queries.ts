import type { DatabaseSync } from 'node:sqlite';

/** Ends every grant of the account: its refresh tokens, codes and the grants themselves. */
export function revokeAllGrantsOf(db: DatabaseSync, accountId: string): void {
  db.prepare(
    `WITH grants (id) AS (
      SELECT grant_id FROM oidc_store WHERE account_id = ?1 AND grant_id IS NOT NULL
      UNION SELECT id FROM oidc_store WHERE model = 'Grant' AND account_id = ?1)
    DELETE FROM oidc_store
    WHERE grant_id IN (SELECT id FROM grants) OR (model = 'Grant' AND id IN (SELECT id FROM grants))`,
  ).run(accountId);
}

/** The refresh token values a client could still use, newest first. */
export function liveRefreshTokensOf(db: DatabaseSync, accountId: string): string[] {
  const rows = db
    .prepare(
      `SELECT id FROM oidc_store
    WHERE model = 'RefreshToken' AND account_id = ? AND consumed_at IS NULL AND (expires_at IS NULL OR expires_at > ?)
    ORDER BY created_at DESC, rowid DESC`,
    )
    .all(accountId, Math.floor(Date.now() / 1000)) as { id: string }[];
  return rows.map((row) => row.id);
}
