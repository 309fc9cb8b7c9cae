// The inventory financing list's filters (SPEC §2, as the other lead lists) on the shared list
// pieces (src/lib/lists): the statuses a stock car's financing reaches (backend/README.md: the
// decision by price, the signers, the payout that draws on the limit, the payment that frees it)
// in the four groups, its sorts (cheapest and most expensive by the vehicle's price), 20 or 50 rows.
import { defineLeadListFilters } from '../leads/list-filters';

export const INVENTORY_LIST = defineLeadListFilters([
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
