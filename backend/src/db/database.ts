import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { seedLeadsOnce } from '../blanco/seed-leads.ts';
import { seedFinancingHistoryOnce } from '../business-finance/seed-history.ts';
import { seedCommissionHistoryOnce } from '../commission/seed-history.ts';
import { seedOrganisationsOnce } from '../organisation/seed.ts';
import { seedInventoryLeadsOnce } from '../business-finance/seed-leads.ts';
import { seedLeasingLeadsOnce } from '../leasing/seed-leads.ts';
import { seedShopArticlesOnce } from '../shop/catalogue.ts';
import { seedMarketAdsOnce } from '../market/seed-ads.ts';
import { migrate } from './migrations.ts';
import { isEmpty, seed } from './seed.ts';


/** Opens (creating if needed) portal.db in dataDir; WAL so the flag command can write while the server runs. */
function openDatabase(dataDir: string): DatabaseSync {
  mkdirSync(dataDir, { recursive: true });
  const db = new DatabaseSync(join(dataDir, 'portal.db'));
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA busy_timeout = 5000');
  db.exec('PRAGMA foreign_keys = ON');
  return db;
}

/** Migrates, then seeds the demo data only when the database has none, and the demo loan, leasing and inventory financing leads (and the latter's past cars), past commissions, the dealers' bank accounts and colleagues, the point shop's articles and the marketplace's ads once. */
export async function prepareDatabase(dataDir: string): Promise<DatabaseSync> {
  const db = openDatabase(dataDir);
  migrate(db);
  if (isEmpty(db)) await seed(db);
  seedLeadsOnce(db);
  seedLeasingLeadsOnce(db);
  seedInventoryLeadsOnce(db);
  seedFinancingHistoryOnce(db);
  seedCommissionHistoryOnce(db);
  seedOrganisationsOnce(db);
  seedShopArticlesOnce(db);
  seedMarketAdsOnce(db);
  return db;
}
