import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { BLANCO_LEADS_SEED } from '../blanco/seed-leads.ts';
import { FINANCING_HISTORY_SEED } from '../business-finance/seed-history.ts';
import { COMMISSION_HISTORY_SEED } from '../commission/seed-history.ts';
import { ORGANISATIONS_SEED } from '../organisation/seed.ts';
import { INVENTORY_LEADS_SEED } from '../business-finance/seed-leads.ts';
import { LEASING_LEADS_SEED } from '../leasing/seed-leads.ts';
import { SHOP_ARTICLES_SEED } from '../shop/catalogue.ts';
import { MARKET_ADS_SEED } from '../market/seed-ads.ts';
import { seedOnce, type DemoSeed } from '../leads/seed.ts';
import { migrate } from './migrations.ts';
import { isEmpty, seed } from './seed.ts';

/** What each database gets once (seed_runs), in this order: the demo loan, leasing and inventory financing leads (and the latter's past cars), past commissions, the dealers' bank accounts and colleagues, the point shop's articles and the marketplace's ads. */
const DEMO_SEEDS: readonly DemoSeed[] = [
  BLANCO_LEADS_SEED,
  LEASING_LEADS_SEED,
  INVENTORY_LEADS_SEED,
  FINANCING_HISTORY_SEED,
  COMMISSION_HISTORY_SEED,
  ORGANISATIONS_SEED,
  SHOP_ARTICLES_SEED,
  MARKET_ADS_SEED,
];

/** Opens (creating if needed) portal.db in dataDir; WAL so the flag command can write while the server runs. */
function openDatabase(dataDir: string): DatabaseSync {
  mkdirSync(dataDir, { recursive: true });
  const db = new DatabaseSync(join(dataDir, 'portal.db'));
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA busy_timeout = 5000');
  db.exec('PRAGMA foreign_keys = ON');
  return db;
}

/** Migrates, then seeds the demo data only when the database has none, and each of DEMO_SEEDS once. */
export async function prepareDatabase(dataDir: string): Promise<DatabaseSync> {
  const db = openDatabase(dataDir);
  migrate(db);
  if (isEmpty(db)) await seed(db);
  for (const demoSeed of DEMO_SEEDS) seedOnce(db, demoSeed, Date.now());
  return db;
}
