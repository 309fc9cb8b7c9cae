// src/lib/api/shop.ts through the real API client over a recording fetch: which call each function makes
// (method, path, query, body, headers), answers checked against their schemas, and the checkout's error kinds.
import { describe, expect, it } from 'vitest';
import { isApiError } from '../../src/lib/api/errors';
import { fetchArticle, fetchArticles, fetchOrder, placeOrder } from '../../src/lib/api/shop';
import type { Article, Order } from '../../src/lib/api/shop-schemas';
import { recordingApi } from '../support/recording-api';

const json = (body: unknown, status = 200) => Response.json(body, { status });
const ARTICLE: Article = {
  id: 'art-se-01',
  countryCode: 'SE',
  name: 'Bilvårdskit Premium',
  description: 'Schampo och vax.',
  category: 'CAR_CARE',
  imageUrl: 'http://api.test/static/shop/art-se-01.svg',
  price: 1_400,
  stock: 25,
  expectedInboundDate: null,
  addedAt: '2026-05-08',
};
const ORDER: Order = {
  id: 'o1',
  number: 'PS-123456',
  createdAt: '2026-11-24T08:00:00.000Z',
  result: 'PARTIALLY_SENT',
  lines: [
    { articleId: 'art-se-01', articleName: 'Bilvårdskit Premium', unitPrice: 1_400, quantity: 2, sentQuantity: 1, points: 1_400, result: 'PARTIALLY_SENT' },
  ],
  delivery: { address: 'Storgatan 12', att: 'Anna Andersson', city: 'Malmö', zip: '211 22' },
  pointsOrdered: 2_800,
  pointsCharged: 1_400,
  balance: 11_100,
};
const BODY = { lines: [{ articleId: 'art-se-01', quantity: 2 }], delivery: ORDER.delivery };

describe('point shop calls', () => {
  it('ask for a page of articles with the filters in the query, leaving out the unset ones, and one article with its country', async () => {
    const page = { content: [ARTICLE], page: 1, size: 12, totalElements: 13, totalPages: 2 };
    const { api, calls } = recordingApi({
      'GET shop/article?countryCode=SE&page=1&sort=priceAsc&category=CAR_CARE&inStock=true': json(page),
      'GET shop/article/art-se-01?countryCode=SE': json(ARTICLE),
    });
    expect(await fetchArticles(api, { countryCode: 'SE', page: 1, sort: 'priceAsc', category: 'CAR_CARE', inStock: true, q: undefined })).toEqual(page);
    expect(await fetchArticle(api, 'art-se-01', 'SE')).toEqual(ARTICLE);
    expect(calls.map((call) => call.method)).toEqual(['GET', 'GET']);
  });

  it('place the cart with the Idempotency-Key header and read the order back', async () => {
    const { api, calls } = recordingApi({ 'POST shop/orders': json(ORDER, 201), 'GET shop/orders/o1': json(ORDER) });
    expect(await placeOrder(api, BODY, 'key-1')).toEqual(ORDER);
    expect(calls[0]!.headers.get('idempotency-key')).toBe('key-1');
    expect(calls[0]!.body).toEqual(BODY);
    expect(await fetchOrder(api, 'o1')).toEqual(ORDER);
  });

  it('a cart over the balance is negativeBalance, a PO box wrongData, Denmark noAccess, an answer off the contract technical', async () => {
    const cases = [
      [json({ error: { code: 'NEGATIVE_BALANCE', message: 'The cart costs 2800 points' } }, 409), 'negativeBalance'],
      [json({ error: { code: 'WRONG_DATA', message: 'delivery.address: a PO box', field: 'delivery.address' } }, 400), 'wrongData'],
      [json({ error: { code: 'NO_ACCESS' } }, 403), 'noAccess'],
      [json({ ...ORDER, result: 'RECEIVED' }, 201), 'technical'],
    ] as const;
    for (const [answer, kind] of cases) {
      const { api } = recordingApi({ 'POST shop/orders': answer });
      const error = await placeOrder(api, BODY, 'key-2').catch((caught: unknown) => caught);
      expect(isApiError(error, kind), kind).toBe(true);
    }
  });
});
