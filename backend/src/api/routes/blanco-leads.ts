import { Hono } from 'hono';
import type { DatabaseSync } from 'node:sqlite';
import { BlancoLeadQuerySchema, CreateLeadSchema, InvoiceReferenceSchema } from '../../../../src/lib/api/blanco.ts';
import { SendContractSchema } from '../../../../src/lib/api/leads.ts';
import { createLead } from '../../blanco/create-lead.ts';
import { sendContract, setInvoiceReference } from '../../blanco/lead-actions.ts';
import { queryLeads } from '../../blanco/lead-query.ts';
import { LEADS, toLead } from '../../blanco/lead-store.ts';
import { dealerLeadsOf } from '../../leads/lead-routes.ts';
import type { AppEnv } from '../env.ts';
import { parseBody, parseOptionalBody } from '../errors.ts';
import { countryOf } from '../user-dto.ts';
import type { LeadRouteOptions } from '../../leads/lead-routes.ts';

export function leadRoutes(db: DatabaseSync, { delays, publicUrl }: LeadRouteOptions) {
  const { dealerLead, leadAnswer, createRoute } = dealerLeadsOf(db, LEADS, toLead);

  return new Hono<AppEnv>()
    .post(
      '/',
      createRoute(CreateLeadSchema, (...lead) => createLead(db, delays, ...lead)),
    )
    .post('/query', async (c) => {
      const query = await parseBody(c, BlancoLeadQuerySchema);
      const user = c.var.user;
      return c.json(queryLeads(LEADS.dealerLeads(db, user.dealer_id), countryOf(db, user), user.id, query));
    })
    .get('/:leadId', (c) => c.json(toLead(db, dealerLead(c))))
    .put('/:leadId/invoice', async (c) => {
      const lead = dealerLead(c);
      const { ownInvoiceReference } = await parseBody(c, InvoiceReferenceSchema);
      setInvoiceReference(db, lead, ownInvoiceReference);
      return leadAnswer(c, lead.id);
    })
    .post('/:leadId/send-contract', async (c) => {
      const lead = dealerLead(c);
      const { again } = await parseOptionalBody(c, SendContractSchema);
      sendContract(db, delays, publicUrl, lead, again);
      return leadAnswer(c, lead.id);
    });
}
