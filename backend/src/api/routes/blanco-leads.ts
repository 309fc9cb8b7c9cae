import { Hono, type Context } from 'hono';
import type { DatabaseSync } from 'node:sqlite';
import { CreateLeadSchema, InvoiceReferenceSchema, LeadQuerySchema } from '../../../../src/lib/api/blanco.ts';
import { createLead } from '../../blanco/create-lead.ts';
import { sendContract, setInvoiceReference } from '../../blanco/lead-actions.ts';
import { queryLeads } from '../../blanco/lead-query.ts';
import { dealerLeads, findDealerLead, toLead } from '../../blanco/lead-store.ts';
import type { AppEnv } from '../env.ts';
import { notFound, parseBody, wrongData } from '../errors.ts';
import { countryOf } from '../user-dto.ts';
import type { BlancoOptions } from './blanco.ts';

export function leadRoutes(db: DatabaseSync, { delays, publicUrl }: BlancoOptions) {
  const dealerLead = (c: Context<AppEnv>) => {
    const lead = findDealerLead(db, c.var.user.dealer_id, c.req.param('leadId') ?? '');
    if (!lead) throw notFound('No such lead');
    return lead;
  };
  const leadAnswer = (c: Context<AppEnv>, leadId: string, status: 200 | 201 = 200) =>
    c.json(toLead(db, findDealerLead(db, c.var.user.dealer_id, leadId)!), status);

  return new Hono<AppEnv>()
    .post('/', async (c) => {
      const key = c.req.header('Idempotency-Key')?.trim() ?? '';
      if (key.length === 0 || key.length > 200) throw wrongData('The Idempotency-Key header is required (1 to 200 characters)');
      const body = await parseBody(c, CreateLeadSchema);
      const { leadId, created } = createLead(db, delays, c.var.user, countryOf(db, c.var.user), body, key);
      return leadAnswer(c, leadId, created ? 201 : 200);
    })
    .post('/query', async (c) => {
      const query = await parseBody(c, LeadQuerySchema);
      const user = c.var.user;
      return c.json(queryLeads(dealerLeads(db, user.dealer_id), countryOf(db, user), user.id, query));
    })
    .get('/:leadId', (c) => c.json(toLead(db, dealerLead(c))))
    .put('/:leadId/invoice', async (c) => {
      const lead = dealerLead(c);
      const { ownInvoiceReference } = await parseBody(c, InvoiceReferenceSchema);
      setInvoiceReference(db, lead, ownInvoiceReference);
      return leadAnswer(c, lead.id);
    })
    .post('/:leadId/send-contract', (c) => {
      const lead = dealerLead(c);
      sendContract(db, delays, publicUrl, lead);
      return leadAnswer(c, lead.id);
    });
}
