// The marketplace pages' Partner API calls, each turned into what the page shows: a list (or its
// failure), an ad (or "car no longer available", or a retry), Home's newest four.
import type { ApiClient } from '../api/client';
import { isApiError } from '../api/errors';
import { fetchMarketAd, fetchMarketAds, fetchMarketPurchase } from '../api/market';
import type { MarketAd, MarketAdPage, MarketAdQuery, MarketPurchase } from '../api/market-schemas';
import { leftOut } from '../api/left-out.server';

/** Home's "latest added vehicles" (SPEC §2 Home). */
const LATEST_VEHICLES_COUNT = 4;

const logged = (what: string) => leftOut(`marketplace: ${what} failed`);

/** One page of ads, or null when the call failed (the page says so and offers a retry). */
export async function loadMarketAds(api: ApiClient, query: MarketAdQuery): Promise<MarketAdPage | null> {
  return fetchMarketAds(api, query).catch(logged('list'));
}

/** The newest ads for Home, or null when the call failed (the block says so alone). */
/** Home's two marketplace blocks from one call: the newest ads, and how many cars are for sale. */
export interface MarketOverview {
  latest: MarketAd[];
  forSale: number;
}

export async function fetchMarketOverview(api: ApiClient): Promise<MarketOverview | null> {
  return fetchMarketAds(api, { sort: 'newest', page: 0, size: LATEST_VEHICLES_COUNT })
    .then((page) => ({ latest: page.content.slice(0, LATEST_VEHICLES_COUNT), forSale: page.totalElements }))
    .catch(logged('latest vehicles'));
}

export type Loaded<T> = { kind: 'found'; value: T } | { kind: 'noLongerAvailable' } | { kind: 'unavailable' };

async function load<T>(what: string, call: () => Promise<T>): Promise<Loaded<T>> {
  try {
    return { kind: 'found', value: await call() };
  } catch (error) {
    // notFound is SPEC §8's "car no longer available": sold, withdrawn or never there.
    if (isApiError(error, 'notFound')) return { kind: 'noLongerAvailable' };
    logged(what)(error);
    return { kind: 'unavailable' };
  }
}

export const loadMarketAd = (api: ApiClient, adId: string): Promise<Loaded<MarketAd>> => load('ad', () => fetchMarketAd(api, adId));

export const loadMarketPurchase = (api: ApiClient, purchaseId: string): Promise<Loaded<MarketPurchase>> =>
  load('purchase', () => fetchMarketPurchase(api, purchaseId));
