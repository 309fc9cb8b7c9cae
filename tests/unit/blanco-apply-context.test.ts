// What the application page can show when parts of the API fail (ADR 0013).
import { describe, expect, it, vi } from 'vitest';

vi.mock('../../src/lib/server/logger', () => ({ logger: { error: () => {}, warn: () => {}, info: () => {} } }));

const { createApiClient } = await import('../../src/lib/api/client');
const { loadApplyContext } = await import('../../src/lib/blanco/apply.server');

const PRICE_LIST = {
  id: 'p1',
  validFrom: '2026-01-01',
  currency: 'SEK',
  steps: [{ interestRate: 5.9, minAmount: 10000, maxAmount: 300000, terms: [12, 24], setupFee: 495, monthlyFee: 45 }],
};
const PRODUCTS = [{ id: 'c1', minAmount: 10000, maxAmount: 300000, terms: [12, 24] }];
const FACILITIES = [
  { id: 'f1', name: 'Malmö' },
  { id: 'f2', name: 'Lund' },
];
const OWN = { id: 'f1', name: 'Malmö' };

/** An API where the named paths never answer (they time out). */
function apiWithHung(...hung: string[]) {
  const answers: Record<string, unknown> = { 'blanco/price-lists': PRICE_LIST, 'blanco/credit-products': PRODUCTS, 'partner/facilities': FACILITIES };
  return createApiClient({
    baseUrl: 'http://api.test/se',
    accessToken: 'tok',
    readTimeoutMs: 30,
    fetch: (async (url: string, init: RequestInit) => {
      const path = new URL(url).pathname.replace('/se/', '');
      if (hung.includes(path)) return new Promise((_, fail) => init.signal!.addEventListener('abort', () => fail(init.signal!.reason)));
      return Response.json(answers[path]);
    }) as typeof fetch,
  });
}

describe('the application form’s data', () => {
  it('is ready when everything answers', async () => {
    const loaded = await loadApplyContext(apiWithHung(), OWN);
    expect(loaded.kind).toBe('ready');
  });

  it('names the price list when it times out', async () => {
    expect(await loadApplyContext(apiWithHung('blanco/price-lists'), OWN)).toEqual({ kind: 'missing', parts: ['priceList'] });
  });

  it('names both parts when the price list and the credit products time out', async () => {
    expect(await loadApplyContext(apiWithHung('blanco/price-lists', 'blanco/credit-products'), OWN)).toEqual({
      kind: 'missing',
      parts: ['priceList', 'creditProducts'],
    });
  });

  it('still shows the form, with the dealer’s own facility, when the facility list times out', async () => {
    const loaded = await loadApplyContext(apiWithHung('partner/facilities'), OWN);
    expect(loaded.kind).toBe('ready');
    if (loaded.kind === 'ready') expect(loaded.context.facilities).toEqual([OWN]);
  });
});
