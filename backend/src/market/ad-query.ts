// GET market/ads: the country's AVAILABLE ads, filtered and sorted in SQL, one page of them, and the
// makes of all of them (the filter's choices, whatever is filtered now).
import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import type { MarketAdPage, MarketSort, ParsedMarketAdQuery } from '../../../src/lib/api/market-schemas.ts';
import type { CountryCode } from '../../../src/lib/api/schemas.ts';
import { toMarketAd, type AdRow } from './ad-store.ts';

// Ties by id, so a page never repeats nor skips an ad.
const ORDER: Record<MarketSort, string> = {
  newest: 'created_at DESC, id',
  priceAsc: 'price ASC, id',
  priceDesc: 'price DESC, id',
  distanceAsc: 'distance_km ASC, id',
  modelYearDesc: 'model_year DESC, created_at DESC, id',
};

const DEFAULT_PAGE_SIZE = 20;

export function queryAds(db: DatabaseSync, publicUrl: string, country: CountryCode, dealerId: string, query: ParsedMarketAdQuery): MarketAdPage {
  const where = ['country_code = ?', "status = 'AVAILABLE'"];
  const values: SQLInputValue[] = [country];
  const add = (clause: string, value: SQLInputValue | undefined) => {
    if (value === undefined) return;
    where.push(clause);
    values.push(value);
  };
  add('make = ? COLLATE NOCASE', query.make);
  add('fuel = ?', query.fuel);
  add('gear = ?', query.gear);
  add('price >= ?', query.priceMin);
  add('price <= ?', query.priceMax);
  add('distance_km >= ?', query.distanceMin);
  add('distance_km <= ?', query.distanceMax);

  const page = query.page ?? 0;
  const size = query.size ?? DEFAULT_PAGE_SIZE;
  const filter = where.join(' AND ');
  const { total } = db.prepare(`SELECT COUNT(*) AS total FROM market_ads WHERE ${filter}`).get(...values) as { total: number };
  const rows = db
    .prepare(`SELECT * FROM market_ads WHERE ${filter} ORDER BY ${ORDER[query.sort ?? 'newest']} LIMIT ? OFFSET ?`)
    .all(...values, size, page * size) as unknown as AdRow[];
  const makes = db
    .prepare("SELECT DISTINCT make FROM market_ads WHERE country_code = ? AND status = 'AVAILABLE' ORDER BY make COLLATE NOCASE")
    .all(country) as { make: string }[];
  return {
    content: rows.map((row) => toMarketAd(db, publicUrl, row, dealerId)),
    page,
    size,
    totalElements: total,
    totalPages: Math.ceil(total / size),
    makes: makes.map((row) => row.make),
  };
}
