// The marketplace pages' pure parts: the filter form ↔ URL ↔ Partner API query (a range that cannot
// be used is named and left out, never a crash), the links the list builds, the VAT words a car gets,
// which photos are shown (only the Partner API's, which the CSP allows), what a failed purchase says
// and whether its retry keeps the idempotency key, the CSP's extra image origin, and the flag on the routes.
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/lib/api/errors';
import { MarketAdQuerySchema } from '../../src/lib/api/market-schemas';
import { activeFilterCount, MARKET_PAGE_SIZE, marketListHref, readMarketFilters } from '../../src/lib/market/filters';
import { firstPhotoFrom, photoOrigin, photosFrom } from '../../src/lib/market/photos';
import { keepsKey, MarketPurchaseFormSchema, PROBLEM_MESSAGE, purchaseProblemOf } from '../../src/lib/market/purchase';
import { carName, vatText } from '../../src/lib/market/vat';
import { fetchMarketOverview, loadMarketAd, loadMarketAds, loadMarketPurchase } from '../../src/lib/market/market.server';
import { ROUTES } from '../../src/lib/routes';
import { recordingApi } from '../support/recording-api';
import { completeCsp } from '../../src/lib/server/security';

const read = (search: string) => readMarketFilters(new URLSearchParams(search));

describe('the marketplace filters', () => {
  it('read every filter from the query string into the Partner API query, page 1-based in the URL', () => {
    const { filters, problems, query } = read(
      'make=Volvo&fuel=ELECTRIC&gear=AUTOMATIC&priceMin=100 000&priceMax=300000&distanceMin=&distanceMax=50000&sort=priceAsc&page=3',
    );
    expect(problems).toEqual({});
    expect(query).toEqual({
      page: 3,
      size: MARKET_PAGE_SIZE,
      sort: 'priceAsc',
      make: 'Volvo',
      fuel: 'ELECTRIC',
      gear: 'AUTOMATIC',
      priceMin: 100_000,
      priceMax: 300_000,
      distanceMax: 50_000,
    });
    expect(filters.priceMin).toBe('100 000');
    expect(v.safeParse(MarketAdQuerySchema, query).success).toBe(true);
  });

  it('fall back to the defaults for what does not exist, and ask the first page of the newest', () => {
    const { filters, query } = read('fuel=STEAM&gear=CVT&sort=cheapest&page=-2&make=');
    expect(filters).toMatchObject({ fuel: '', gear: '', sort: 'newest', page: 0, make: '' });
    expect(query).toEqual({ page: 0, size: MARKET_PAGE_SIZE, sort: 'newest' });
  });

  it.each([
    ['priceMin=300000&priceMax=100000', 'price', 'marketPlace.filters.errors.reversed'],
    ['distanceMin=-5', 'distance', 'marketPlace.filters.errors.notWholeNumber'],
    ['priceMax=12,5', 'price', 'marketPlace.filters.errors.notWholeNumber'],
    ['distanceMax=lots', 'distance', 'marketPlace.filters.errors.notWholeNumber'],
  ] as const)('name a range that cannot be used (%s) and leave it out of the query, keeping the rest', (search, range, message) => {
    const { problems, query, filters } = read(`${search}&fuel=DIESEL`);
    expect(problems).toEqual({ [range]: message });
    expect(query).not.toHaveProperty(`${range}Min`);
    expect(query).not.toHaveProperty(`${range}Max`);
    expect(query.fuel).toBe('DIESEL');
    expect(activeFilterCount(filters)).toBe(2);
    expect(v.safeParse(MarketAdQuerySchema, query).success).toBe(true);
  });

  it('take a range with equal ends, and one open end', () => {
    expect(read('priceMin=189900&priceMax=189900').query).toMatchObject({ priceMin: 189_900, priceMax: 189_900 });
    expect(read('distanceMin=0').query).toMatchObject({ distanceMin: 0 });
  });

  it('build links that keep the filters, leave out defaults, and go back to the first page when a filter changes', () => {
    const { filters } = read('make=Kia&priceMin=5000&sort=priceDesc&page=2');
    expect(marketListHref('/marketplace', filters)).toBe('/marketplace?make=Kia&priceMin=5000&sort=priceDesc&page=2');
    expect(marketListHref('/marketplace', filters, { page: 3 })).toBe('/marketplace?make=Kia&priceMin=5000&sort=priceDesc&page=3');
    // Counted from 0 as in every list's URL: the second page is page=1, the first has none.
    expect(marketListHref('/marketplace', filters, { page: 1 })).toBe('/marketplace?make=Kia&priceMin=5000&sort=priceDesc&page=1');
    expect(marketListHref('/marketplace', filters, { page: 0 })).toBe('/marketplace?make=Kia&priceMin=5000&sort=priceDesc');
    expect(marketListHref('/marketplace', filters, { fuel: 'HYBRID' })).toBe('/marketplace?make=Kia&fuel=HYBRID&priceMin=5000&sort=priceDesc');
    expect(marketListHref('/marketplace', read('').filters)).toBe('/marketplace');
    const href = marketListHref('/marketplace', read('make=Škoda&distanceMax=90000').filters);
    expect(read(href.split('?')[1] ?? '').query).toMatchObject({ make: 'Škoda', distanceMax: 90_000 });
  });
});

