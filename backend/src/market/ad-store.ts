// The marketplace's rows and how an ad and a purchase are answered to a dealer.
import type { DatabaseSync } from 'node:sqlite';
import type { MarketAd, MarketPurchase } from '../../../src/lib/api/market-schemas.ts';
import type { CountryCode } from '../../../src/lib/api/schemas.ts';
import { notFound } from '../api/errors.ts';
import { MARKET_TERMS, vatIncluded } from './terms.ts';

export interface AdRow {
  id: string;
  country_code: CountryCode;
  seller_dealer_id: string;
  seller_name: string;
  seller_organization_number: string;
  seller_phone: string;
  seller_email: string;
  location: string;
  make: string;
  model: string;
  variant: string;
  model_year: number;
  fuel: MarketAd['fuel'];
  gear: MarketAd['gear'];
  distance_km: number;
  number_plate: string | null;
  price: number;
  currency: MarketAd['currency'];
  vat_status: MarketAd['vatStatus'];
  colour: string;
  photo_count: number;
  status: MarketAd['status'];
  purchase_id: string | null;
  created_at: number;
}

export interface PurchaseRow {
  id: string;
  reference: string;
  ad_id: string;
  dealer_id: string;
  user_id: string;
  price: number;
  purchase_fee: number;
  currency: MarketAd['currency'];
  vat_status: MarketAd['vatStatus'];
  created_at: number;
  picked_up_at: number | null;
}

/** SPEC §8 "car no longer available": a sold ad (to anyone but its buyer) and an unknown one look the same. */
export const carNoLongerAvailable = () => notFound('car no longer available');

export function findAd(db: DatabaseSync, adId: string): AdRow | undefined {
  return db.prepare('SELECT * FROM market_ads WHERE id = ?').get(adId) as AdRow | undefined;
}

export function findPurchase(db: DatabaseSync, purchaseId: string): PurchaseRow | undefined {
  return db.prepare('SELECT * FROM market_purchases WHERE id = ?').get(purchaseId) as PurchaseRow | undefined;
}

/** Where the ad's pictures are: {publicUrl}/static/market/ads/{id}/{n}.svg (photos.ts draws them). */
const photoUrl = (publicUrl: string, adId: string, index: number) => `${publicUrl}/static/market/ads/${encodeURIComponent(adId)}/${index}.svg`;

/** The ad as the dealer sees it: their own ad is marked, and the purchase shows only to the dealer who bought it. */
export function toMarketAd(db: DatabaseSync, publicUrl: string, row: AdRow, dealerId: string): MarketAd {
  const purchase = row.purchase_id === null ? undefined : findPurchase(db, row.purchase_id);
  const terms = MARKET_TERMS[row.country_code];
  return {
    id: row.id,
    countryCode: row.country_code,
    make: row.make,
    model: row.model,
    variant: row.variant,
    modelYear: row.model_year,
    fuel: row.fuel,
    gear: row.gear,
    distanceKm: row.distance_km,
    numberPlate: row.number_plate,
    price: row.price,
    purchaseFee: terms.purchaseFee,
    totalPrice: row.price + terms.purchaseFee,
    currency: row.currency,
    vatStatus: row.vat_status,
    vatRatePercent: terms.vatRatePercent,
    vatAmount: vatIncluded(row.country_code, row.price, row.vat_status),
    photos: Array.from({ length: row.photo_count }, (_, index) => ({ url: photoUrl(publicUrl, row.id, index + 1) })),
    seller: { name: row.seller_name, organizationNumber: row.seller_organization_number },
    location: row.location,
    createdAt: new Date(row.created_at).toISOString(),
    status: row.status,
    own: row.seller_dealer_id === dealerId,
    purchase:
      purchase && purchase.dealer_id === dealerId
        ? { id: purchase.id, reference: purchase.reference, purchasedAt: new Date(purchase.created_at).toISOString() }
        : null,
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function toMarketPurchase(db: DatabaseSync, publicUrl: string, purchase: PurchaseRow): MarketPurchase {
  const ad = findAd(db, purchase.ad_id)!;
  const terms = MARKET_TERMS[ad.country_code];
  return {
    id: purchase.id,
    reference: purchase.reference,
    ad: toMarketAd(db, publicUrl, ad, purchase.dealer_id),
    price: purchase.price,
    purchaseFee: purchase.purchase_fee,
    totalPrice: purchase.price + purchase.purchase_fee,
    currency: purchase.currency,
    vatStatus: purchase.vat_status,
    vatAmount: vatIncluded(ad.country_code, purchase.price, purchase.vat_status),
    purchasedAt: new Date(purchase.created_at).toISOString(),
    nextSteps: {
      seller: { name: ad.seller_name, organizationNumber: ad.seller_organization_number, phone: ad.seller_phone, email: ad.seller_email },
      sellerContactsWithinWorkingDays: 1,
      pickUpCity: ad.location,
      paymentDueDate: new Date(purchase.created_at + terms.paymentDays * DAY_MS).toISOString().slice(0, 10),
    },
    pickedUpAt: purchase.picked_up_at === null ? null : new Date(purchase.picked_up_at).toISOString(),
  };
}

/** The dealer's purchases, the newest first; only those still at the seller when `awaitingPickUp`. */
export function dealerPurchases(db: DatabaseSync, dealerId: string, awaitingPickUp: boolean, limit: number): PurchaseRow[] {
  return db
    .prepare(
      `SELECT * FROM market_purchases WHERE dealer_id = ? AND (? = 0 OR picked_up_at IS NULL)
    ORDER BY created_at DESC, reference LIMIT ?`,
    )
    .all(dealerId, awaitingPickUp ? 1 : 0, limit) as unknown as PurchaseRow[];
}

/** The buyer has the car: the first time is kept, so saying it twice changes nothing. */
export function markPickedUp(db: DatabaseSync, purchaseId: string, now = Date.now()): void {
  db.prepare('UPDATE market_purchases SET picked_up_at = ? WHERE id = ? AND picked_up_at IS NULL').run(now, purchaseId);
}
