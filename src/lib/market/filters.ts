// The marketplace list's filters as a plain GET form and URL (SPEC §2 MarketPlace): what the dealer
// typed, read back from the query string, checked (a range's bounds whole numbers ≥ 0, the lower
// not above the upper: a message, never a crash), turned into the Partner API's query, and the
// links (pages, sort, clear) built from it. Pure: unit-tested.
import { FUEL_TYPES, GEAR_TYPES } from '../api/lookup-schemas';
import { MARKET_SORTS, type MarketAdQuery, type MarketSort } from '../api/market-schemas';
import { parseNumber } from '../forms/number';

type Fuel = (typeof FUEL_TYPES)[number];
type Gear = (typeof GEAR_TYPES)[number];

/**
 * Ads per page: a grid of cards, 3 × 4 on a wide screen.
 * @internal exported for its unit tests
 */
export const MARKET_PAGE_SIZE = 12;
const DEFAULT_MARKET_SORT: MarketSort = 'newest';
const RANGES = ['price', 'distance'] as const;
export type MarketRange = (typeof RANGES)[number];

/** The form's values as typed (bounds kept as text so a rejected one is shown back). */
export interface MarketFilters {
  make: string;
  fuel: Fuel | '';
  gear: Gear | '';
  priceMin: string;
  priceMax: string;
  distanceMin: string;
  distanceMax: string;
  sort: MarketSort;
  page: number;
}

/** A range that cannot be used: which one, and the marketPlace message key that says why. */
type RangeProblems = Partial<Record<MarketRange, 'marketPlace.filters.errors.notWholeNumber' | 'marketPlace.filters.errors.reversed'>>;

export interface MarketListRequest {
  filters: MarketFilters;
  problems: RangeProblems;
  /** What to ask the Partner API: a range with a problem is left out, the rest applies. */
  query: MarketAdQuery;
}

const pick = <T extends string>(allowed: readonly T[], value: string | null): T | '' =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : '';

/** A bound as a whole number ≥ 0 ("150 000" and "150000" alike), null when empty, NaN when not one. */
function bound(text: string): number | null {
  const value = parseNumber(text);
  if (value === null) return null;
  return Number.isInteger(value) && value >= 0 && value <= 999_999_999_999 ? value : Number.NaN;
}

function checkRange(min: string, max: string): { problem?: RangeProblems[MarketRange]; low?: number; high?: number } {
  const low = bound(min);
  const high = bound(max);
  if (Number.isNaN(low) || Number.isNaN(high)) return { problem: 'marketPlace.filters.errors.notWholeNumber' };
  if (low !== null && high !== null && low > high) return { problem: 'marketPlace.filters.errors.reversed' };
  return { low: low ?? undefined, high: high ?? undefined };
}

/** Reads the list's query string; anything unknown (a fuel that does not exist, page -1) falls back to its default. */
export function readMarketFilters(params: URLSearchParams): MarketListRequest {
  const text = (name: string) => (params.get(name) ?? '').trim().slice(0, 60);
  const pageText = params.get('page') ?? '';
  const page = /^\d{1,5}$/.test(pageText) ? Number(pageText) : 0;
  const filters: MarketFilters = {
    make: text('make'),
    fuel: pick(FUEL_TYPES, params.get('fuel')),
    gear: pick(GEAR_TYPES, params.get('gear')),
    priceMin: text('priceMin'),
    priceMax: text('priceMax'),
    distanceMin: text('distanceMin'),
    distanceMax: text('distanceMax'),
    sort: pick(MARKET_SORTS, params.get('sort')) || DEFAULT_MARKET_SORT,
    page: Math.max(0, page),
  };
  const problems: RangeProblems = {};
  const query: MarketAdQuery = { page: filters.page, size: MARKET_PAGE_SIZE, sort: filters.sort };
  if (filters.make) query.make = filters.make;
  if (filters.fuel) query.fuel = filters.fuel;
  if (filters.gear) query.gear = filters.gear;
  for (const range of RANGES) {
    const checked = checkRange(filters[`${range}Min`], filters[`${range}Max`]);
    if (checked.problem) {
      problems[range] = checked.problem;
      continue;
    }
    if (checked.low !== undefined) query[`${range}Min`] = checked.low;
    if (checked.high !== undefined) query[`${range}Max`] = checked.high;
  }
  return { filters, problems, query };
}

/** How many filters narrow the list (sort and page do not). */
export function activeFilterCount(filters: MarketFilters): number {
  const ranges = RANGES.filter((range) => filters[`${range}Min`] !== '' || filters[`${range}Max`] !== '').length;
  return [filters.make, filters.fuel, filters.gear].filter((value) => value !== '').length + ranges;
}

/**
 * The list's URL for these filters with some changed: empty values and defaults are left out, the
 * page counts from 0 as in every list's URL (the pager shows it from 1); changing a filter goes
 * back to the first page.
 */
export function marketListHref(path: string, filters: MarketFilters, change: Partial<MarketFilters> = {}): string {
  const next = { ...filters, ...change };
  if (change.page === undefined) next.page = Object.keys(change).length > 0 ? 0 : filters.page;
  const params = new URLSearchParams();
  for (const name of ['make', 'fuel', 'gear', 'priceMin', 'priceMax', 'distanceMin', 'distanceMax'] as const) {
    if (next[name] !== '') params.set(name, next[name]);
  }
  if (next.sort !== DEFAULT_MARKET_SORT) params.set('sort', next.sort);
  if (next.page > 0) params.set('page', String(next.page));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