describe('a car’s VAT status in words', () => {
  it('names the deductible VAT when the answer has it, and the margin scheme without any VAT', () => {
    expect(vatText({ vatStatus: 'VAT_DEDUCTIBLE', vatAmount: 57_980, vatRatePercent: 25 })).toEqual({
      labelKey: 'marketPlace.vat.VAT_DEDUCTIBLE.label',
      explanationKey: 'marketPlace.vat.VAT_DEDUCTIBLE.explanation',
      vatAmount: 57_980,
      vatRatePercent: 25,
    });
    expect(vatText({ vatStatus: 'VAT_DEDUCTIBLE', vatAmount: null, vatRatePercent: 25.5 }).explanationKey).toBe(
      'marketPlace.vat.VAT_DEDUCTIBLE.explanationNoAmount',
    );
    expect(vatText({ vatStatus: 'MARGIN_SCHEME', vatAmount: 1000, vatRatePercent: 25 })).toMatchObject({
      labelKey: 'marketPlace.vat.MARGIN_SCHEME.label',
      vatAmount: null,
    });
  });
  it('names the car by make, model and variant', () => {
    expect(carName({ make: 'Volvo', model: 'XC40', variant: 'Recharge' })).toBe('Volvo XC40 Recharge');
    expect(carName({ make: 'Tesla', model: 'Model 3', variant: '' })).toBe('Tesla Model 3');
  });
});

describe('the photos shown', () => {
  it('are only those of the Partner API’s origin, which the CSP allows', () => {
    const origin = photoOrigin('http://127.0.0.1:4400/api/se');
    expect(origin).toBe('http://127.0.0.1:4400');
    expect(
      photosFrom(
        [
          { url: 'http://127.0.0.1:4400/static/market/ads/a/1.svg' },
          { url: 'https://evil.example/tracker.gif' },
          { url: 'javascript:alert(1)' },
          { url: 'not a url' },
        ],
        origin,
      ),
    ).toEqual(['http://127.0.0.1:4400/static/market/ads/a/1.svg']);
  });

  it('on a Home card is the first one the CSP allows, or none', () => {
    const origin = photoOrigin('http://127.0.0.1:4400/api/se');
    expect(
      firstPhotoFrom(
        [
          { url: 'https://evil.example/1.jpg' },
          { url: 'http://127.0.0.1:4400/static/market/ads/a/2.svg' },
          { url: 'http://127.0.0.1:4400/static/market/ads/a/3.svg' },
        ],
        origin,
      ),
    ).toBe('http://127.0.0.1:4400/static/market/ads/a/2.svg');
    expect(firstPhotoFrom([{ url: 'https://evil.example/1.jpg' }], origin)).toBeUndefined();
    expect(firstPhotoFrom([], origin)).toBeUndefined();
  });

  it('are allowed by the page CSP’s img-src, besides the portal itself', () => {
    const csp = completeCsp("default-src 'self'; img-src 'self' data:; base-uri 'none'", {
      formTargets: [],
      thirdPartyOrigins: [],
      imageOrigins: ['https://api.example.se'],
      https: true,
    });
    expect(csp).toContain("img-src 'self' data: https://api.example.se;");
    expect(csp).toContain("default-src 'self';");
    expect(completeCsp(null, { formTargets: [], thirdPartyOrigins: [], imageOrigins: ['https://api.example.se'], https: true })).not.toContain(
      'api.example.se',
    );
  });
});

