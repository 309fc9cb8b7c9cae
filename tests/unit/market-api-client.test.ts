// src/lib/api/market.ts through the real API client over a recording fetch: which call each function
// makes (method, path, query, body, Idempotency-Key), that answers are checked against their schemas,
// and how SPEC §8's market errors arrive (notFound: car no longer available). Also the shared list
// query schema, which the portal's filter form and backend/ both apply.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { RECORDING_BASE, recordingApi } from '../support/recording-api';
import { isApiError } from '../../src/lib/api/errors';
import { fetchMarketAd, fetchMarketAds, fetchMarketPurchase, purchaseMarketAd } from '../../src/lib/api/market';
import { MARKET_SORTS, MarketAdQuerySchema, type MarketAd, type MarketPurchase } from '../../src/lib/api/market-schemas';

const json = (body: unknown, status = 200) => Response.json(body, { status });
const AD: MarketAd = {
  id: 'ad-1',
  countryCode: 'SE',
  make: 'Volvo',
  model: 'V60',
  variant: 'T6 Recharge Plus',
  modelYear: 2023,
  fuel: 'HYBRID',
  gear: 'AUTOMATIC',
  distanceKm: 42_000,
  numberPlate: 'ABC 12A',
  price: 289_900,
  purchaseFee: 1_495,
  totalPrice: 291_395,
  currency: 'SEK',
  vatStatus: 'VAT_DEDUCTIBLE',
  vatRatePercent: 25,
  vatAmount: 57_980,
  photos: [{ url: 'http://api.test/static/market/ads/ad-1/1.svg' }],
  seller: { name: 'Göteborgs Bilcenter AB', organizationNumber: '556612-3401' },
  location: 'Göteborg',
  createdAt: '2026-11-20T09:00:00.000Z',
  status: 'AVAILABLE',
  own: false,
  purchase: null,
};
const PURCHASE: MarketPurchase = {
  id: 'p-1',
  reference: 'MP-123456',
  ad: { ...AD, status: 'SOLD', purchase: { id: 'p-1', reference: 'MP-123456', purchasedAt: '2026-11-24T10:00:00.000Z' } },
  price: 289_900,
  purchaseFee: 1_495,
  totalPrice: 291_395,
  currency: 'SEK',
  vatStatus: 'VAT_DEDUCTIBLE',
  vatAmount: 57_980,
  purchasedAt: '2026-11-24T10:00:00.000Z',
  nextSteps: {
    seller: { name: 'Göteborgs Bilcenter AB', organizationNumber: '556612-3401', phone: '+46 31 712 40 00', email: 's@example.com' },
    sellerContactsWithinWorkingDays: 1,
    pickUpCity: 'Göteborg',
    paymentDueDate: '2026-12-04',
  },
  pickedUpAt: null,
};

describe('marketplace calls', () => {
  it('list with the filters, sort and page as query parameters, leaving out empty ones', async () => {
    const page = { content: [AD], page: 1, size: 10, totalElements: 11, totalPages: 2, makes: ['Volvo'] };
    const { api, calls } = recordingApi({
      'GET market/ads?page=1&size=10&sort=priceAsc&make=Volvo&fuel=HYBRID&priceMin=100000&priceMax=300000': json(page),
    });
    expect(
      await fetchMarketAds(api, { page: 1, size: 10, sort: 'priceAsc', make: 'Volvo', fuel: 'HYBRID', gear: undefined, priceMin: 100_000, priceMax: 300_000 }),
    ).toEqual(page);
    expect(calls).toHaveLength(1);
  });

  it('read an ad and a purchase; an ad no longer available is a notFound error', async () => {
    const { api } = recordingApi({
      'GET market/ads/ad-1': json(AD),
      'GET market/ads/gone': json({ error: { code: 'NOT_FOUND', message: 'car no longer available' } }, 404),
      'GET market/purchases/p-1': json(PURCHASE),
    });
    expect(await fetchMarketAd(api, 'ad-1')).toEqual(AD);
    expect(await fetchMarketPurchase(api, 'p-1')).toEqual(PURCHASE);
    const error = await fetchMarketAd(api, 'gone').catch((caught: unknown) => caught);
    expect(isApiError(error, 'notFound')).toBe(true);
  });

  it('a purchase posts the accepted terms with its Idempotency-Key; own ad is wrongData, a failure technical', async () => {
    const { api, calls } = recordingApi({
      'POST market/ads/ad-1/purchase': json(PURCHASE, 201),
      'POST market/ads/mine/purchase': json({ error: { code: 'OWN_AD' } }, 409),
      'POST market/ads/broken/purchase': json({ error: { code: 'INTERNAL_ERROR' } }, 500),
    });
    expect(await purchaseMarketAd(api, 'ad-1', 'key-1')).toEqual(PURCHASE);
    expect(calls[0]).toMatchObject({ method: 'POST', url: `${RECORDING_BASE}market/ads/ad-1/purchase`, body: { termsAccepted: true } });
    expect(calls[0]!.headers.get('idempotency-key')).toBe('key-1');
    const own = await purchaseMarketAd(api, 'mine', 'key-2').catch((caught: unknown) => caught);
    expect(isApiError(own, 'wrongData') && own.code).toBe('OWN_AD');
    expect(isApiError(await purchaseMarketAd(api, 'broken', 'key-3').catch((caught: unknown) => caught), 'technical')).toBe(true);
  });

  it('refuses an answer that does not match the contract', async () => {
    const { api } = recordingApi({ 'GET market/ads/ad-1': json({ ...AD, fuel: 'STEAM' }) });
    await expect(fetchMarketAd(api, 'ad-1')).rejects.toThrow();
  });
});

describe('the list query schema (filter form and backend/)', () => {
  it('reads whole numbers from a query string or a form, and knows the five sorts', () => {
    expect(v.parse(MarketAdQuerySchema, { page: '2', size: '50', priceMin: ' 100000 ', distanceMax: 80_000, sort: 'modelYearDesc' })).toEqual({
      page: 2,
      size: 50,
      priceMin: 100_000,
      distanceMax: 80_000,
      sort: 'modelYearDesc',
    });
    expect(MARKET_SORTS).toEqual(['newest', 'priceAsc', 'priceDesc', 'distanceAsc', 'modelYearDesc']);
  });

  it('accepts a range whose ends are equal and refuses a reversed one, a negative, a fraction and text', () => {
    expect(v.safeParse(MarketAdQuerySchema, { priceMin: 5, priceMax: 5 }).success).toBe(true);
    for (const query of [
      { priceMin: 6, priceMax: 5 },
      { distanceMin: '10', distanceMax: '9' },
      { priceMin: -1 },
      { priceMin: '-1' },
      { priceMax: 1.5 },
      { priceMax: '1.5' },
      { distanceMin: 'ten' },
      { size: 0 },
      { size: 101 },
    ]) {
      expect(v.safeParse(MarketAdQuerySchema, query).success, JSON.stringify(query)).toBe(false);
    }
  });
});
