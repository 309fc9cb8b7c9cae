import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { SecondChancePhase } from '../../src/lib/api/blanco';
import { LEAD_STATUSES, type LeadStatus } from '../../src/lib/api/leads';
import { INVOICE_REFERENCE_MAX, InvoiceReferenceFormSchema } from '../../src/lib/blanco/invoice-reference';
import { actionsFor, badgeOf, nextStepKey, secondChancePhaseKey } from '../../src/lib/blanco/status';
import {
  groupOfStatus,
  STATUS_GROUPS,
  statusBadge,
  statusGroupLabelKey,
  statusGroupsOf,
  statusLabelKey,
  statusTone,
  type StatusGroup,
} from '../../src/lib/leads/status';
import { afterSubmit, WAIT_MAX_REFRESHES } from '../../src/lib/leads/waiting';
import { BLANCO_LIST } from '../../src/lib/blanco/list';
import { INVENTORY_FINANCING_PRODUCT } from '../../src/lib/inventory-financing/product';
import { LEASING_PRODUCT } from '../../src/lib/leasing/product';

const { groupMatching, isGroup: isStatusGroup } = BLANCO_LIST;
const statusesOfGroup = (group: StatusGroup) => statusGroupsOf(LEAD_STATUSES)[group];

const lead = (status: LeadStatus, extra: { secondChance?: null | { phase: SecondChancePhase; updatedAt: string }; signingLink?: string | null } = {}) =>
  ({ status, secondChance: null, signingLink: null, ...extra }) as Parameters<typeof actionsFor>[0];

describe('what a lead status looks like', () => {
  it.each([
    ['APPROVED', 'success', 'emerald'],
    ['SIGNED', 'success', 'emerald'],
    ['PAID_OUT', 'success', 'emerald'],
    ['PROCESSING', 'information', 'sky'],
    ['MANUAL_INSPECTION', 'information', 'sky'],
    ['SENT_TO_CUSTOMER', 'information', 'sky'],
    ['SUPPLEMENT', 'warning', 'amber'],
    ['SUPPLEMENT_ACTION', 'warning', 'amber'],
    ['SUPPLEMENT_CONTACT_US', 'warning', 'amber'],
    ['ACCOUNT_ANALYSIS', 'warning', 'amber'],
    ['DENIED', 'error', 'red'],
    ['FINISHED', 'neutral', 'slate'],
    ['ABORTED', 'neutral', 'slate'],
    ['EXPIRED', 'neutral', 'slate'],
  ] as const)('%s is shown as %s (%s badge)', (status, tone, colour) => {
    expect(statusTone(status)).toBe(tone);
    expect(statusBadge(status).className).toContain(`-${colour}-`);
    expect(statusBadge(status).className).toMatch(/^inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2\.5 py-0\.5 text-xs font-medium /);
  });

  it('tells approved, signed and paid out apart by icon and shape, not by colour alone', () => {
    const looks = (['APPROVED', 'SIGNED', 'PAID_OUT'] as const).map(statusBadge);
    expect(new Set(looks.map((look) => look.icon)).size).toBe(3);
    expect(looks.map((look) => look.icon)).toEqual(['check', 'pen', 'coins']);
    expect(looks[0]!.className).toContain('bg-emerald-100');
    expect(looks[1]!.className).toContain('ring-1');
    expect(looks[2]!.className).toContain('bg-emerald-800 text-white');
  });

  it('gives every other status its group’s icon', () => {
    expect(statusBadge('PROCESSING').icon).toBe('hourglass');
    expect(statusBadge('SUPPLEMENT').icon).toBe('warning');
    expect(statusBadge('FINISHED').icon).toBe('flag');
    expect(statusBadge('DENIED').icon).toBe('stop');
  });

  it('names every status, its next step and second-chance phase by a message key', () => {
    expect(statusLabelKey('DENIED')).toBe('leads.status.DENIED');
    // An inventory agreement is signed by the dealer's own signatory and guarantor, not by a customer.
    expect(statusLabelKey('SENT_TO_CUSTOMER', INVENTORY_FINANCING_PRODUCT)).toBe('inventoryFinancing.statusLabel.SENT_TO_CUSTOMER');
    expect(statusLabelKey('APPROVED', INVENTORY_FINANCING_PRODUCT)).toBe('leads.status.APPROVED');
    expect(statusLabelKey('SENT_TO_CUSTOMER', LEASING_PRODUCT)).toBe('leads.status.SENT_TO_CUSTOMER');
    expect(nextStepKey(lead('SUPPLEMENT'))).toBe('blanco.next.SUPPLEMENT');
    expect(secondChancePhaseKey('OFFERS_RECEIVED')).toBe('blanco.secondChance.phase.OFFERS_RECEIVED');
  });
});

