// A lead's next step (src/lib/<product>/next-step.ts): what the card on the lead's page offers
// the dealer, for each lead product — the action first when the lead waits for the dealer, with
// the customer's number written as the dealer's country writes it; nothing to do otherwise.
import { describe, expect, it } from 'vitest';
import type { Lead } from '../../src/lib/api/blanco';
import type { InventoryLead } from '../../src/lib/api/business-finance-schemas';
import { LEAD_STATUSES, type LeadStatus } from '../../src/lib/api/leads';
import type { LeasingLead } from '../../src/lib/api/leasing-schemas';
import { blancoNextStep } from '../../src/lib/blanco/next-step';
import { inventoryNextStep } from '../../src/lib/inventory-financing/next-step';
import { leasingNextStep } from '../../src/lib/leasing/next-step';
import { signingLinkAction, type NextStep } from '../../src/lib/leads/next-step';

const waitingStatuses = (nextStep: (status: LeadStatus) => NextStep) => LEAD_STATUSES.filter((status) => nextStep(status).actions.length > 0).sort();
const kinds = (step: NextStep) => step.actions.map((action) => action.kind);

describe('a loan’s next step', () => {
  const loan = (status: LeadStatus, extra: Partial<Lead> = {}) =>
    ({ id: 'b-1', status, secondChance: null, signingLink: 'https://sign.example/x', applicant: { phone: '+46701234567' }, ...extra }) as Lead;
  const referred = { secondChance: { phase: 'INITIAL', updatedAt: '2026-01-01T00:00:00Z' } } as Partial<Lead>;

  it('puts the action first for every status that waits for the dealer, and offers nothing once a denied loan is referred', () => {
    expect(waitingStatuses((status) => blancoNextStep(loan(status), { country: 'SE' }))).toEqual([
      'ACCOUNT_ANALYSIS',
      'APPROVED',
      'DENIED',
      'SENT_TO_CUSTOMER',
      'SUPPLEMENT',
      'SUPPLEMENT_ACTION',
      'SUPPLEMENT_CONTACT_US',
    ]);
    expect(blancoNextStep(loan('DENIED', referred), { country: 'SE' })).toEqual({ key: 'blanco.next.referred', actions: [] });
    expect(blancoNextStep(loan('SENT_TO_CUSTOMER', { signingLink: null }), { country: 'SE' }).actions).toEqual([]);
  });

  it('sends an approved loan’s contract to the applicant’s phone, written the Swedish way', () => {
    expect(blancoNextStep(loan('APPROVED'), { country: 'SE' })).toEqual({
      key: 'blanco.next.APPROVED',
      actions: [
        {
          kind: 'send',
          action: 'sendLeadContract',
          leadId: 'b-1',
          help: { key: 'blanco.details.sendContractHelp', params: { phone: '070-123 45 67' } },
          label: { key: 'blanco.details.sendContract' },
        },
      ],
    });
  });

  it('asks for documents on a supplement, offers second chance on a denial, and opens or texts again the signing link while the customer signs', () => {
    expect(blancoNextStep(loan('SUPPLEMENT'), { country: 'SE' }).actions).toEqual([
      { kind: 'upload', endpoint: '/api/blanco/leads/b-1/documents', ns: 'blanco.documents' },
    ]);
    expect(blancoNextStep(loan('DENIED'), { country: 'SE' }).actions).toMatchObject([{ kind: 'send', action: 'referLeadToSecondChance', leadId: 'b-1' }]);
    expect(kinds(blancoNextStep(loan('SUPPLEMENT_CONTACT_US'), { country: 'SE' }))).toEqual(['callUs']);
    expect(blancoNextStep(loan('SENT_TO_CUSTOMER'), { country: 'SE' }).actions).toEqual([
      {
        kind: 'signingLink',
        href: 'https://sign.example/x',
        help: { key: 'blanco.details.signingLinkHelp' },
        label: { key: 'blanco.details.openSigningLink' },
      },
      {
        kind: 'send',
        action: 'resendLeadContract',
        leadId: 'b-1',
        help: { key: 'leads.resendLink.help', params: { phone: '070-123 45 67' } },
        label: { key: 'leads.resendLink.label' },
      },
    ]);
  });
});

