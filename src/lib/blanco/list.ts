// The loan list's filters (SPEC §2 Loan list) on the shared list pieces (src/lib/lists):
// its statuses in the dealer's groups, its sorts, page sizes 20 and 50.
import { LEAD_SORTS, LEAD_STATUSES } from '../api/blanco';
import { defineListFilters } from '../lists/filters';
import { STATUS_GROUP_MEMBERS } from './status';

export const BLANCO_LIST = defineListFilters({ statuses: LEAD_STATUSES, groups: STATUS_GROUP_MEMBERS, sorts: LEAD_SORTS, pageSizes: [20, 50] });
