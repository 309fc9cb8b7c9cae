// What each lead status looks like, what happens next, and what the dealer may do (SPEC §4).
import type { Lead, LeadStatus, SecondChancePhase } from '../api/blanco';

export type Tone = 'neutral' | 'information' | 'success' | 'warning' | 'error';

const TONE: Record<LeadStatus, Tone> = {
  PROCESSING: 'information',
  MANUAL_INSPECTION: 'information',
  APPROVED: 'success',
  SENT_TO_CUSTOMER: 'information',
  SIGNED: 'success',
  PAID_OUT: 'success',
  FINISHED: 'neutral',
  SUPPLEMENT: 'warning',
  SUPPLEMENT_ACTION: 'warning',
  SUPPLEMENT_CONTACT_US: 'warning',
  ACCOUNT_ANALYSIS: 'warning',
  DENIED: 'error',
  ABORTED: 'neutral',
  EXPIRED: 'neutral',
};

export const statusTone = (status: LeadStatus): Tone => TONE[status];
export const statusLabelKey = (status: LeadStatus) => `blanco.status.${status}`;
/**
 * The next-step sentence on the details page. Once a lead is referred to second chance the
 * status stays DENIED (or ACCOUNT_ANALYSIS), but the sentence no longer offers the referral.
 */
export function nextStepKey(lead: Pick<Lead, 'status' | 'secondChance'>): string {
  const referrable = lead.status === 'DENIED' || lead.status === 'ACCOUNT_ANALYSIS';
  return referrable && lead.secondChance !== null ? 'blanco.next.referred' : `blanco.next.${lead.status}`;
}
export const secondChancePhaseKey = (phase: SecondChancePhase) => `blanco.secondChance.phase.${phase}`;

/** Statuses whose lead is settled: nothing more to do. */
const CLOSED: readonly LeadStatus[] = ['ABORTED', 'EXPIRED', 'FINISHED', 'PAID_OUT'];

export interface LeadActions {
  sendContract: boolean;
  uploadDocuments: boolean;
  secondChance: boolean;
  openSigningLink: boolean;
  setInvoiceReference: boolean;
  /** The lender wants a word with us first: the dealer calls the provider. */
  callUs: boolean;
}

export function actionsFor(lead: Pick<Lead, 'status' | 'secondChance' | 'signingLink'>): LeadActions {
  const { status } = lead;
  return {
    sendContract: status === 'APPROVED',
    uploadDocuments: status === 'SUPPLEMENT' || status === 'SUPPLEMENT_ACTION',
    secondChance: (status === 'DENIED' || status === 'ACCOUNT_ANALYSIS') && lead.secondChance === null,
    openSigningLink: status === 'SENT_TO_CUSTOMER' && lead.signingLink !== null,
    setInvoiceReference: !CLOSED.includes(status) && status !== 'DENIED',
    callUs: status === 'SUPPLEMENT_CONTACT_US',
  };
}

/** Whether the lead waits for the dealer: its next-step card then carries the action. */
export function needsDealer(allowed: LeadActions): boolean {
  return allowed.sendContract || allowed.uploadDocuments || allowed.secondChance || allowed.openSigningLink || allowed.callUs;
}

/** Second-chance phases that end the referral. */
export const SECOND_CHANCE_FINAL: readonly SecondChancePhase[] = ['DISBURSED', 'DECLINED', 'ERROR', 'EXCEPTION'];

const TONE_CLASS: Record<Tone, string> = {
  neutral: 'bg-slate-100 text-slate-800',
  information: 'bg-sky-100 text-sky-900',
  success: 'bg-emerald-100 text-emerald-900',
  warning: 'bg-amber-100 text-amber-900',
  error: 'bg-red-100 text-red-900',
};

/** The badge's classes, shared by the server-rendered and the island badge. */
export function statusBadgeClass(status: LeadStatus): string {
  return `inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium ${TONE_CLASS[statusTone(status)]}`;
}
