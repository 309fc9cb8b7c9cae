// Dealer marketplace calls (SPEC §7 market list, detail and confirm), each answer checked against
// its schema (market-schemas.ts). Called with the request's ApiClient, so from server code only.
// SPEC §8's errors: "no ads found" is an empty page; "car no longer available" is notFound (a sold
// or unknown ad); "purchase could not be completed" is any other failure of purchaseMarketAd.
import type { ApiClient } from './client';
import { ENDPOINTS } from './endpoints';
import { MarketAdPageSchema, MarketAdSchema, MarketPurchaseSchema, MarketPurchasesSchema, type MarketAdQuery } from './market-schemas';

/** One page of the country's available ads, with the makes for the filter. */
export const fetchMarketAds = (api: ApiClient, query: MarketAdQuery = {}) => api.get(ENDPOINTS.market.ads, MarketAdPageSchema, { query });

/** notFound for a sold ad, unless this dealer bought it (then it has its purchase). */
export const fetchMarketAd = (api: ApiClient, adId: string) => api.get(ENDPOINTS.market.ad, MarketAdSchema, { params: { adId } });

/**
 * Binding: the first confirmed buyer gets the car; later ones get notFound, the dealer's own ad
 * wrongData (409 OWN_AD). The same idempotency key again (double click, retry) answers the same purchase.
 */
export const purchaseMarketAd = (api: ApiClient, adId: string, idempotencyKey: string) =>
  api.post(ENDPOINTS.market.purchase, MarketPurchaseSchema, {
    params: { adId },
    body: { termsAccepted: true },
    headers: { 'idempotency-key': idempotencyKey },
  });

/** A purchase of this dealer, for the page after the confirm (what happens next). */
export const fetchMarketPurchase = (api: ApiClient, purchaseId: string) =>
  api.get(ENDPOINTS.market.purchaseResult, MarketPurchaseSchema, { params: { purchaseId } });

/** The dealer's purchases, the newest first; `awaitingPickUp` only the cars still at their sellers. */
export const fetchMarketPurchases = async (api: ApiClient, awaitingPickUp = false) =>
  (await api.get(ENDPOINTS.market.purchases, MarketPurchasesSchema, awaitingPickUp ? { query: { awaitingPickUp: 'true' } } : {})).purchases;

/** The buyer has picked the car up from the seller (said twice, the first time stays). */
export const markMarketPurchasePickedUp = (api: ApiClient, purchaseId: string) =>
  api.post(ENDPOINTS.market.pickedUp, MarketPurchaseSchema, { params: { purchaseId } });
