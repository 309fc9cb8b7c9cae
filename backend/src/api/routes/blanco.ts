import { Hono } from 'hono';
import type { DatabaseSync } from 'node:sqlite';
import { startSecondChance } from '../../blanco/lead-actions.ts';
import { LEADS, toLead } from '../../blanco/lead-store.ts';
import { dealerLeadsOf, type LeadRouteOptions } from '../../leads/lead-routes.ts';
import { CREDIT_PRODUCTS, monthlyCostFor, PRICE_LISTS } from '../../blanco/pricing.ts';
import type { AppEnv } from '../env.ts';
import { numberParam } from '../number-param.ts';
import { requireAnyRole } from '../roles.ts';
import { countryOf } from '../user-dto.ts';
import { leadRoutes } from './blanco-leads.ts';
import { priceTagPdf } from '../../blanco/price-tag/price-tag-pdf.ts';
import { priceTagOf } from '../../blanco/price-tag/price-tag.ts';
import { documentDealer } from '../../business-finance/dealer.ts';
import { pdfAnswer, requirePdfAccepted } from '../pdf-response.ts';

/** The portal's origins, for links the backend prints (the price tag's QR code). */
export interface PortalLinks {
  portalOrigins: readonly string[];
}

/** The private loan area. Products and prices follow the country of the user's dealer. */
export function blancoRoutes(db: DatabaseSync, options: LeadRouteOptions, links: PortalLinks) {
  const { dealerLead, leadAnswer } = dealerLeadsOf(db, LEADS, toLead);
  return new Hono<AppEnv>()
    .use('*', requireAnyRole('BLANCO'))
    .get('/credit-products', (c) => c.json([CREDIT_PRODUCTS[countryOf(db, c.var.user)]]))
    .get('/price-lists', (c) => c.json(PRICE_LISTS[countryOf(db, c.var.user)]))
    .get('/monthly-cost/:credit', (c) => {
      const credit = numberParam(c.req.param('credit'), 'credit');
      const interestRate = numberParam(c.req.query('interestRate'), 'interestRate');
      const term = numberParam(c.req.query('term'), 'term');
      return c.json(monthlyCostFor(countryOf(db, c.var.user), credit, interestRate, term));
    })
    .get('/price-tag/:credit', async (c) => {
      requirePdfAccepted(c);
      const tag = priceTagOf(countryOf(db, c.var.user), c.req.param('credit'), c.req.query(), links.portalOrigins, documentDealer(db, c.var.user.dealer_id));
      return pdfAnswer(c, await priceTagPdf(tag), `price-tag-${tag.cost.credit}-${tag.cost.term}.pdf`);
    })
    .route('/leads', leadRoutes(db, options))
    .post('/v2/sambla-application/:leadId', (c) => {
      const lead = dealerLead(c);
      startSecondChance(db, options.delays, lead);
      return leadAnswer(c, lead.id);
    });
}
