import { Hono } from 'hono';
import type { DatabaseSync } from 'node:sqlite';
import { PaymentRequestSchema } from '../../../../src/lib/api/business-finance-invoices-schemas.ts';
import { documentDealer } from '../../business-finance/dealer.ts';
import { dealerInvoice, toInvoice } from '../../business-finance/invoices.ts';
import { INVENTORY_LEADS } from '../../business-finance/lead-store.ts';
import { requireOnboarded } from '../../business-finance/line-of-credit.ts';
import { requestPayment, type PaymentOptions } from '../../business-finance/payment.ts';
import { invoicePdf } from '../../business-finance/pdf/invoice-pdf.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { AppEnv } from '../env.ts';
import { parseBody } from '../errors.ts';
import { pdfAnswer, requirePdfAccepted } from '../pdf-response.ts';
import { requireAnyRole } from '../roles.ts';

/** Inventory financing's invoices (SPEC §7 invoices): payment and PDF. Another dealer's invoice is 404. */
export function invoiceRoutes(db: DatabaseSync, options: PaymentOptions) {
  return new Hono<AppEnv>()
    .use('*', requireAnyRole('BUSINESS_FINANCE'))
    .use('*', async (c, next) => {
      requireOnboarded(db, c.var.user);
      await next();
    })
    .post('/:invoiceId/payment', async (c) => {
      const request = await parseBody(c, PaymentRequestSchema);
      return c.json(inTransaction(db, () => requestPayment(db, options, dealerInvoice(db, c.var.user.dealer_id, c.req.param('invoiceId')), request)));
    })
    .get('/:invoiceId/pdf', async (c) => {
      const invoice = dealerInvoice(db, c.var.user.dealer_id, c.req.param('invoiceId'));
      requirePdfAccepted(c);
      const lead = INVENTORY_LEADS.findRow(db, invoice.lead_id)!;
      const car = { name: lead.vehicle_name, numberPlate: lead.number_plate, vin: lead.vin, reference: lead.reference };
      return pdfAnswer(c, await invoicePdf(toInvoice(invoice), documentDealer(db, invoice.dealer_id), car), `invoice-${invoice.number}.pdf`);
    });
}
