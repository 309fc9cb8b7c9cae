// The leasing list's filters (SPEC §2 Leasing, as the loan list) on the shared list pieces
// (src/lib/lists): the statuses a leasing lead can reach (no second chance, no account analysis,
// no document supplement: backend/README.md) in every lead list's four groups, its sorts (cheapest
// and most expensive by the price excl. VAT), page sizes 20 and 50.
import { defineLeadListFilters } from '../leads/list-filters';

export const LEASING_LIST = defineLeadListFilters([
  'PROCESSING',
  'MANUAL_INSPECTION',
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