describe('a lease’s next step', () => {
  const lease = (status: LeadStatus, signingLink: string | null = 'https://sign.example/x') =>
    ({ id: 'l-1', status, signingLink, contactPerson: { name: 'Mette Holm', phone: '+4520123456' } }) as LeasingLead;

  it('puts the action first only when the lease waits for the dealer; documents have their own place', () => {
    expect(waitingStatuses((status) => leasingNextStep(lease(status), { country: 'DK' }))).toEqual(['APPROVED', 'SENT_TO_CUSTOMER', 'SUPPLEMENT_CONTACT_US']);
    expect(leasingNextStep(lease('SENT_TO_CUSTOMER', null), { country: 'DK' }).actions).toEqual([]);
    expect(leasingNextStep(lease('PROCESSING'), { country: 'DK' })).toEqual({ key: 'leasing.nextStep.PROCESSING', actions: [] });
  });

  it('sends an approved lease’s contract to the contact person, named, with the number written the Danish way', () => {
    expect(leasingNextStep(lease('APPROVED'), { country: 'DK' }).actions).toEqual([
      {
        kind: 'send',
        action: 'sendLeasingLeadContract',
        leadId: 'l-1',
        help: { key: 'leasing.details.sendContractHelp', params: { name: 'Mette Holm', phone: '20 12 34 56' } },
        label: { key: 'leasing.details.sendContract' },
      },
    ]);
    expect(kinds(leasingNextStep(lease('SUPPLEMENT_CONTACT_US'), { country: 'DK' }))).toEqual(['callUs']);
  });

  it('texts the same link again to the contact person while the lease waits for signing', () => {
    expect(leasingNextStep(lease('SENT_TO_CUSTOMER'), { country: 'DK' }).actions.at(-1)).toEqual({
      kind: 'send',
      action: 'resendLeasingLeadContract',
      leadId: 'l-1',
      help: { key: 'leads.resendLink.help', params: { phone: '20 12 34 56' } },
      label: { key: 'leads.resendLink.label' },
    });
  });
});

describe('an inventory financing lead’s next step', () => {
  const car = (status: LeadStatus, guarantorIsSignatory = true) =>
    ({
      id: 'i-1',
      status,
      guarantorIsSignatory,
      signatory: { name: 'Mikko Virtanen', phone: '+358401234567' },
      guarantor: { name: 'Aino Virtanen', phone: '+358401234568' },
    }) as InventoryLead;

  it('asks nothing of the dealer while the car is processed, signed or done', () => {
    expect(waitingStatuses((status) => inventoryNextStep(car(status), { country: 'FI' }))).toEqual(['APPROVED', 'PAID_OUT', 'SUPPLEMENT_CONTACT_US']);
    expect(inventoryNextStep(car('SIGNED'), { country: 'FI' })).toEqual({ key: 'inventoryFinancing.nextStep.SIGNED', actions: [] });
  });

  it('sends the agreement to one signer by name and number, or names both signatory and guarantor', () => {
    expect(inventoryNextStep(car('APPROVED'), { country: 'FI' }).actions).toEqual([
      {
        kind: 'send',
        action: 'sendInventoryLeadContracts',
        leadId: 'i-1',
        help: { key: 'inventoryFinancing.details.sendContractsToOne', params: { name: 'Mikko Virtanen', phone: '040 123 4567' } },
        label: { key: 'inventoryFinancing.details.sendContracts' },
      },
    ]);
    expect(inventoryNextStep(car('APPROVED', false), { country: 'FI' }).actions).toMatchObject([
      {
        help: { key: 'inventoryFinancing.details.sendContractsToTwo', params: { signatory: 'Mikko Virtanen', guarantor: 'Aino Virtanen' } },
      },
    ]);
  });

  it('leads to the payment page of a financed car, and to the provider’s phone on a supplement', () => {
    expect(inventoryNextStep(car('PAID_OUT'), { country: 'FI' }).actions).toEqual([
      { kind: 'link', href: '/inventory-financing/i-1/payment', label: { key: 'inventoryFinancing.details.pay' } },
    ]);
    expect(kinds(inventoryNextStep(car('SUPPLEMENT_CONTACT_US'), { country: 'FI' }))).toEqual(['callUs']);
  });
});

describe('a signing link as a next-step action', () => {
  it('opens the lead’s signing page with the product’s help and label, and is not offered without one', () => {
    expect(signingLinkAction('https://sign.example/abc', 'leasing.details')).toEqual({
      kind: 'signingLink',
      href: 'https://sign.example/abc',
      help: { key: 'leasing.details.signingLinkHelp' },
      label: { key: 'leasing.details.openSigningLink' },
    });
    expect(signingLinkAction(null, 'blanco.details')).toBe(false);
  });
});
