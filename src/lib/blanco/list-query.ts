// The loan list's state in the URL (SPEC §2 Loan list): statuses, facility, only mine,
// sort, page and page size. The search is NOT here: it may be a personal identity number,
// so it lives in the server-side session and travels in POST bodies only.
import type { LeadQuery, LeadSort, LeadStatus } from '../api/blanco';
import { LEAD_SORTS, LEAD_STATUSES } from '../api/blanco-values';
import { groupMatching, isStatusGroup, statusesOfGroup } from './status';

export const PAGE_SIZES = [20, 50] as const;
export const DEFAULT_SORT: LeadSort = 'newest';

export interface ListFilters {
  statuses: LeadStatus[];
  facilityId: string | null;
  mine: boolean;
  sort: LeadSort;
  page: number;
  size: (typeof PAGE_SIZES)[number];
}

export const EMPTY_FILTERS: ListFilters = { statuses: [], facilityId: null, mine: false, sort: DEFAULT_SORT, page: 0, size: 20 };

const isStatus = (value: string): value is LeadStatus => (LEAD_STATUSES as readonly string[]).includes(value);
const isSort = (value: string): value is LeadSort => (LEAD_SORTS as readonly string[]).includes(value);

/** The query parameter of the one-click status group (a submit button of the filter form). */
export const GROUP_PARAM = 'group';

/**
 * Reads filters from a query string; anything unknown falls back to its default. A status
 * group (`group=needsAction`) stands for exactly its statuses, whatever boxes were ticked.
 */
export function filtersFromSearchParams(params: URLSearchParams): ListFilters {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const size = Number.parseInt(params.get('size') ?? '', 10);
  const sort = params.get('sort') ?? '';
  const group = params.get(GROUP_PARAM) ?? '';
  return {
    statuses: isStatusGroup(group) ? [...statusesOfGroup(group)] : [...new Set(params.getAll('status').filter(isStatus))],
    facilityId: params.get('facility') || null,
    mine: params.get('mine') === '1',
    sort: isSort(sort) ? sort : DEFAULT_SORT,
    page: Number.isFinite(page) && page > 0 ? page : 0,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? (size as ListFilters['size']) : 20,
  };
}

/** The query string of some filters, defaults left out, so equal filters make equal URLs. */
export function searchParamsFromFilters(filters: ListFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const status of [...filters.statuses].sort()) params.append('status', status);
  if (filters.facilityId) params.set('facility', filters.facilityId);
  if (filters.mine) params.set('mine', '1');
  if (filters.sort !== DEFAULT_SORT) params.set('sort', filters.sort);
  if (filters.page > 0) params.set('page', String(filters.page));
  if (filters.size !== 20) params.set('size', String(filters.size));
  return params;
}

export function listHref(path: string, filters: ListFilters): string {
  const query = searchParamsFromFilters(filters).toString();
  return query ? `${path}?${query}` : path;
}

export function hasFilters(filters: ListFilters): boolean {
  return searchParamsFromFilters({ ...filters, page: 0, size: 20 }).toString() !== '';
}

/**
 * How many filters narrow the list, for "Filter (n active)": a whole status group counts
 * once, other statuses one each, then the facility and "only mine". Sort and page size
 * only order and cut the list, so they do not count.
 */
export function activeFilterCount(filters: ListFilters): number {
  const statuses = groupMatching(filters.statuses) ? 1 : new Set(filters.statuses).size;
  return statuses + (filters.facilityId ? 1 : 0) + (filters.mine ? 1 : 0);
}

/** The API query (SPEC §7 leads/query) for filters and a search. */
export function toLeadQuery(filters: ListFilters, search: string): LeadQuery {
  const trimmed = search.trim();
  return {
    ...(trimmed ? { search: trimmed } : {}),
    ...(filters.statuses.length ? { statuses: filters.statuses } : {}),
    ...(filters.facilityId ? { facilityId: filters.facilityId } : {}),
    ...(filters.mine ? { mine: true } : {}),
    sort: filters.sort,
    page: filters.page,
    size: filters.size,
  };
}

/** Page links to show: first, last, and two either side of the current one. */
export function pageWindow(current: number, totalPages: number): (number | 'gap')[] {
  const pages = new Set([0, totalPages - 1, current - 2, current - 1, current, current + 1, current + 2]);
  const sorted = [...pages].filter((page) => page >= 0 && page < totalPages).sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  for (const page of sorted) {
    const last = out[out.length - 1];
    if (typeof last === 'number' && page - last > 1) out.push('gap');
    out.push(page);
  }
  return out;
}
