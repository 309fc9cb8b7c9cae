// What happens next with a loan and what the dealer may do in each status (SPEC §4); how a
// status looks is every lead product's (src/lib/leads/status.ts).
import type { Lead, SecondChancePhase } from '../api/blanco';
import type { LeadStatus } from '../api/leads';
import { signedLeadActions, type SignedLeadActions } from '../leads/actions';

/**
 * The next-step sentence on the details page. Once a lead is referred to second chance the
 * status stays DENIED (or ACCOUNT_ANALYSIS), but the sentence no longer offers the referral.
 */
export function nextStepKey(lead: Pick<Lead, 'status' | 'secondChance'>): string {
  const referrable = lead.status === 'DENIED' || lead.status === 'ACCOUNT_ANALYSIS';
  if (!referrable || lead.secondChance === null) return `blanco.next.${lead.status}`;
  // What the dealer cares about once the partner decided: the customer got the money, or got no loan.
  if (lead.secondChance.phase === 'DISBURSED') return 'blanco.next.partnerPaidOut';
  if (lead.secondChance.phase === 'DECLINED') return 'blanco.next.partnerDeclined';
  return 'blanco.next.referred';
}

/** The badge: a loan the partner lender paid out is paid out to the dealer, though the provider's own decision stays DENIED. */
export function badgeOf(lead: Pick<Lead, 'status' | 'secondChance'>): { status: LeadStatus; labelKey: string } | null {
  return lead.secondChance?.phase === 'DISBURSED' ? { status: 'PAID_OUT', labelKey: 'blanco.secondChance.paidOutBadge' } : null;
}
export const secondChancePhaseKey = (phase: SecondChancePhase) => `blanco.secondChance.phase.${phase}`;

/** Statuses whose lead is settled: nothing more to do. */
const CLOSED: readonly LeadStatus[] = ['ABORTED', 'EXPIRED', 'FINISHED', 'PAID_OUT'];

export interface LeadActions extends SignedLeadActions {
  secondChance: boolean;
  setInvoiceReference: boolean;
}

export function actionsFor(lead: Pick<Lead, 'status' | 'secondChance' | 'signingLink'>): LeadActions {
  const { status } = lead;
  return {
    ...signedLeadActions(lead, status === 'SUPPLEMENT' || status === 'SUPPLEMENT_ACTION'),
    secondChance: (status === 'DENIED' || status === 'ACCOUNT_ANALYSIS') && lead.secondChance === null,
    setInvoiceReference: !CLOSED.includes(status) && status !== 'DENIED',
  };
}