describe('a purchase that did not happen', () => {
  it.each([
    [new ApiError('notFound', 404, 'NOT_FOUND'), 'noLongerAvailable', 'marketPlace.errors.noLongerAvailable'],
    [new ApiError('wrongData', 409, 'OWN_AD'), 'ownAd', 'marketPlace.ad.ownAd'],
    [new ApiError('technical', 500, 'INJECTED_FAULT'), 'notCompleted', 'marketPlace.errors.notCompleted'],
    [new ApiError('unavailable', null, null), 'notCompleted', 'marketPlace.errors.notCompleted'],
    [new TypeError('boom'), 'notCompleted', 'marketPlace.errors.notCompleted'],
  ] as const)('%s says %s', (error, problem, message) => {
    expect(purchaseProblemOf(error)).toBe(problem);
    expect(PROBLEM_MESSAGE[purchaseProblemOf(error)]).toBe(message);
  });

  it('is retried under the same key, unless the key went with another car', () => {
    expect(keepsKey(new ApiError('technical', 500, null))).toBe(true);
    expect(keepsKey(new ApiError('wrongData', 422, 'IDEMPOTENCY_KEY_REUSED'))).toBe(false);
  });

  it('the form needs the car and a key; the terms box is absent when not ticked', () => {
    expect(v.safeParse(MarketPurchaseFormSchema, { adId: 'a', idempotencyKey: 'k', termsAccepted: 'on' }).success).toBe(true);
    expect(v.safeParse(MarketPurchaseFormSchema, { adId: 'a', idempotencyKey: 'k' }).output).toEqual({ adId: 'a', idempotencyKey: 'k' });
    expect(v.safeParse(MarketPurchaseFormSchema, { adId: ' ', idempotencyKey: 'k' }).success).toBe(false);
    expect(v.safeParse(MarketPurchaseFormSchema, { adId: 'a', idempotencyKey: '' }).success).toBe(false);
  });
});

describe('the marketplace routes', () => {
  it('all need MARKET_PLACE and the PayMarketplace flag (SPEC §6)', () => {
    const market = ROUTES.filter((route) => route.path.startsWith('/marketplace'));
    expect(market.map((route) => route.name).sort()).toEqual([
      'MarketPlace',
      'MarketPlaceAd',
      'MarketPlaceConfirm',
      'MarketPlacePurchase',
      'MarketPlacePurchases',
    ]);
    for (const route of market) {
      expect(route.access).toEqual({ kind: 'anyRole', roles: ['MARKET_PLACE'] });
      expect('flag' in route && route.flag).toBe('PayMarketplace');
    }
    expect(ROUTES.filter((route) => 'flag' in route).length).toBe(market.length);
  });
});

describe('the marketplace pages’ calls', () => {
  const AD = {
    id: 'ad-1',
    countryCode: 'SE',
    make: 'Volvo',
    model: 'V60',
    variant: 'T6',
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
    photos: [],
    seller: { name: 'Göteborgs Bilcenter AB', organizationNumber: '556612-3401' },
    location: 'Göteborg',
    createdAt: '2026-11-20T09:00:00.000Z',
    status: 'AVAILABLE',
    own: false,
    purchase: null,
  };
  const page = (count: number) => ({
    content: Array.from({ length: count }, (_, index) => ({ ...AD, id: `ad-${index}` })),
    page: 0,
    size: 4,
    totalElements: count,
    totalPages: 1,
    makes: ['Volvo'],
  });

  it('Home asks once for the four newest ads, shows at most four, and counts every car for sale', async () => {
    const { api, calls } = recordingApi({ 'GET market/ads?sort=newest&page=0&size=4': Response.json({ ...page(4), totalElements: 37 }) });
    const overview = await fetchMarketOverview(api);
    expect(overview?.latest.map((ad) => ad.id)).toEqual(['ad-0', 'ad-1', 'ad-2', 'ad-3']);
    expect(overview?.forSale).toBe(37);
    expect(calls).toHaveLength(1);
  });

  it('Home’s block gets null when the call fails, and a 401 still ends the session', async () => {
    expect(await fetchMarketOverview(recordingApi({ 'GET market/ads?sort=newest&page=0&size=4': Response.json({}, { status: 503 }) }).api)).toBeNull();
    const ended = recordingApi({ 'GET market/ads?sort=newest&page=0&size=4': Response.json({}, { status: 401 }) });
    expect(await fetchMarketOverview(ended.api)).toBeNull();
    expect(ended.sessionEnded()).toBe(true);
  });

  it('an ad sold or unknown is “no longer available”, a failing call a retry', async () => {
    const { api } = recordingApi({ 'GET market/ads/ad-1': Response.json(AD), 'GET market/ads/broken': Response.json({}, { status: 500 }) });
    expect(await loadMarketAd(api, 'ad-1')).toMatchObject({ kind: 'found', value: { id: 'ad-1' } });
    expect(await loadMarketAd(api, 'sold')).toEqual({ kind: 'noLongerAvailable' });
    expect(await loadMarketAd(api, 'broken')).toEqual({ kind: 'unavailable' });
  });
});

