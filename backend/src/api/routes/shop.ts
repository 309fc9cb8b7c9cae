import { Hono, type Context } from 'hono';
import type { DatabaseSync } from 'node:sqlite';
import * as v from 'valibot';
import { ArticleQuerySchema, createOrderSchema, hasPointShop, OrderQuerySchema, type ShopCountry } from '../../../../src/lib/api/shop-schemas.ts';
import { rolesOf } from '../../db/users.ts';
import { findArticle, queryArticles, toArticle } from '../../shop/articles.ts';
import { FieldError, findUserOrder, placeOrder, queryUserOrders } from '../../shop/orders.ts';
import type { AppEnv } from '../env.ts';
import { ApiError, noAccess, notFound, wrongData } from '../errors.ts';
import { countryOf } from '../user-dto.ts';

const CountryQuerySchema = v.pick(ArticleQuerySchema, ['countryCode']);

/** The first issue as a FieldError: which field, and what is wrong with it. */
function invalid(issues: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]): FieldError {
  const [issue] = issues;
  return new FieldError(400, 'WRONG_DATA', v.getDotPath(issue) ?? 'body', issue.message);
}

/** The query without blank values: a blank value is as good as absent (a plain form's empty select). */
const filledQuery = (c: Context<AppEnv>) => Object.fromEntries(Object.entries(c.req.query()).filter(([, value]) => value.trim() !== ''));

/** The request's Idempotency-Key (1 to 200 characters), else 400 WRONG_DATA. */
function idempotencyKeyOf(c: Context<AppEnv>): string {
  const key = c.req.header('Idempotency-Key')?.trim() ?? '';
  if (key.length === 0 || key.length > 200) throw wrongData('The Idempotency-Key header is required (1 to 200 characters)');
  return key;
}

/**
 * The point shop (SPEC §7 shop). `account` answers every POINT_SHOP user; articles and orders only a
 * dealer in a country with a shop (SE, FI): Denmark's users get 403 NO_ACCESS, and a countryCode other
 * than the dealer's 403 NO_ACCESS too. docs/decisions/0035.
 */
export function shopRoutes(db: DatabaseSync, publicUrl: string) {
  /** The dealer's country, if it has a shop; the query's countryCode, where given, must be it. */
  const shopCountry = (c: Context<AppEnv>, countryCode?: string): ShopCountry => {
    const country = countryOf(db, c.var.user);
    if (!hasPointShop(country)) throw new ApiError(403, 'NO_ACCESS', `There is no point shop in ${country}`);
    if (countryCode !== undefined && countryCode !== country) throw new ApiError(403, 'NO_ACCESS', `The dealer's point shop is ${country}'s`);
    return country;
  };
  const countryCodeQuery = (c: Context<AppEnv>): string => {
    const result = v.safeParse(CountryQuerySchema, { countryCode: c.req.query('countryCode') });
    if (!result.success) throw invalid(result.issues);
    return result.output.countryCode;
  };

  return new Hono<AppEnv>()
    .use('*', async (c, next) => {
      if (!rolesOf(c.var.user).includes('POINT_SHOP')) throw noAccess();
      await next();
    })
    .get('/account', (c) => c.json({ balance: c.var.user.point_balance }))
    .get('/article', (c) => {
      const result = v.safeParse(ArticleQuerySchema, filledQuery(c));
      if (!result.success) throw invalid(result.issues);
      const country = shopCountry(c, result.output.countryCode);
      return c.json(queryArticles(db, country, result.output, publicUrl));
    })
    .get('/article/:articleId', (c) => {
      const country = shopCountry(c, countryCodeQuery(c));
      const row = findArticle(db, country, c.req.param('articleId'));
      if (!row) throw notFound('No such article');
      return c.json(toArticle(row, publicUrl));
    })
    .post('/orders', async (c) => {
      const country = shopCountry(c);
      const key = idempotencyKeyOf(c);
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        throw wrongData('Body must be JSON');
      }
      const result = v.safeParse(createOrderSchema(country), body);
      if (!result.success) throw invalid(result.issues);
      const { orderId, created } = placeOrder(db, c.var.user, country, result.output, key);
      return c.json(findUserOrder(db, c.var.user.id, orderId)!, created ? 201 : 200);
    })
    .get('/orders', (c) => {
      const country = shopCountry(c);
      const result = v.safeParse(OrderQuerySchema, filledQuery(c));
      if (!result.success) throw invalid(result.issues);
      return c.json(queryUserOrders(db, c.var.user.id, country, result.output.page, result.output.size));
    })
    .get('/orders/:orderId', (c) => {
      shopCountry(c);
      const order = findUserOrder(db, c.var.user.id, c.req.param('orderId'));
      if (!order) throw notFound('No such order');
      return c.json(order);
    });
}
