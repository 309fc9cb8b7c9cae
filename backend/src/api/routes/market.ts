import { Hono } from 'hono';
import * as v from 'valibot';
import type { DatabaseSync } from 'node:sqlite';
import { MARKET_PURCHASES_LISTED, MarketAdQuerySchema, MarketPurchaseRequestSchema } from '../../../../src/lib/api/market-schemas.ts';
import { idempotencyKeyOf } from '../../leads/lead-routes.ts';
import { queryAds } from '../../market/ad-query.ts';
import { carNoLongerAvailable, dealerPurchases, findAd, findPurchase, markPickedUp, toMarketAd, toMarketPurchase } from '../../market/ad-store.ts';
import { purchaseAd } from '../../market/purchase.ts';
import type { AppEnv } from '../env.ts';
import { notFound, parseBody, wrongData } from '../errors.ts';
import { requireAnyRole } from '../roles.ts';
import { countryOf } from '../user-dto.ts';

/**
 * The dealer marketplace (SPEC §7 market list, detail and confirm): the ads of the country of the
 * user's dealer, and the dealer's purchases with whether each car was picked up from its seller.
 * MARKET_PLACE only; the PayMarketplace flag is the portal's to check (SPEC §6).
 */
export function marketRoutes(db: DatabaseSync, publicUrl: string) {
  return new Hono<AppEnv>()
    .use('*', requireAnyRole('MARKET_PLACE'))
    .get('/ads', (c) => {
      // An empty field of a sent filter form means "any".
      const given = Object.fromEntries(Object.entries(c.req.query()).filter(([, value]) => value.trim() !== ''));
      const query = v.safeParse(MarketAdQuerySchema, given);
      if (!query.success) throw wrongData(query.issues.map((issue) => `${v.getDotPath(issue) ?? 'query'}: ${issue.message}`).join('; '));
      return c.json(queryAds(db, publicUrl, countryOf(db, c.var.user), c.var.user.dealer_id, query.output));
    })
    .get('/ads/:adId', (c) => {
      const ad = findAd(db, c.req.param('adId'));
      const dealerId = c.var.user.dealer_id;
      if (!ad || ad.country_code !== countryOf(db, c.var.user)) throw carNoLongerAvailable();
      const answer = toMarketAd(db, publicUrl, ad, dealerId);
      // A sold car stays visible to the dealer who bought it, as bought by them.
      if (ad.status === 'SOLD' && answer.purchase === null) throw carNoLongerAvailable();
      return c.json(answer);
    })
    .post('/ads/:adId/purchase', async (c) => {
      const key = idempotencyKeyOf(c);
      await parseBody(c, MarketPurchaseRequestSchema);
      const { purchase, created } = purchaseAd(db, c.var.user, countryOf(db, c.var.user), c.req.param('adId'), key);
      return c.json(toMarketPurchase(db, publicUrl, purchase), created ? 201 : 200);
    })
    .get('/purchases', (c) => {
      const awaitingPickUp = c.req.query('awaitingPickUp') === 'true';
      const rows = dealerPurchases(db, c.var.user.dealer_id, awaitingPickUp, MARKET_PURCHASES_LISTED);
      return c.json({ purchases: rows.map((row) => toMarketPurchase(db, publicUrl, row)) });
    })
    .get('/purchases/:purchaseId', (c) => c.json(toMarketPurchase(db, publicUrl, dealerPurchase(c.req.param('purchaseId'), c.var.user.dealer_id))))
    .post('/purchases/:purchaseId/picked-up', (c) => {
      const purchase = dealerPurchase(c.req.param('purchaseId'), c.var.user.dealer_id);
      markPickedUp(db, purchase.id);
      return c.json(toMarketPurchase(db, publicUrl, findPurchase(db, purchase.id)!));
    });

  function dealerPurchase(purchaseId: string, dealerId: string) {
    const purchase = findPurchase(db, purchaseId);
    if (!purchase || purchase.dealer_id !== dealerId) throw notFound();
    return purchase;
  }
}
