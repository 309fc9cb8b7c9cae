// The loan list's filters (SPEC §2 Loan list) on the shared list pieces (src/lib/lists):
// every status, in the dealer's groups, its sorts, page sizes 20 and 50.
import { LEAD_SORTS, LEAD_STATUSES } from '../api/leads';
import { statusGroupsOf } from '../leads/status';
import { defineListFilters } from '../lists/filters';

export const BLANCO_LIST = defineListFilters({ statuses: LEAD_STATUSES, groups: statusGroupsOf(LEAD_STATUSES), sorts: LEAD_SORTS, pageSizes: [20, 50] });