describe('the next step of a lead', () => {
  const referred = { secondChance: { phase: 'INITIAL', updatedAt: '2026-01-01T00:00:00Z' } } as const;

  it('no longer offers second chance once the lead is referred', () => {
    expect(nextStepKey(lead('DENIED'))).toBe('blanco.next.DENIED');
    expect(nextStepKey(lead('DENIED', referred))).toBe('blanco.next.referred');
    expect(nextStepKey(lead('ACCOUNT_ANALYSIS', referred))).toBe('blanco.next.referred');
  });

  const phase = (name: SecondChancePhase) => ({ secondChance: { phase: name, updatedAt: '2026-01-01T00:00:00Z' } });
  it('says the customer got the money once the partner paid out, and that the application ended once the partner declined too', () => {
    expect(nextStepKey(lead('DENIED', phase('DISBURSED')))).toBe('blanco.next.partnerPaidOut');
    expect(nextStepKey(lead('ACCOUNT_ANALYSIS', phase('DECLINED')))).toBe('blanco.next.partnerDeclined');
    expect(nextStepKey(lead('DENIED', phase('AWAITING_SIGNATURE')))).toBe('blanco.next.referred');
  });

  it('badges a loan the partner paid out as paid out through the partner, not as denied; any other loan by its status', () => {
    expect(badgeOf(lead('DENIED', phase('DISBURSED')))).toEqual({ status: 'PAID_OUT', labelKey: 'blanco.secondChance.paidOutBadge' });
    expect(badgeOf(lead('DENIED', phase('PROCESSING')))).toBeNull();
    expect(badgeOf(lead('DENIED'))).toBeNull();
  });
});

describe('what the dealer may do with a lead', () => {
  it('sends the contract of an approved lead only', () => {
    for (const status of LEAD_STATUSES) expect(actionsFor(lead(status)).sendContract).toBe(status === 'APPROVED');
  });

  it('uploads documents when a supplement is asked for', () => {
    const allowed = LEAD_STATUSES.filter((status) => actionsFor(lead(status)).uploadDocuments);
    expect(allowed.sort()).toEqual(['SUPPLEMENT', 'SUPPLEMENT_ACTION']);
  });

  it('refers a denied or account-analysis lead to second chance once', () => {
    const allowed = LEAD_STATUSES.filter((status) => actionsFor(lead(status)).secondChance);
    expect(allowed.sort()).toEqual(['ACCOUNT_ANALYSIS', 'DENIED']);
    expect(actionsFor(lead('DENIED', { secondChance: { phase: 'INITIAL', updatedAt: '2026-01-01T00:00:00Z' } })).secondChance).toBe(false);
    expect(actionsFor(lead('ACCOUNT_ANALYSIS', { secondChance: { phase: 'INITIAL', updatedAt: '2026-01-01T00:00:00Z' } })).secondChance).toBe(false);
  });

  it('opens the signing link only when the contract is with the customer and there is a link', () => {
    expect(actionsFor(lead('SENT_TO_CUSTOMER', { signingLink: 'https://sign.example/x' })).openSigningLink).toBe(true);
    expect(actionsFor(lead('SENT_TO_CUSTOMER')).openSigningLink).toBe(false);
    expect(actionsFor(lead('APPROVED', { signingLink: 'https://sign.example/x' })).openSigningLink).toBe(false);
  });

  it('sets an invoice reference on open leads only, never on settled or denied ones', () => {
    const refused = LEAD_STATUSES.filter((status) => !actionsFor(lead(status)).setInvoiceReference);
    expect(refused.sort()).toEqual(['ABORTED', 'DENIED', 'EXPIRED', 'FINISHED', 'PAID_OUT']);
  });
});

