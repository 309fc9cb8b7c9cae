// The Partner API contract of the point shop (SPEC §3 points shop, §4 points order result, §5 checkout,
// §7 shop, §8 negativeBalance; docs/decisions/0035). Shared by the portal and backend/; imports valibot,
// the common contract and the one-line text rule only (with extensions, as Node strips types).
import * as v from 'valibot';
import { textSchema } from '../forms/text.ts';
import { MONEY_MAX, pageSchema, type CountryCode } from './schemas.ts';

/** Denmark has no point shop (SPEC §6, §9). */
const SHOP_COUNTRIES = ['SE', 'FI'] as const;
export type ShopCountry = (typeof SHOP_COUNTRIES)[number];
export const hasPointShop = (country: CountryCode): country is ShopCountry => (SHOP_COUNTRIES as readonly string[]).includes(country);

export const ARTICLE_CATEGORIES = ['CAR_CARE', 'TOOLS', 'GIFT_CARDS', 'OUTDOOR', 'ELECTRONICS', 'HOME_GARDEN'] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];
/** name: A to Ö in the country's language; priceAsc and priceDesc by points; newest: latest added first. */
export const ARTICLE_SORTS = ['name', 'priceAsc', 'priceDesc', 'newest'] as const;
export type ArticleSort = (typeof ARTICLE_SORTS)[number];

/** GET shop/article/{articleId}?countryCode, and each item of the list. Prices in whole points. */
export const ArticleSchema = v.object({
  id: v.string(),
  countryCode: v.picklist(SHOP_COUNTRIES),
  name: v.string(),
  description: v.string(),
  category: v.picklist(ARTICLE_CATEGORIES),
  /** An SVG served by the API's host (no outside host). */
  imageUrl: v.string(),
  price: v.number(),
  stock: v.number(),
  /** When stock is 0: the day more is expected (YYYY-MM-DD), if known; null while in stock. */
  expectedInboundDate: v.nullable(v.string()),
  /** The day it joined the shop (YYYY-MM-DD): what `newest` sorts by. */
  addedAt: v.string(),
});
export type Article = v.InferOutput<typeof ArticleSchema>;
export const ArticlePageSchema = pageSchema(ArticleSchema);
export type ArticlePage = v.InferOutput<typeof ArticlePageSchema>;

const ARTICLE_PAGE_SIZE_MAX = 100;

/** A query value as a URL carries it (a string), or as the portal's client passes it (a number or a boolean). */
const wholeNumber = (min: number, max: number) =>
  v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(/^\d{1,9}$/, 'must be a whole number'), v.toNumber())]),
    v.integer('must be a whole number'),
    v.minValue(min),
    v.maxValue(max),
  );
const yesNo = v.union([
  v.boolean(),
  v.pipe(
    v.picklist(['true', 'false']),
    v.transform((text) => text === 'true'),
  ),
]);

/**
 * GET shop/article's query (SPEC §7: page, size, sort, optional filters, countryCode). `q` matches the
 * name or description, `inStock` leaves out what is sold out, `maxPrice` what costs more points.
 */
export const ArticleQuerySchema = v.object({
  countryCode: v.picklist(['SE', 'FI', 'DK'] as const satisfies readonly CountryCode[]),
  page: v.optional(wholeNumber(0, 100_000), 0),
  size: v.optional(wholeNumber(1, ARTICLE_PAGE_SIZE_MAX), 12),
  sort: v.optional(v.picklist(ARTICLE_SORTS), 'name'),
  category: v.optional(v.picklist(ARTICLE_CATEGORIES)),
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))),
  inStock: v.optional(yesNo, false),
  maxPrice: v.optional(wholeNumber(0, MONEY_MAX)),
});
export type ArticleQueryInput = v.InferInput<typeof ArticleQuerySchema>;
export type ArticleQuery = v.InferOutput<typeof ArticleQuerySchema>;

// --- Checkout (SPEC §5: no PO box, the cart within the balance, insufficient stock names the article) ---

/**
 * A post office box in any of the three countries, in any of their languages: SE "Box 123", "Postbox",
 * FI "PL 12", "Postilokero 12", "PB 12" (sv-FI), DK "Postboks 12", "Pb. 12", and "P.O. Box 12". Only a
 * box word followed by its number, so Boxholmsvägen or Plogvägen pass.
 */
const PO_BOX = /(?<![\p{L}\p{N}])(?:p\.?\s?o\.?\s?box|post\s?box|box|postilokero|pl|pb|postboks|boks)\.?\s*\d/iu;
/** Whether a street address is a PO box (the checkout leaves an organisation's PO box out of its fields). */
export const isPoBoxAddress = (address: string): boolean => PO_BOX.test(address);

