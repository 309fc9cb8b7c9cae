// The inventory financing list's filters (SPEC §2, as the other lead lists) on the shared list
// pieces (src/lib/lists): the statuses a stock car's financing reaches (backend/README.md: the
// decision by price, the signers, the payout that draws on the limit, the payment that frees it)
// in the four groups, its sorts (cheapest and most expensive by the vehicle's price), 20 or 50 rows.
import { LEAD_SORTS, type LeadStatus } from '../api/blanco';
import type { StatusGroup } from '../blanco/status';
import { defineListFilters } from '../lists/filters';

const INVENTORY_STATUS_GROUPS: Record<StatusGroup, readonly LeadStatus[]> = {
  inProgress: ['PROCESSING', 'SENT_TO_CUSTOMER', 'SIGNED'],
  needsAction: ['APPROVED', 'SUPPLEMENT_CONTACT_US'],
  done: ['PAID_OUT', 'FINISHED'],
  stopped: ['DENIED', 'ABORTED', 'EXPIRED'],
};

export const INVENTORY_LIST = defineListFilters({
  statuses: Object.values(INVENTORY_STATUS_GROUPS).flat(),
  groups: INVENTORY_STATUS_GROUPS,
  sorts: LEAD_SORTS,
  pageSizes: [20, 50],
});

export const inventoryGroupLabelKey = (group: StatusGroup) => `inventoryFinancing.list.groups.${group}`;