describe('the marketplace filters at their edges', () => {
  it('take a bound of up to 999 999 999 999 and name one more as not a whole number', () => {
    expect(read('priceMax=999999999999').query).toMatchObject({ priceMax: 999_999_999_999 });
    expect(read('priceMax=1000000000000').problems).toEqual({ price: 'marketPlace.filters.errors.notWholeNumber' });
  });

  it('take a lower bound alone, and ask nothing of the end left open', () => {
    const { problems, query } = read('priceMin=150000&distanceMax=80000');
    expect(problems).toEqual({});
    expect(query).toStrictEqual({ page: 0, size: MARKET_PAGE_SIZE, sort: 'newest', priceMin: 150_000, distanceMax: 80_000 });
  });

  it('keep a make trimmed and at most 60 characters', () => {
    expect(read('make=  Volvo  ').filters.make).toBe('Volvo');
    expect(read(`make=${'V'.repeat(70)}`).filters.make).toBe('V'.repeat(60));
  });

  it('read a page of up to five digits, and the first page for anything else', () => {
    expect(read('page=0').query.page).toBe(0);
    expect(read('page=1').query.page).toBe(1);
    expect(read('page=12').query.page).toBe(12);
    expect(read('page=99999').query.page).toBe(99_999);
    for (const page of ['123456', 'x3', '3x', '']) expect(read(`page=${page}`).query.page).toBe(0);
  });
});

describe('the marketplace pages’ calls when they fail', () => {
  const AD = {
    id: 'ad-1',
    countryCode: 'SE',
    make: 'Volvo',
    model: 'V60',
    variant: 'T6',
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
    photos: [],
    seller: { name: 'Göteborgs Bilcenter AB', organizationNumber: '556612-3401' },
    location: 'Göteborg',
    createdAt: '2026-11-20T09:00:00.000Z',
    status: 'AVAILABLE',
    own: false,
    purchase: null,
  };
  const page = (count: number) => ({
    content: Array.from({ length: count }, (_, index) => ({ ...AD, id: `ad-${index}` })),
    page: 0,
    size: 4,
    totalElements: count,
    totalPages: 1,
    makes: ['Volvo'],
  });
  const logged = (error: { mock: { calls: unknown[][] } }) => error.mock.calls.map((call) => JSON.parse(String(call[0])));

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('Home shows at most four even when the API sends more', async () => {
    const { api } = recordingApi({ 'GET market/ads?sort=newest&page=0&size=4': Response.json(page(5)) });
    expect((await fetchMarketOverview(api))?.latest).toHaveLength(4);
  });

  it('the list is a page of ads, or nothing and an error in the log when the call fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { api } = recordingApi({ 'GET market/ads?page=1&size=20&sort=priceAsc': Response.json(page(2)) });
    expect((await loadMarketAds(api, { page: 1, size: 20, sort: 'priceAsc' }))?.content).toHaveLength(2);
    expect(await loadMarketAds(recordingApi({ 'GET market/ads?page=0': Response.json({}, { status: 500 }) }).api, { page: 0 })).toBeNull();
    expect(logged(error)).toEqual([
      expect.objectContaining({ level: 'error', message: 'marketplace: list failed', kind: 'technical', error: expect.stringContaining('500') }),
    ]);
  });

  it('Home’s failed block is logged as the latest vehicles', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await fetchMarketOverview(recordingApi({ 'GET market/ads?sort=newest&page=0&size=4': Response.json({}, { status: 503 }) }).api);
    expect(logged(error)).toEqual([expect.objectContaining({ message: 'marketplace: latest vehicles failed' })]);
  });

  it('an ad that fails is logged as the ad, and a 401 ends the session', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { api, sessionEnded } = recordingApi({
      'GET market/ads/broken': Response.json({}, { status: 500 }),
      'GET market/ads/ended': Response.json({}, { status: 401 }),
    });
    expect(await loadMarketAd(api, 'broken')).toEqual({ kind: 'unavailable' });
    expect(logged(error)).toEqual([expect.objectContaining({ message: 'marketplace: ad failed', kind: 'technical' })]);
    expect(sessionEnded()).toBe(false);
    expect(await loadMarketAd(api, 'ended')).toEqual({ kind: 'unavailable' });
    expect(sessionEnded()).toBe(true);
  });

  it('a purchase not found is no longer available, one that fails a retry, logged as the purchase', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { api, calls } = recordingApi({ 'GET market/purchases/p-broken': Response.json({}, { status: 500 }) });
    expect(await loadMarketPurchase(api, 'p-unknown')).toEqual({ kind: 'noLongerAvailable' });
    expect(await loadMarketPurchase(api, 'p-broken')).toEqual({ kind: 'unavailable' });
    expect(calls.map((call) => call.url)).toEqual(['http://api.test/se/market/purchases/p-unknown', 'http://api.test/se/market/purchases/p-broken']);
    expect(logged(error)).toEqual([expect.objectContaining({ message: 'marketplace: purchase failed' })]);
  });

  it('a failure that is not the API’s own is logged as unexpected', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = {
      get: async () => {
        throw new TypeError('bug');
      },
    } as unknown as Parameters<typeof loadMarketAd>[0];
    expect(await loadMarketAd(broken, 'ad-1')).toEqual({ kind: 'unavailable' });
    expect(logged(error)).toEqual([expect.objectContaining({ kind: 'unexpected', error: 'TypeError: bug' })]);
  });
});
