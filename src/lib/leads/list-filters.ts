// A lead product's list filters (SPEC §2), the same for every product but for the statuses it
// reaches: those statuses in the four groups, the shared sorts, 20 or 50 rows a page.
import { LEAD_SORTS, type LeadStatus } from '../api/leads';
import { defineListFilters } from '../lists/filters';
import { statusGroupsOf } from './status';

export function defineLeadListFilters(statuses: readonly LeadStatus[]) {
  const groups = statusGroupsOf(statuses);
  return defineListFilters({ statuses: Object.values(groups).flat(), groups, sorts: LEAD_SORTS, pageSizes: [20, 50] });
}
