import { Hono, type Context } from 'hono';
import type { DatabaseSync } from 'node:sqlite';
import { CreateLeasingLeadSchema, LeasingLeadQuerySchema } from '../../../../src/lib/api/leasing-schemas.ts';
import { createLeasingLead } from '../../leasing/create-lead.ts';
import { sendLeasingContract } from '../../leasing/lead-actions.ts';
import { queryLeasingLeads } from '../../leasing/lead-query.ts';
import { dealerLeasingLeads, findDealerLeasingLead, toLeasingLead } from '../../leasing/lead-store.ts';
import { LEASING_PRICE_LISTS, leasingCostFor } from '../../leasing/price-list.ts';
import type { AppEnv } from '../env.ts';
import { notFound, parseBody, wrongData } from '../errors.ts';
import { requireAnyRole } from '../roles.ts';
import { countryOf } from '../user-dto.ts';
import type { BlancoOptions } from './blanco.ts';

function numberParam(value: string | undefined, name: string): number {
  const number = value === undefined || value.trim() === '' ? Number.NaN : Number(value);
  if (!Number.isFinite(number)) throw wrongData(`${name}: must be a number`);
  return number;
}

/** Business leasing (SPEC §7 leasing). Terms follow the country of the user's dealer. */
export function leasingRoutes(db: DatabaseSync, { delays, publicUrl }: BlancoOptions) {
  const dealerLead = (c: Context<AppEnv>) => {
    const lead = findDealerLeasingLead(db, c.var.user.dealer_id, c.req.param('leadId') ?? '');
    if (!lead) throw notFound('No such lead');
    return lead;
  };
  const leadAnswer = (c: Context<AppEnv>, leadId: string, status: 200 | 201 = 200) =>
    c.json(toLeasingLead(db, findDealerLeasingLead(db, c.var.user.dealer_id, leadId)!), status);

  return new Hono<AppEnv>()
    .use('*', requireAnyRole('LEASING'))
    .get('/price-lists', (c) => c.json(LEASING_PRICE_LISTS[countryOf(db, c.var.user)]))
    // credit = the vehicle price excl. VAT.
    .get('/monthly-cost/:credit', (c) => c.json(leasingCostFor(countryOf(db, c.var.user), numberParam(c.req.param('credit'), 'credit'),
      numberParam(c.req.query('firstRent'), 'firstRent'), numberParam(c.req.query('residual'), 'residual'),
      numberParam(c.req.query('months'), 'months'))))
    .post('/leads', async (c) => {
      const key = c.req.header('Idempotency-Key')?.trim() ?? '';
      if (key.length === 0 || key.length > 200) throw wrongData('The Idempotency-Key header is required (1 to 200 characters)');
      const body = await parseBody(c, CreateLeasingLeadSchema);
      const { leadId, created } = createLeasingLead(db, delays, c.var.user, countryOf(db, c.var.user), body, key);
      return leadAnswer(c, leadId, created ? 201 : 200);
    })
    .post('/leads/query', async (c) => {
      const query = await parseBody(c, LeasingLeadQuerySchema);
      return c.json(queryLeasingLeads(dealerLeasingLeads(db, c.var.user.dealer_id), c.var.user.id, query));
    })
    .get('/leads/:leadId', (c) => c.json(toLeasingLead(db, dealerLead(c))))
    .post('/leads/:leadId/send-contract', (c) => {
      const lead = dealerLead(c);
      sendLeasingContract(db, delays, publicUrl, lead);
      return leadAnswer(c, lead.id);
    });
}
