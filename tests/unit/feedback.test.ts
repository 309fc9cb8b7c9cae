import { describe, expect, it } from 'vitest';
import { pageMessage, uploadMessage } from '../../src/lib/leads/action-result';
import { LEASING_PAGE_MESSAGES } from '../../src/lib/leasing/page-messages';
import { resultTitleKey } from '../../src/lib/leads/waiting';
import { BLANCO_PAGE_MESSAGES } from '../../src/lib/blanco/page-messages';
import { summarize, SUMMARY_LINKS } from '../../src/lib/error-summary';
import { countKey } from '../../src/lib/messages';

const entries = (count: number) => Array.from({ length: count }, (_, index) => ({ id: `f-${index}`, label: `Field ${index}`, message: 'Fill it in.' }));

describe('the error summary', () => {
  it('counts every field with an error but links only the first few', () => {
    const summary = summarize(entries(22));
    expect(summary.count).toBe(22);
    expect(summary.shown.map((entry) => entry.id)).toEqual(['f-0', 'f-1', 'f-2']);
    expect(summary.shown).toHaveLength(SUMMARY_LINKS);
    expect(summary.more).toBe(19);
  });

  it('lists a short list whole', () => {
    expect(summarize(entries(2))).toMatchObject({ count: 2, more: 0 });
    expect(summarize(entries(2)).shown).toHaveLength(2);
  });

  it('says "1 field" and "2 fields" by each language’s plural rule', () => {
    for (const locale of ['sv-SE', 'sv-FI', 'fi-FI', 'da-DK']) {
      expect(countKey('feedback.errorSummary.count', 1, locale)).toBe('feedback.errorSummary.count.one');
      expect(countKey('feedback.errorSummary.count', 22, locale)).toBe('feedback.errorSummary.count.other');
    }
  });
});

describe('the one message at the top of a lead', () => {
  it('says what the last action did, from its answer or from the message kept for the page it sent the dealer to', () => {
    expect(pageMessage({ data: { status: 'failed', messageKey: 'blanco.errors.contractNotSent' } }, 'blanco.done.contractSent', BLANCO_PAGE_MESSAGES)).toEqual({
      ok: false,
      key: 'blanco.errors.contractNotSent',
    });
    expect(pageMessage({ error: new Error('x') }, null, BLANCO_PAGE_MESSAGES)).toEqual({ ok: false, key: 'blanco.errors.technical' });
    expect(pageMessage(undefined, 'blanco.done.secondChance', BLANCO_PAGE_MESSAGES)).toEqual({ ok: true, key: 'blanco.done.secondChance' });
    expect(pageMessage(undefined, uploadMessage('ok'), BLANCO_PAGE_MESSAGES)).toEqual({ ok: true, key: 'blanco.documents.outcome.ok' });
    expect(pageMessage(undefined, uploadMessage('tooLarge'), BLANCO_PAGE_MESSAGES)).toEqual({ ok: false, key: 'blanco.documents.outcome.tooLarge' });
    // The signing link texted again is every product's own action and text.
    expect(pageMessage(undefined, 'leads.resendLink.done', BLANCO_PAGE_MESSAGES)).toEqual({ ok: true, key: 'leads.resendLink.done' });
    expect(pageMessage(undefined, 'leads.resendLink.done', LEASING_PAGE_MESSAGES)).toEqual({ ok: true, key: 'leads.resendLink.done' });
  });

  it('says nothing for an unknown kept message, nor for an invalid form (its field says it)', () => {
    expect(pageMessage(undefined, 'errors.technical', BLANCO_PAGE_MESSAGES)).toBeNull();
    expect(pageMessage(undefined, uploadMessage('<script>'), BLANCO_PAGE_MESSAGES)).toBeNull();
    expect(pageMessage({ data: { status: 'invalid', fieldErrors: {}, input: {} } }, 'blanco.done.invoiceSaved', BLANCO_PAGE_MESSAGES)).toBeNull();
    expect(pageMessage(undefined, null, BLANCO_PAGE_MESSAGES)).toBeNull();
  });
});

describe('the result heading right after submit', () => {
  it('names the result once the waiting is over, and nothing before or on a later visit', () => {
    expect(resultTitleKey('blanco.result', 'DENIED', { kind: 'result' })).toBe('blanco.result.deniedTitle');
    expect(resultTitleKey('blanco.result', 'SUPPLEMENT_ACTION', { kind: 'result' })).toBe('blanco.result.supplementTitle');
    expect(resultTitleKey('blanco.result', 'MANUAL_INSPECTION', { kind: 'result' })).toBe('blanco.result.otherTitle');
    expect(resultTitleKey('blanco.result', 'PROCESSING', { kind: 'slow' })).toBe('blanco.result.processingTitle');
    expect(resultTitleKey('blanco.result', 'PROCESSING', { kind: 'waiting', next: 1 })).toBeNull();
    expect(resultTitleKey('blanco.result', 'DENIED', { kind: 'none' })).toBeNull();
  });
});
