// The inventory financing list's filters (SPEC §2, as the other lead lists) on the shared list
// pieces (src/lib/lists): the statuses a stock car's financing reaches (backend/README.md: the
// decision by price, the signers, the payout that draws on the limit, the payment that frees it)
// in the four groups, its sorts (cheapest and most expensive by the vehicle's price), 20 or 50 rows.
import { LEAD_SORTS } from '../api/leads';
import { statusGroupsOf } from '../leads/status';
import { defineListFilters } from '../lists/filters';

const INVENTORY_STATUS_GROUPS = statusGroupsOf([
  'PROCESSING',
  'SENT_TO_CUSTOMER',
  'SIGNED',
  'APPROVED',
  'SUPPLEMENT_CONTACT_US',
  'PAID_OUT',
  'FINISHED',
  'DENIED',
  'ABORTED',
  'EXPIRED',
]);

export const INVENTORY_LIST = defineListFilters({
  statuses: Object.values(INVENTORY_STATUS_GROUPS).flat(),
  groups: INVENTORY_STATUS_GROUPS,
  sorts: LEAD_SORTS,
  pageSizes: [20, 50],
});
