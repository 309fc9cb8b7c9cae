// Point shop calls (SPEC §7 shop), each answer checked against its schema (shop-schemas.ts). Called with
// the request's ApiClient, so from server code only. The balance: shop/shop.server.ts.
import type { ApiClient } from './client';
import { ENDPOINTS } from './endpoints';
import type { CountryCode } from './schemas';
import { ArticlePageSchema, ArticleSchema, OrderPageSchema, OrderSchema, type ArticleQueryInput, type CreateOrder, type OrderQueryInput } from './shop-schemas';

/** A page of the country's articles; noAccess for a dealer in Denmark (no shop) or a country not the dealer's. */
export const fetchArticles = (api: ApiClient, query: ArticleQueryInput) => api.get(ENDPOINTS.shop.articles, ArticlePageSchema, { query: { ...query } });

/** notFound for an article not in that country's shop. */
export const fetchArticle = (api: ApiClient, articleId: string, countryCode: CountryCode) =>
  api.get(ENDPOINTS.shop.article, ArticleSchema, { params: { articleId }, query: { countryCode } });

/**
 * Places the cart: each line is sent, partially sent or failed by the stock, and only what is sent costs
 * points. negativeBalance when the cart costs more than the balance (nothing taken); wrongData for a PO
 * box, a bad zip or an unknown article. The same idempotency key and body twice make one order.
 */
export const placeOrder = (api: ApiClient, order: CreateOrder, idempotencyKey: string) =>
  api.post(ENDPOINTS.shop.orders, OrderSchema, { body: order, headers: { 'idempotency-key': idempotencyKey } });

/** One of the user's own orders (the result page after a redirect). */
export const fetchOrder = (api: ApiClient, orderId: string) => api.get(ENDPOINTS.shop.order, OrderSchema, { params: { orderId } });

/** A page of the user's own orders, newest first (My orders); noAccess in Denmark. */
export const fetchOrders = (api: ApiClient, query: OrderQueryInput) => api.get(ENDPOINTS.shop.orders, OrderPageSchema, { query: { ...query } });
