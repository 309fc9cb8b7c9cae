// What a leasing lead's status asks of the dealer (SPEC §2 LeasingDetails): the next-step
// sentence and the actions the status allows. No second chance and no invoice reference in
// leasing; the badge is the loan's (the statuses are the same).
import type { LeadStatus } from '../api/leads';
import type { LeasingLead } from '../api/leasing-schemas';
import { signedLeadActions, type SignedLeadActions } from '../leads/actions';

/** Statuses in which nothing more is added to a lead. */
const CLOSED: readonly LeadStatus[] = ['DENIED', 'ABORTED', 'EXPIRED', 'FINISHED'];

/** Documents can be added while the lease is open (not once it is stopped or finished). */
export function leasingActionsFor(lead: Pick<LeasingLead, 'status' | 'signingLink'>): SignedLeadActions {
  return signedLeadActions(lead, !CLOSED.includes(lead.status));
}

/** The next-step sentence of a status (leasing.nextStep.<STATUS>). */
export const leasingNextStepKey = (status: LeadStatus): string => `leasing.nextStep.${status}`;
