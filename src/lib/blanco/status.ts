// What each lead status looks like, what happens next, and what the dealer may do (SPEC §4).
import type { Lead, LeadStatus, SecondChancePhase } from '../api/blanco';
import type { BadgeIconName as IconName } from '../ui/badge-icons';
import { BADGE_SHAPE, TONE_LOOK, type Tone } from '../ui/tones';

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

/**
 * The statuses as a dealer thinks of them (issue 9): still on its way, waiting for the
 * dealer (send the contract, add documents, call us), done, or stopped. Every status is
 * in exactly one group; the loan list offers each group as a one-click filter.
 */
export const STATUS_GROUPS = ['inProgress', 'needsAction', 'done', 'stopped'] as const;
export type StatusGroup = (typeof STATUS_GROUPS)[number];

export const STATUS_GROUP_MEMBERS: Record<StatusGroup, readonly LeadStatus[]> = {
  inProgress: ['PROCESSING', 'MANUAL_INSPECTION', 'ACCOUNT_ANALYSIS', 'SENT_TO_CUSTOMER', 'SIGNED'],
  needsAction: ['APPROVED', 'SUPPLEMENT', 'SUPPLEMENT_ACTION', 'SUPPLEMENT_CONTACT_US'],
  done: ['PAID_OUT', 'FINISHED'],
  stopped: ['DENIED', 'ABORTED', 'EXPIRED'],
};

export const statusesOfGroup = (group: StatusGroup): readonly LeadStatus[] => STATUS_GROUP_MEMBERS[group];
export const statusGroupLabelKey = (group: StatusGroup) => `blanco.list.groups.${group}`;

export function groupOfStatus(status: LeadStatus): StatusGroup {
  return STATUS_GROUPS.find((group) => STATUS_GROUP_MEMBERS[group].includes(status))!;
}

const GROUP_ICON: Record<StatusGroup, IconName> = { inProgress: 'hourglass', needsAction: 'warning', done: 'flag', stopped: 'stop' };

/**
 * Approved, signed and paid out are all good news, so they share a colour; their icon
 * and shape tell them apart (soft, outlined, solid), never the colour alone.
 */
const OWN_LOOK: Partial<Record<LeadStatus, { icon: IconName; colours: string }>> = {
  APPROVED: { icon: 'check', colours: TONE_LOOK.success.badge },
  SIGNED: { icon: 'pen', colours: 'bg-white text-emerald-900 ring-1 ring-inset ring-emerald-700' },
  PAID_OUT: { icon: 'coins', colours: 'bg-emerald-800 text-white' },
};

export interface StatusBadgeLook {
  className: string;
  /** The tone's colours alone, for markup that writes the pill as the `badge` shortcut. */
  colours: string;
  icon: IconName;
}

/** The badge's classes and icon, shared by the server-rendered and the island badge. */
export function statusBadge(status: LeadStatus): StatusBadgeLook {
  const own = OWN_LOOK[status];
  const colours = own?.colours ?? TONE_LOOK[statusTone(status)].badge;
  return {
    className: `${BADGE_SHAPE} ${colours}`,
    colours,
    icon: own?.icon ?? GROUP_ICON[groupOfStatus(status)],
  };
}
