// The lead statuses and list sorts as plain values, without valibot, so the loan list's
// island can name them without carrying the schema library (blanco.ts builds the schemas).
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
