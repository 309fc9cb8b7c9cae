// The automatic part of a leasing lead's life: the credit decision, the customer's signature and the
// payout to the dealer, as a loan's (leads/lifecycle.ts), with its own timers table.
import { leadLifecycle } from '../leads/lifecycle.ts';
import { LEASING_LEADS } from './lead-store.ts';

export const LEASING_LIFECYCLE = leadLifecycle({
  leads: LEASING_LEADS,
  timersTable: 'leasing_lead_timers',
  tickerName: 'leasing ticker',
  // The dealer is paid the price; commission and points as for a loan of that amount.
  payoutAmount: (lead) => lead.price,
});