/** Postal codes: SE five digits, often written "123 45"; FI five digits; DK four. */
const ZIP_PATTERNS: Record<CountryCode, RegExp> = { SE: /^\d{3} ?\d{2}$/, FI: /^\d{5}$/, DK: /^\d{4}$/ };
/** The zip as written on Swedish post ("123 45"); Finnish and Danish ones as they are. */
function normalizeZip(country: CountryCode, zip: string): string {
  const digits = zip.replace(/\s/g, '');
  return country === 'SE' ? `${digits.slice(0, 3)} ${digits.slice(3)}` : digits;
}

/** The messages of the delivery address's checks: the API's English ones, or the portal's translation keys. */
export interface DeliveryMessages {
  required: string;
  tooLong: string;
  /** A character that changes what a reader sees (the shared text rule's own message by default). */
  unsafe?: string;
  poBox: string;
  zip: string;
}
const API_MESSAGES: DeliveryMessages = {
  required: 'is required',
  tooLong: 'is too long',
  unsafe: 'has a control or direction-changing character',
  poBox: 'a PO box cannot take parcels: give a street address',
  zip: 'is not a postal code of the country',
};

const text = (max: number, messages: DeliveryMessages) => textSchema(max, messages);

/**
 * SPEC §3 delivery address: address, att, city, zip. The recipient (att) is required: parcels go to a
 * dealership, where a parcel without a name gets lost. The zip comes out normalized (normalizeZip).
 */
export function deliveryAddressSchema(country: CountryCode, messages: DeliveryMessages = API_MESSAGES) {
  return v.object({
    address: v.pipe(
      text(100, messages),
      v.check((address) => !isPoBoxAddress(address), messages.poBox),
    ),
    att: text(100, messages),
    city: text(60, messages),
    zip: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(messages.required),
      v.regex(ZIP_PATTERNS[country], messages.zip),
      v.transform((zip) => normalizeZip(country, zip)),
    ),
  });
}

const ORDER_QUANTITY_MAX = 99;
const ORDER_LINES_MAX = 50;

/**
 * POST shop/orders with an Idempotency-Key header. Only article ids and quantities: the server prices
 * every line, so a price from the browser is never trusted. Each article once.
 */
export function createOrderSchema(country: CountryCode) {
  return v.object({
    lines: v.pipe(
      v.array(
        v.object({
          articleId: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(100)),
          quantity: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(ORDER_QUANTITY_MAX)),
        }),
      ),
      v.minLength(1, 'the cart is empty'),
      v.maxLength(ORDER_LINES_MAX),
      v.check((lines) => new Set(lines.map((line) => line.articleId)).size === lines.length, 'each article once, with its quantity'),
    ),
    delivery: deliveryAddressSchema(country),
  });
}
export type CreateOrder = v.InferOutput<ReturnType<typeof createOrderSchema>>;

/**
 * SPEC §4 points order result, per line and for the order: SENT, all of it; PARTIALLY_SENT, what was in
 * stock (for an order: some lines short or failed); FAILED, nothing (none in stock; for an order: no line sent).
 */
const ORDER_RESULTS = ['SENT', 'PARTIALLY_SENT', 'FAILED'] as const;
export type OrderResult = (typeof ORDER_RESULTS)[number];

const OrderLineSchema = v.object({
  articleId: v.string(),
  /** Names the article, so a short or failed line says which (SPEC §5). */
  articleName: v.string(),
  /** Points per item, as the server priced it at the order. */
  unitPrice: v.number(),
  quantity: v.number(),
  sentQuantity: v.number(),
  /** unitPrice × sentQuantity: what the line cost. */
  points: v.number(),
  result: v.picklist(ORDER_RESULTS),
});
export type OrderLine = v.InferOutput<typeof OrderLineSchema>;

/** The answer of POST shop/orders (201 new, 200 the same key again) and GET shop/orders/{orderId}. */
export const OrderSchema = v.object({
  id: v.string(),
  /** PS- and 6 digits. */
  number: v.string(),
  createdAt: v.string(),
  result: v.picklist(ORDER_RESULTS),
  lines: v.array(OrderLineSchema),
  delivery: v.object({ address: v.string(), att: v.string(), city: v.string(), zip: v.string() }),
  /** What the whole cart would have cost; the points of short and failed lines were never taken. */
  pointsOrdered: v.number(),
  pointsCharged: v.number(),
  /** The user's balance right after this order. */
  balance: v.number(),
});
export type Order = v.InferOutput<typeof OrderSchema>;

const ORDER_PAGE_SIZE_MAX = 50;

/** GET shop/orders' query: the user's orders, newest first, a page at a time (page from 0, size 1 to 50, 20 by default). */
export const OrderQuerySchema = v.object({
  page: v.optional(wholeNumber(0, 100_000), 0),
  size: v.optional(wholeNumber(1, ORDER_PAGE_SIZE_MAX), 20),
});
export type OrderQueryInput = v.InferInput<typeof OrderQuerySchema>;

/** GET shop/orders: each order as GET shop/orders/{orderId} answers it. */
export const OrderPageSchema = pageSchema(OrderSchema);
export type OrderPage = v.InferOutput<typeof OrderPageSchema>;
