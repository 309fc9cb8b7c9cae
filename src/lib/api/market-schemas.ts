// The Partner API contract of the dealer marketplace (SPEC §3 market ad, §4 market, §6 marketplace,
// §7 market calls, §8 market errors). Shared by the portal and backend/; imports valibot and the
// lookup and base contracts only (with extensions, as Node strips types).
import * as v from 'valibot';
import { FUEL_TYPES, GEAR_TYPES, VEHICLE_VAT_STATUSES } from './lookup-schemas.ts';
import { CURRENCIES, pageSchema } from './schemas.ts';

const MARKET_AD_STATUSES = ['AVAILABLE', 'SOLD'] as const;
/** newest: latest added first (Home's "latest added vehicles"); the others by price, distance driven, model year. */
export const MARKET_SORTS = ['newest', 'priceAsc', 'priceDesc', 'distanceAsc', 'modelYearDesc'] as const;
export type MarketSort = (typeof MARKET_SORTS)[number];

const IsoDate = v.pipe(v.string(), v.isoDate());

export const MarketAdSchema = v.object({
  id: v.string(),
  countryCode: v.picklist(['SE', 'FI', 'DK']),
  make: v.string(),
  model: v.string(),
  variant: v.string(),
  modelYear: v.number(),
  fuel: v.picklist(FUEL_TYPES),
  gear: v.picklist(GEAR_TYPES),
  /** Distance driven, in km. */
  distanceKm: v.number(),
  /** null: no plates (a Danish dealer hands them in when taking a car in stock, NORDIC.md). */
  numberPlate: v.nullable(v.string()),
  /** The car's price, VAT included where the car carries VAT (VAT_DEDUCTIBLE). */
  price: v.number(),
  /** The marketplace's fixed purchase fee, charged to the buyer. */
  purchaseFee: v.number(),
  /** price + purchaseFee: what the buyer pays. */
  totalPrice: v.number(),
  currency: v.picklist(CURRENCIES),
  /** VAT_DEDUCTIBLE: SE/DK momsbil, FI alv-auto; MARGIN_SCHEME: SE VMB, FI marginaaliverotus, DK brugtmoms (NORDIC.md). */
  vatStatus: v.picklist(VEHICLE_VAT_STATUSES),
  /** The country's VAT rate (SE 25, FI 25.5, DK 25). */
  vatRatePercent: v.number(),
  /** The VAT in the price a VAT_DEDUCTIBLE car's buyer may deduct; null under the margin scheme (no VAT shown). */
  vatAmount: v.nullable(v.number()),
  /** 2 to 4 pictures, served by the API's host (absolute URLs, no bearer token needed). */
  photos: v.array(v.object({ url: v.string() })),
  seller: v.object({ name: v.string(), organizationNumber: v.string() }),
  /** The city where the car stands. */
  location: v.string(),
  /** When the ad was added (ISO 8601). */
  createdAt: v.string(),
  status: v.picklist(MARKET_AD_STATUSES),
  /** The user's own dealer's ad: shown, but it cannot be bought (409 OWN_AD). */
  own: v.boolean(),
  /** Only on an ad this dealer bought (a SOLD ad shows to its buyer only): the purchase. */
  purchase: v.nullable(v.object({ id: v.string(), reference: v.string(), purchasedAt: v.string() })),
});
export type MarketAd = v.InferOutput<typeof MarketAdSchema>;

/** GET market/ads: one page of available ads of the dealer's country, plus the makes any of them have (for the filter). */
export const MarketAdPageSchema = v.object({
  ...pageSchema(MarketAdSchema).entries,
  makes: v.array(v.string()),
});
export type MarketAdPage = v.InferOutput<typeof MarketAdPageSchema>;

/** A whole number ≥ 0, typed (the portal) or read from a query string (a form, the API). */
const WholeNumber = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(/^\d{1,12}$/, 'must be a whole number'), v.transform(Number))]),
  v.number(),
  v.integer('must be a whole number'),
  v.minValue(0, 'must not be negative'),
);
const bounded = (min: number, max: number) => v.pipe(WholeNumber, v.minValue(min), v.maxValue(max));
const inOrder = (low: number | undefined, high: number | undefined) => low === undefined || high === undefined || low <= high;

/**
 * GET market/ads?page&size&sort&make&fuel&gear&priceMin&priceMax&distanceMin&distanceMax. The ranges
 * include both ends (priceMin 100000 keeps a car of exactly 100 000) and compare the price without
 * the fee; make is compared without regard to case.
 */
export const MarketAdQuerySchema = v.pipe(
  v.object({
    page: v.optional(bounded(0, 100_000)),
    size: v.optional(bounded(1, 100)),
    sort: v.optional(v.picklist(MARKET_SORTS)),
    make: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(60))),
    fuel: v.optional(v.picklist(FUEL_TYPES)),
    gear: v.optional(v.picklist(GEAR_TYPES)),
    priceMin: v.optional(WholeNumber),
    priceMax: v.optional(WholeNumber),
    distanceMin: v.optional(WholeNumber),
    distanceMax: v.optional(WholeNumber),
  }),
  v.check((query) => inOrder(query.priceMin, query.priceMax), 'priceMin must not be above priceMax'),
  v.check((query) => inOrder(query.distanceMin, query.distanceMax), 'distanceMin must not be above distanceMax'),
);
export type MarketAdQuery = v.InferInput<typeof MarketAdQuerySchema>;
export type ParsedMarketAdQuery = v.InferOutput<typeof MarketAdQuerySchema>;

/** POST market/ads/{adId}/purchase (with an Idempotency-Key header): binding once sent, so the terms must be accepted. */
export const MarketPurchaseRequestSchema = v.object({
  termsAccepted: v.literal(true, 'the purchase terms must be accepted'),
});

/** The answer of a purchase (201 new, 200 the same Idempotency-Key again) and of GET market/purchases/{purchaseId}. */
export const MarketPurchaseSchema = v.object({
  id: v.string(),
  /** MP- and 6 digits: what the seller and the provider quote. */
  reference: v.string(),
  ad: MarketAdSchema,
  price: v.number(),
  purchaseFee: v.number(),
  totalPrice: v.number(),
  currency: v.picklist(CURRENCIES),
  vatStatus: v.picklist(VEHICLE_VAT_STATUSES),
  vatAmount: v.nullable(v.number()),
  purchasedAt: v.string(),
  /** What happens next: the seller calls within a working day to agree on the pick-up, then invoices the price by the due date. */
  nextSteps: v.object({
    seller: v.object({ name: v.string(), organizationNumber: v.string(), phone: v.string(), email: v.string() }),
    sellerContactsWithinWorkingDays: v.number(),
    pickUpCity: v.string(),
    paymentDueDate: IsoDate,
  }),
  /** When the buyer said the car was picked up from the seller; null while it waits there. */
  pickedUpAt: v.nullable(v.string()),
});
export type MarketPurchase = v.InferOutput<typeof MarketPurchaseSchema>;

/** GET market/purchases: the dealer's purchases, the newest first (the latest MARKET_PURCHASES_LISTED); `awaitingPickUp=true` only those not picked up yet. */
export const MarketPurchasesSchema = v.object({ purchases: v.array(MarketPurchaseSchema) });
export const MARKET_PURCHASES_LISTED = 100;
