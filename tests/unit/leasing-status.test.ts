import { describe, expect, it } from 'vitest';
import { LEAD_STATUSES, type LeadStatus } from '../../src/lib/api/leads';
import { LEASING_PAGE_MESSAGES } from '../../src/lib/leasing/page-messages';
import { leasingActionsFor, leasingNextStepKey } from '../../src/lib/leasing/status';
import { pageMessage, uploadMessage } from '../../src/lib/leads/action-result';
import { resultTitleKey } from '../../src/lib/leads/waiting';

const lead = (status: LeadStatus, signingLink: string | null = null) => ({ status, signingLink });
const allowing = (action: keyof ReturnType<typeof leasingActionsFor>) =>
  LEAD_STATUSES.filter((status) => leasingActionsFor(lead(status, 'https://sign.example/x'))[action]).sort();

describe('what a dealer may do with a leasing lead', () => {
  it('sends the contract of an approved lead only', () => {
    expect(allowing('sendContract')).toEqual(['APPROVED']);
  });

  it('opens the signing link while the customer signs, when there is a link', () => {
    expect(allowing('openSigningLink')).toEqual(['SENT_TO_CUSTOMER']);
    expect(leasingActionsFor(lead('SENT_TO_CUSTOMER')).openSigningLink).toBe(false);
  });

  it('calls the provider when the lender wants a word', () => {
    expect(allowing('callUs')).toEqual(['SUPPLEMENT_CONTACT_US']);
  });

  it('adds documents while the lease is open, never once it is denied, stopped or finished', () => {
    const refused = LEAD_STATUSES.filter((status) => !leasingActionsFor(lead(status)).uploadDocuments);
    expect(refused.sort()).toEqual(['ABORTED', 'DENIED', 'EXPIRED', 'FINISHED']);
  });

  it('says the next step of every status in its own sentence', () => {
    expect(new Set(LEAD_STATUSES.map(leasingNextStepKey)).size).toBe(LEAD_STATUSES.length);
    expect(leasingNextStepKey('DENIED')).toBe('leasing.nextStep.DENIED');
  });
});

describe('the leasing details page’s messages', () => {
  it('says the contract was sent, or what an upload did, in leasing’s own words', () => {
    expect(pageMessage(undefined, 'leasing.details.done.contractSent', LEASING_PAGE_MESSAGES)).toEqual({ ok: true, key: 'leasing.details.done.contractSent' });
    expect(pageMessage(undefined, uploadMessage('unsupportedType'), LEASING_PAGE_MESSAGES)).toEqual({
      ok: false,
      key: 'leasing.details.documents.outcome.unsupportedType',
    });
    expect(pageMessage({ error: new Error('down') }, null, LEASING_PAGE_MESSAGES)).toEqual({ ok: false, key: 'leasing.details.errors.technical' });
  });

  it('ignores the loan’s messages kept for a leasing page', () => {
    expect(pageMessage(undefined, 'blanco.done.contractSent', LEASING_PAGE_MESSAGES)).toBeNull();
  });

  it('names the outcome after submit in leasing’s result messages', () => {
    expect(resultTitleKey('leasing.result', 'APPROVED', { kind: 'result' })).toBe('leasing.result.approvedTitle');
    expect(resultTitleKey('leasing.result', 'SUPPLEMENT_CONTACT_US', { kind: 'result' })).toBe('leasing.result.supplementTitle');
    expect(resultTitleKey('leasing.result', 'PROCESSING', { kind: 'slow' })).toBe('leasing.result.processingTitle');
  });
});
