// Migration 14 (see migrations.ts: never edited once released): when the buyer of a marketplace car
// said they picked it up (NULL: still waiting at the seller). Added only when missing, so the
// migration runs again harmlessly.
import type { DatabaseSync } from 'node:sqlite';

export function addMarketPickUps(db: DatabaseSync): void {
  const columns = db.prepare('PRAGMA table_info(market_purchases)').all() as { name: string }[];
  if (!columns.some((column) => column.name === 'picked_up_at')) {
    db.exec('ALTER TABLE market_purchases ADD COLUMN picked_up_at INTEGER');
  }
}
