// Every lead product's statuses and sorts as plain values, without valibot, so an island can name
// them without carrying the schema library (leads.ts builds the schemas from them).
export const LEAD_STATUSES = [
  'ABORTED',
  'ACCOUNT_ANALYSIS',
  'APPROVED',
  'DENIED',
  'EXPIRED',
  'FINISHED',
  'MANUAL_INSPECTION',
  'PAID_OUT',
  'PROCESSING',
  'SENT_TO_CUSTOMER',
  'SIGNED',
  'SUPPLEMENT',
  'SUPPLEMENT_ACTION',
  'SUPPLEMENT_CONTACT_US',
] as const;

export const LEAD_SORTS = ['newest', 'oldest', 'latestChanged', 'cheapest', 'mostExpensive'] as const;