describe('the dealer’s own invoice reference', () => {
  const parse = (ownInvoiceReference: string, leadId = 'lead-1') => v.safeParse(InvoiceReferenceFormSchema, { leadId, ownInvoiceReference });
  const messages = (result: ReturnType<typeof parse>) => (result.success ? [] : result.issues.map((issue) => issue.message));

  it('takes letters and digits of any Nordic alphabet, trimmed', () => {
    const result = parse('  Åsa2026Öl  ');
    expect(result.success && result.output).toEqual({ leadId: 'lead-1', ownInvoiceReference: 'Åsa2026Öl' });
  });

  it('takes exactly 20 characters and refuses 21', () => {
    expect(INVOICE_REFERENCE_MAX).toBe(20);
    expect(parse('A'.repeat(20)).success).toBe(true);
    expect(messages(parse('A'.repeat(21)))).toEqual(['blanco.invoice.errors.invalid']);
  });

  it('asks for a reference when it is empty or blank', () => {
    expect(messages(parse(''))).toContain('blanco.invoice.errors.required');
    expect(messages(parse('   '))).toContain('blanco.invoice.errors.required');
  });

  it.each(['AB-12', 'AB 12', 'AB/12', 'x;drop', '12.5'])('refuses %j: letters and digits only', (reference) => {
    expect(messages(parse(reference))).toEqual(['blanco.invoice.errors.invalid']);
  });

  it('needs the lead it belongs to', () => {
    expect(parse('AB12', '').success).toBe(false);
  });
});

describe('the waiting screen after submit', () => {
  it('is not shown unless the page was reached by submitting', () => {
    expect(afterSubmit(new URLSearchParams(''), 'PROCESSING')).toEqual({ kind: 'none' });
  });

  it('shows the result once the lead is no longer processing', () => {
    expect(afterSubmit(new URLSearchParams('submitted=1'), 'APPROVED')).toEqual({ kind: 'result' });
    expect(afterSubmit(new URLSearchParams('submitted=1&wait=3'), 'DENIED')).toEqual({ kind: 'result' });
  });

  it('counts its reloads while the lead is processing', () => {
    expect(afterSubmit(new URLSearchParams('submitted=1'), 'PROCESSING')).toEqual({ kind: 'waiting', next: 1 });
    expect(afterSubmit(new URLSearchParams('submitted=1&wait=nonsense'), 'PROCESSING')).toEqual({ kind: 'waiting', next: 1 });
    expect(afterSubmit(new URLSearchParams('submitted=1&wait=3'), 'PROCESSING')).toEqual({ kind: 'waiting', next: 4 });
    expect(afterSubmit(new URLSearchParams(`submitted=1&wait=${WAIT_MAX_REFRESHES - 1}`), 'PROCESSING')).toEqual({ kind: 'waiting', next: 8 });
  });

  it('says the answer takes longer after eight reloads', () => {
    expect(WAIT_MAX_REFRESHES).toBe(8);
    expect(afterSubmit(new URLSearchParams('submitted=1&wait=8'), 'PROCESSING')).toEqual({ kind: 'slow' });
    expect(afterSubmit(new URLSearchParams('submitted=1&wait=20'), 'PROCESSING')).toEqual({ kind: 'slow' });
  });
});

describe('status groups as a dealer thinks of them', () => {
  it('puts every status in exactly one group', () => {
    const grouped = STATUS_GROUPS.flatMap(statusesOfGroup);
    expect([...grouped].sort()).toEqual([...LEAD_STATUSES].sort());
    for (const status of LEAD_STATUSES) expect(statusesOfGroup(groupOfStatus(status))).toContain(status);
  });

  it.each([
    ['needsAction', ['APPROVED', 'SUPPLEMENT', 'SUPPLEMENT_ACTION', 'SUPPLEMENT_CONTACT_US']],
    ['inProgress', ['PROCESSING', 'MANUAL_INSPECTION', 'ACCOUNT_ANALYSIS', 'SENT_TO_CUSTOMER', 'SIGNED']],
    ['done', ['PAID_OUT', 'FINISHED']],
    ['stopped', ['DENIED', 'ABORTED', 'EXPIRED']],
  ] as const)('%s holds %j', (group, statuses) => {
    expect(statusesOfGroup(group)).toEqual(statuses);
    expect(groupMatching([...statuses].reverse())).toBe(group);
    expect(statusGroupLabelKey(group)).toBe(`leads.list.groups.${group}`);
  });

  it('matches a group only when exactly its statuses are chosen', () => {
    expect(groupMatching(['PAID_OUT', 'FINISHED', 'FINISHED'])).toBe('done');
    expect(groupMatching(['PAID_OUT'])).toBeNull();
    expect(groupMatching(['PAID_OUT', 'FINISHED', 'DENIED'])).toBeNull();
    expect(groupMatching([])).toBeNull();
  });

  it('knows a group name from anything else in a URL', () => {
    expect(isStatusGroup('stopped')).toBe(true);
    expect(isStatusGroup('DENIED')).toBe(false);
    expect(isStatusGroup('constructor')).toBe(false);
  });
});
