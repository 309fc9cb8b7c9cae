// What a lead's status looks like in every lead product (SPEC §4, §9 statuses): its tone, its label,
// its badge, and the four groups a dealer thinks in (issue 9). A product reaches some of the
// statuses; its list offers the groups narrowed to them (statusGroupsOf).
import type { LeadStatus } from '../api/leads';
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

/** @internal exported for its unit tests */
export const statusTone = (status: LeadStatus): Tone => TONE[status];
/** A status's name, in the product's own words where it has them (inventory financing's signers are the dealer's own). */
export const statusLabelKey = (status: LeadStatus, product?: { key: string; ownStatusLabels?: readonly LeadStatus[] }) =>
  product?.ownStatusLabels?.includes(status) ? `${product.key}.statusLabel.${status}` : `leads.status.${status}`;

/**
 * The statuses as a dealer thinks of them: still on its way, waiting for the dealer (send the
 * contract, add documents, call us), done, or stopped. Every status is in exactly one group; a
 * list offers each group as a one-click filter.
 * @internal exported for its unit tests
 */
export const STATUS_GROUPS = ['inProgress', 'needsAction', 'done', 'stopped'] as const;
export type StatusGroup = (typeof STATUS_GROUPS)[number];

const GROUP_MEMBERS: Record<StatusGroup, readonly LeadStatus[]> = {
  inProgress: ['PROCESSING', 'MANUAL_INSPECTION', 'ACCOUNT_ANALYSIS', 'SENT_TO_CUSTOMER', 'SIGNED'],
  needsAction: ['APPROVED', 'SUPPLEMENT', 'SUPPLEMENT_ACTION', 'SUPPLEMENT_CONTACT_US'],
  done: ['PAID_OUT', 'FINISHED'],
  stopped: ['DENIED', 'ABORTED', 'EXPIRED'],
};

/** The groups of a product that reaches only `statuses`: each group keeps the statuses the product has. */
export function statusGroupsOf(statuses: readonly LeadStatus[]): Record<StatusGroup, readonly LeadStatus[]> {
  const within = (group: StatusGroup) => GROUP_MEMBERS[group].filter((status) => statuses.includes(status));
  return { inProgress: within('inProgress'), needsAction: within('needsAction'), done: within('done'), stopped: within('stopped') };
}

export const statusGroupLabelKey = (group: StatusGroup) => `leads.list.groups.${group}`;

/** @internal exported for its unit tests */
export function groupOfStatus(status: LeadStatus): StatusGroup {
  return STATUS_GROUPS.find((group) => GROUP_MEMBERS[group].includes(status))!;
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
