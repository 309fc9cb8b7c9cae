// What a leasing lead's status asks of the dealer (SPEC §2 LeasingDetails): the next-step
// sentence and the actions the status allows. No second chance and no invoice reference in
// leasing; the badge is the loan's (the statuses are the same).
import type { LeadStatus } from '../api/leads';
import type { LeasingLead } from '../api/leasing-schemas';

export interface LeasingActions {
  sendContract: boolean;
  /** The contract is with the customer: the dealer can open the signing link on the customer's device. */
  openSigningLink: boolean;
  /** The lender wants a word first: the dealer calls the provider. */
  callUs: boolean;
  /** Documents can be added while the lease is open (not once it is stopped or finished). */
  uploadDocuments: boolean;
}

/** Statuses in which nothing more is added to a lead. */
const CLOSED: readonly LeadStatus[] = ['DENIED', 'ABORTED', 'EXPIRED', 'FINISHED'];

export function leasingActionsFor(lead: Pick<LeasingLead, 'status' | 'signingLink'>): LeasingActions {
  return {
    sendContract: lead.status === 'APPROVED',
    openSigningLink: lead.status === 'SENT_TO_CUSTOMER' && lead.signingLink !== null,
    callUs: lead.status === 'SUPPLEMENT_CONTACT_US',
    uploadDocuments: !CLOSED.includes(lead.status),
  };
}


/** The next-step sentence of a status (leasing.nextStep.<STATUS>). */
export const leasingNextStepKey = (status: LeadStatus): string => `leasing.nextStep.${status}`;
