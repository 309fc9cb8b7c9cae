import type { DatabaseSync } from 'node:sqlite';
import { FLAG_NAMES, type FlagName, type Flags } from '../../src/lib/api/schemas.ts';

export function isFlagName(name: string): name is FlagName {
  return (FLAG_NAMES as readonly string[]).includes(name);
}

export function readFlags(db: DatabaseSync): Flags {
  const rows = db.prepare('SELECT name, enabled FROM flags').all() as { name: string; enabled: number }[];
  const enabled = new Map(rows.map((row) => [row.name, row.enabled === 1]));
  return { 'in-maintenance': enabled.get('in-maintenance') ?? false, PayMarketplace: enabled.get('PayMarketplace') ?? false };
}

export function setFlag(db: DatabaseSync, name: FlagName, enabled: boolean): void {
  db.prepare('INSERT INTO flags (name, enabled) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET enabled = excluded.enabled').run(name, enabled ? 1 : 0);
}
