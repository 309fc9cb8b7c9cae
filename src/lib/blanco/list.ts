// The loan list's filters (SPEC §2 Loan list) on the shared list pieces (src/lib/lists):
// its statuses in the dealer's groups, its sorts, page sizes 20 and 50.
import { LEAD_SORTS, LEAD_STATUSES, type LeadQuery, type LeadSort, type LeadStatus } from '../api/blanco';
import { defineListFilters, type ListFilters } from '../lists/filters';
import { STATUS_GROUP_MEMBERS } from './status';

export const BLANCO_LIST = defineListFilters({ statuses: LEAD_STATUSES, groups: STATUS_GROUP_MEMBERS, sorts: LEAD_SORTS, pageSizes: [20, 50] });

export type LeadListFilters = ListFilters<LeadStatus, LeadSort>;

/** The API query (SPEC §7 leads/query) for filters and a search: the search only ever in this body. */
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
