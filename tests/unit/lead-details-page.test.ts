// A lead's details page before it renders (src/lib/leads/details-page.ts): what the dealer sees
// after an action, after submit, and when the lead cannot be shown, for every lead product.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/lib/api/errors';
import { BLANCO_PAGE_MESSAGES } from '../../src/lib/blanco/page-messages';
import { INVENTORY_PAGE_MESSAGES } from '../../src/lib/inventory-financing/page-messages';
import { LEASING_PAGE_MESSAGES } from '../../src/lib/leasing/page-messages';
import { leadDetailsView, unavailableNote, type LeadDetailsRequest } from '../../src/lib/leads/details-page';

const lead = (status: string) => ({ reference: 'LE-1', status });
let response: { status: number; headers: Headers };
let keptForNext: string[];
const request = (over: Partial<LeadDetailsRequest<{ reference: string; status: string }>> = {}): LeadDetailsRequest<{ reference: string; status: string }> => {
  response = { status: 200, headers: new Headers() };
  keptForNext = [];
  return {
    path: '/leasing/l-1',
    params: new URLSearchParams(),
    kept: null,
    keep: (key) => void keptForNext.push(key),
    outcome: undefined,
    texts: LEASING_PAGE_MESSAGES,
    load: () => Promise.resolve(lead('APPROVED')),
    response,
    ...over,
  };
};
const answered = () => ({ status: response.status, refresh: response.headers.get('refresh') });

describe('a lead’s details page', () => {
  it('after a done action without JavaScript, sends the dealer to the page afresh with the message kept for it (never in the address), and loads nothing', async () => {
    let loads = 0;
    const view = await leadDetailsView(
      request({
        outcome: { data: { status: 'done', messageKey: 'leasing.details.done.contractSent' } },
        load: () => {
          loads += 1;
          return Promise.resolve(lead('APPROVED'));
        },
      }),
    );
    expect(view).toEqual({ kind: 'redirect', location: '/leasing/l-1' });
    expect(keptForNext).toEqual(['leasing.details.done.contractSent']);
    expect(loads).toBe(0);
  });

  it('says the message kept for it once it is there', async () => {
    const view = await leadDetailsView(request({ kept: 'leasing.details.done.contractSent' }));
    expect(view).toMatchObject({ kind: 'page', message: { ok: true, key: 'leasing.details.done.contractSent' } });
    expect(answered()).toEqual({ status: 200, refresh: null });
  });

  it('shows the lead with the next-step heading and no reload when nothing was just sent', async () => {
    const view = await leadDetailsView(request());
    expect(view).toMatchObject({ kind: 'page', headingKey: 'leasing.nextStep.title', message: null, waiting: { kind: 'none' } });
    expect(answered()).toEqual({ status: 200, refresh: null });
  });

  it('right after submit, while lenders are asked, reloads itself in 2 s with the next count', async () => {
    const view = await leadDetailsView(request({ params: new URLSearchParams('submitted=1&wait=3'), load: () => Promise.resolve(lead('PROCESSING')) }));
    expect(view).toMatchObject({ kind: 'page', waiting: { kind: 'waiting', next: 4 } });
    expect(answered()).toEqual({ status: 200, refresh: '2; url=/leasing/l-1?submitted=1&wait=4' });
  });

  it('right after submit, once decided, heads the card with the result in the product’s own texts', async () => {
    const leasing = await leadDetailsView(request({ params: new URLSearchParams('submitted=1'), load: () => Promise.resolve(lead('DENIED')) }));
    expect(leasing).toMatchObject({ headingKey: 'leasing.result.deniedTitle' });
    expect(answered()).toEqual({ status: 200, refresh: null });
    const inventory = await leadDetailsView(
      request({ texts: INVENTORY_PAGE_MESSAGES, params: new URLSearchParams('submitted=1'), load: () => Promise.resolve(lead('APPROVED')) }),
    );
    expect(inventory).toMatchObject({ headingKey: 'inventoryFinancingApply.result.approvedTitle' });
  });

  it('says the answer takes longer after the last reload, and stops reloading', async () => {
    const view = await leadDetailsView(
      request({ texts: BLANCO_PAGE_MESSAGES, params: new URLSearchParams('submitted=1&wait=8'), load: () => Promise.resolve(lead('PROCESSING')) }),
    );
    expect(view).toMatchObject({ headingKey: 'blanco.result.processingTitle', waiting: { kind: 'slow' } });
    expect(answered()).toEqual({ status: 200, refresh: null });
  });

  it('answers 404 for another dealer’s lead and 503 when the API does not answer, keeping a failed action’s message', async () => {
    const notFound = await leadDetailsView(request({ load: () => Promise.reject(new ApiError('notFound', 404, null)) }));
    expect(notFound).toMatchObject({ kind: 'page', loaded: { lead: null, problem: 'notFound' } });
    expect(answered()).toEqual({ status: 404, refresh: null });
    const down = await leadDetailsView(
      request({
        params: new URLSearchParams('submitted=1'),
        outcome: { error: new Error('down') },
        load: () => Promise.reject(new ApiError('unavailable', null, null)),
      }),
    );
    expect(down).toMatchObject({ message: { ok: false, key: 'leasing.details.errors.technical' } });
    expect(answered()).toEqual({ status: 503, refresh: null });
  });

  it('after an action that worked, a lead that cannot be read again is a quiet note that the change is kept, never an error over the success', async () => {
    const view = await leadDetailsView(
      request({ kept: 'upload:ok', texts: BLANCO_PAGE_MESSAGES, load: () => Promise.reject(new ApiError('unavailable', null, null)) }),
    );
    if (view.kind !== 'page' || view.loaded.lead !== null) throw new Error('expected the page without its lead');
    expect(view.message).toEqual({ ok: true, key: 'blanco.documents.outcome.ok' });
    expect(unavailableNote(view.loaded.problem, view.message, BLANCO_PAGE_MESSAGES)).toEqual({ key: 'leads.savedButUnavailable', quiet: true });
    expect(unavailableNote('unavailable', { ok: false, key: 'x' }, BLANCO_PAGE_MESSAGES)).toEqual({ key: 'blanco.errors.unavailable', quiet: false });
    expect(unavailableNote('unavailable', null, BLANCO_PAGE_MESSAGES)).toEqual({ key: 'blanco.errors.unavailable', quiet: false });
    expect(unavailableNote('notFound', { ok: true, key: 'x' }, BLANCO_PAGE_MESSAGES)).toEqual({ key: 'blanco.errors.notFound', quiet: false });
  });
});
