// The Partner API's lead list query (SPEC §7 leads/query), the same for every lead product
// (blanco and leasing): a list's filters and search as its body. The search only ever in the body.
import type { LeadQuery, LeadSort, LeadStatus } from '../api/leads';
import type { ListFilters } from '../lists/filters';

export type LeadListFilters = ListFilters<LeadStatus, LeadSort>;

export function toLeadQuery(filters: LeadListFilters, search: string): LeadQuery {
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
