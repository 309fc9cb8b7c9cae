import { Hono } from 'hono';
import type { DatabaseSync } from 'node:sqlite';
import { CreateLeasingLeadSchema, LeasingLeadQuerySchema } from '../../../../src/lib/api/leasing-schemas.ts';
import { SendContractSchema } from '../../../../src/lib/api/leads.ts';
import { createLeasingLead } from '../../leasing/create-lead.ts';
import { sendLeasingContract } from '../../leasing/lead-actions.ts';
import { queryLeasingLeads } from '../../leasing/lead-query.ts';
import { LEASING_LEADS, toLeasingLead } from '../../leasing/lead-store.ts';
import { dealerLeadsOf } from '../../leads/lead-routes.ts';
import { LEASING_PRICE_LISTS, leasingCostFor } from '../../leasing/price-list.ts';
import type { AppEnv } from '../env.ts';
import { parseBody, parseOptionalBody } from '../errors.ts';
import { numberParam } from '../number-param.ts';
import { requireAnyRole } from '../roles.ts';
import { countryOf } from '../user-dto.ts';
import type { LeadRouteOptions } from '../../leads/lead-routes.ts';

/** Business leasing (SPEC §7 leasing). Terms follow the country of the user's dealer. */
export function leasingRoutes(db: DatabaseSync, { delays, publicUrl }: LeadRouteOptions) {
  const { dealerLead, leadAnswer, createRoute } = dealerLeadsOf(db, LEASING_LEADS, toLeasingLead);

  return (
    new Hono<AppEnv>()
      .use('*', requireAnyRole('LEASING'))
      .get('/price-lists', (c) => c.json(LEASING_PRICE_LISTS[countryOf(db, c.var.user)]))
      // credit = the vehicle price excl. VAT.
      .get('/monthly-cost/:credit', (c) =>
        c.json(
          leasingCostFor(
            countryOf(db, c.var.user),
            numberParam(c.req.param('credit'), 'credit'),
            numberParam(c.req.query('firstRent'), 'firstRent'),
            numberParam(c.req.query('residual'), 'residual'),
            numberParam(c.req.query('months'), 'months'),
          ),
        ),
      )
      .post(
        '/leads',
        createRoute(CreateLeasingLeadSchema, (...lead) => createLeasingLead(db, delays, ...lead)),
      )
      .post('/leads/query', async (c) => {
        const query = await parseBody(c, LeasingLeadQuerySchema);
        return c.json(queryLeasingLeads(LEASING_LEADS.dealerLeads(db, c.var.user.dealer_id), c.var.user.id, query));
      })
      .get('/leads/:leadId', (c) => c.json(toLeasingLead(db, dealerLead(c))))
      .post('/leads/:leadId/send-contract', async (c) => {
        const lead = dealerLead(c);
        const { again } = await parseOptionalBody(c, SendContractSchema);
        sendLeasingContract(db, delays, publicUrl, lead, again);
        return leadAnswer(c, lead.id);
      })
  );
}
