// POST invoices/{invoiceId}/payment: the dealer pays an invoice directly through their bank (SPEC §7:
// the direct bank payment URL is configuration) or by the invoice itself (its PDF). Asking again with
// the same method changes nothing. A direct payment makes the invoice PROCESSING until the bank's
// payment arrives on the lifecycle's payout timer; an invoice stays OPEN until paid.
import type { DatabaseSync } from 'node:sqlite';
import type { Payment, PaymentRequest } from '../../../src/lib/api/business-finance-invoices-schemas.ts';
import { ApiError } from '../api/errors.ts';
import type { Delays } from '../config.ts';
import type { InvoiceRow } from './invoices.ts';
import { INVENTORY_LIFECYCLE } from './lifecycle.ts';

export interface PaymentOptions {
  delays: Delays;
  /** Where a direct bank payment starts. */
  directPaymentUrl: string;
  /** The portal's origins: the only return addresses the bank may send a dealer back to. */
  portalOrigins: string[];
}

/** The return address if it is one of the portal's (no open redirect through the bank), else 400 INVALID_RETURN_URL. */
export function checkedReturnUrl(portalOrigins: string[], returnUrl: string): string {
  let origin: string;
  try {
    origin = new URL(returnUrl).origin;
  } catch {
    origin = 'null';
  }
  if (!portalOrigins.includes(origin)) throw new ApiError(400, 'INVALID_RETURN_URL', 'returnUrl: must be an address of the portal');
  return returnUrl;
}

const invoicePdfPath = (invoiceId: string) => `invoices/${invoiceId}/pdf`;

function directPaymentUrl(options: PaymentOptions, invoice: InvoiceRow, returnUrl: string): string {
  const url = new URL(options.directPaymentUrl);
  url.searchParams.set('invoice', invoice.number);
  url.searchParams.set('amount', invoice.total.toFixed(2));
  url.searchParams.set('currency', invoice.currency);
  url.searchParams.set('reference', invoice.payment_reference);
  url.searchParams.set('returnUrl', returnUrl);
  return url.toString();
}

export function requestPayment(db: DatabaseSync, options: PaymentOptions, invoice: InvoiceRow, request: PaymentRequest, now = Date.now()): Payment {
  if (invoice.status === 'PAID') throw new ApiError(409, 'ALREADY_PAID', 'The invoice is paid');
  if (request.method === 'DIRECT') {
    const returnUrl = checkedReturnUrl(options.portalOrigins, request.returnUrl);
    if (invoice.status === 'OPEN') {
      db.prepare("UPDATE business_finance_invoices SET status = 'PROCESSING', payment_method = 'DIRECT', updated_at = ? WHERE id = ?").run(now, invoice.id);
      INVENTORY_LIFECYCLE.schedule(db, invoice.lead_id, now + options.delays.payoutDelayMs);
    }
    return { method: 'DIRECT', invoiceId: invoice.id, status: 'PROCESSING', redirectUrl: directPaymentUrl(options, invoice, returnUrl) };
  }
  if (invoice.status === 'PROCESSING') {
    throw new ApiError(409, 'PAYMENT_IN_PROGRESS', 'A direct bank payment of the invoice is being processed');
  }
  db.prepare("UPDATE business_finance_invoices SET payment_method = 'INVOICE', updated_at = ? WHERE id = ?").run(now, invoice.id);
  return { method: 'INVOICE', invoiceId: invoice.id, status: 'OPEN', pdfPath: invoicePdfPath(invoice.id) };
}
