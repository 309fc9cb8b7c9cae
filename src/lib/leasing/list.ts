// The leasing list's filters (SPEC §2 Leasing, as the loan list) on the shared list pieces
// (src/lib/lists): the statuses a leasing lead can reach (no second chance, no account analysis,
// no document supplement: backend/README.md) in the loan list's four groups, its sorts (cheapest
// and most expensive by the price excl. VAT), page sizes 20 and 50.
import { LEAD_SORTS, type LeadStatus } from '../api/blanco';
import type { StatusGroup } from '../blanco/status';
import { defineListFilters } from '../lists/filters';

const LEASING_STATUS_GROUPS: Record<StatusGroup, readonly LeadStatus[]> = {
  inProgress: ['PROCESSING', 'MANUAL_INSPECTION', 'SENT_TO_CUSTOMER', 'SIGNED'],
  needsAction: ['APPROVED', 'SUPPLEMENT_CONTACT_US'],
  done: ['PAID_OUT', 'FINISHED'],
  stopped: ['DENIED', 'ABORTED', 'EXPIRED'],
};

const LEASING_STATUSES = Object.values(LEASING_STATUS_GROUPS).flat();

export const LEASING_LIST = defineListFilters({ statuses: LEASING_STATUSES, groups: LEASING_STATUS_GROUPS, sorts: LEAD_SORTS, pageSizes: [20, 50] });

export const leasingGroupLabelKey = (group: StatusGroup) => `leasing.list.groups.${group}`;
