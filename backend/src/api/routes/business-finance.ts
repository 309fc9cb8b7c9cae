import { Hono, type MiddlewareHandler } from 'hono';
import type { DatabaseSync } from 'node:sqlite';
import type { BusinessFinanceSelf } from '../../../../src/lib/api/business-finance-schemas.ts';
import { CreateInventoryLeadSchema, InventoryLeadQuerySchema, ResendContractSchema } from '../../../../src/lib/api/business-finance-schemas.ts';
import { resendInventoryContract, sendInventoryContracts } from '../../business-finance/contracts.ts';
import { createInventoryLead } from '../../business-finance/create-lead.ts';
import { documentDealer } from '../../business-finance/dealer.ts';
import { engagementReport } from '../../business-finance/engagement-report.ts';
import { financingNow, invoicesOfLead } from '../../business-finance/invoices.ts';
import { queryInventoryLeads } from '../../business-finance/lead-query.ts';
import { INVENTORY_LEADS, toInventoryLead } from '../../business-finance/lead-store.ts';
import { lineOfCredit, requireOnboarded } from '../../business-finance/line-of-credit.ts';
import { engagementReportPdf, monthlyStatementPdf } from '../../business-finance/pdf/statement-pdfs.ts';
import { BUSINESS_FINANCE_PRICE_LISTS, dailyCostFor } from '../../business-finance/price-list.ts';
import { monthlyStatement, yearlySummary } from '../../business-finance/statements.ts';
import { inTransaction } from '../../db/transaction.ts';
import { dealerLeadsOf } from '../../leads/lead-routes.ts';
import type { AppEnv } from '../env.ts';
import { parseBody, wrongData } from '../errors.ts';
import { numberParam } from '../number-param.ts';
import { pdfAnswer, requirePdfAccepted } from '../pdf-response.ts';
import { periodRoutes } from '../period-routes.ts';
import { requireAnyRole } from '../roles.ts';
import { countryOf } from '../user-dto.ts';
import type { LeadRouteOptions } from '../../leads/lead-routes.ts';

/** Inventory financing (SPEC §7 business-finance). Terms follow the country of the user's dealer. */
export function businessFinanceRoutes(db: DatabaseSync, { delays, publicUrl }: LeadRouteOptions) {
  const { dealerLead, leadAnswer, createRoute } = dealerLeadsOf(db, INVENTORY_LEADS, toInventoryLead);
  // 403 NOT_ONBOARDED after the role check: price list, daily cost and self stay readable.
  const onboarded: MiddlewareHandler<AppEnv> = async (c, next) => {
    requireOnboarded(db, c.var.user);
    await next();
  };

  return (
    new Hono<AppEnv>()
      .use('*', requireAnyRole('BUSINESS_FINANCE'))
      .use('/leads/*', onboarded)
      .use('/leads', onboarded)
      .use('/lines-of-credit', onboarded)
      .use('/transactions/*', onboarded)
      .get('/self', (c) => {
        const row = db
          .prepare('SELECT id, name, organization_number, country_code, onboarded_inventory_financing FROM dealers WHERE id = ?')
          .get(c.var.user.dealer_id) as {
          id: string;
          name: string;
          organization_number: string;
          country_code: BusinessFinanceSelf['countryCode'];
          onboarded_inventory_financing: number;
        };
        const self: BusinessFinanceSelf = {
          id: row.id,
          name: row.name,
          organizationNumber: row.organization_number,
          countryCode: row.country_code,
          onboarded: row.onboarded_inventory_financing === 1,
        };
        return c.json(self);
      })
      .get('/lines-of-credit', (c) => c.json(lineOfCredit(db, c.var.user.dealer_id, countryOf(db, c.var.user))))
      .get('/price-lists', (c) => c.json(BUSINESS_FINANCE_PRICE_LISTS[countryOf(db, c.var.user)]))
      .get('/daily-cost/:credit', (c) => {
        const credit = numberParam(c.req.param('credit'), 'credit');
        if (credit < 0) throw wrongData('credit: must not be negative');
        return c.json(dailyCostFor(countryOf(db, c.var.user), credit));
      })
      .post(
        '/leads',
        createRoute(CreateInventoryLeadSchema, (...lead) => createInventoryLead(db, delays, ...lead)),
      )
      .post('/leads/query', async (c) => {
        const query = await parseBody(c, InventoryLeadQuerySchema);
        const country = countryOf(db, c.var.user);
        const now = Date.now();
        return c.json(
          queryInventoryLeads(INVENTORY_LEADS.dealerLeads(db, c.var.user.dealer_id), c.var.user.id, query, (lead) => financingNow(db, country, lead, now)),
        );
      })
      // Before leads/:leadId, which would take "engagement-report" for an id.
      .get('/leads/engagement-report', async (c) => {
        requirePdfAccepted(c);
        const dealer = documentDealer(db, c.var.user.dealer_id);
        const report = engagementReport(db, c.var.user.dealer_id, dealer.country);
        return pdfAnswer(c, await engagementReportPdf(report, dealer), `engagement-report-${report.date}.pdf`);
      })
      .get('/leads/:leadId', (c) => c.json(toInventoryLead(db, dealerLead(c))))
      .get('/leads/:leadId/invoices', (c) => {
        const lead = dealerLead(c);
        return c.json({ invoices: inTransaction(db, () => invoicesOfLead(db, lead)) });
      })
      .route(
        '/transactions',
        periodRoutes(db, {
          yearPath: '/yearly-summary',
          yearOf: yearlySummary,
          monthPath: '/monthly-statement',
          monthOf: monthlyStatement,
          monthPdf: monthlyStatementPdf,
          pdfName: 'monthly-statement',
        }),
      )
      .post('/leads/:leadId/contracts', (c) => {
        const lead = dealerLead(c);
        sendInventoryContracts(db, delays, publicUrl, lead);
        return leadAnswer(c, lead.id);
      })
      .post('/leads/:leadId/contracts/resend', async (c) => {
        const { role } = await parseBody(c, ResendContractSchema);
        const lead = dealerLead(c);
        resendInventoryContract(db, lead, role);
        return leadAnswer(c, lead.id);
      })
  );
}
