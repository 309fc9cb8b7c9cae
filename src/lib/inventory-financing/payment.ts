// A financed car's payment page (SPEC §2, §4: direct bank payment or an invoice; the processing
// state asks the dealer to wait and reload): what the page shows for the car's settlement invoice.
import type { Invoice } from '../api/business-finance-invoices-schemas';
import { isApiError } from '../api/errors';

export type PaymentStep =
  /** No invoice: the car is not financed (yet), or no longer. */
  | { kind: 'none' }
  /** Open: the dealer chooses how to pay; `byInvoice` once the invoice was chosen (its PDF and payment details show). */
  | { kind: 'choose'; invoice: Invoice; byInvoice: boolean }
  | { kind: 'processing'; invoice: Invoice }
  | { kind: 'paid'; invoice: Invoice };

/** The settlement invoice decides; a car has one. */
export function paymentStep(invoices: readonly Invoice[]): PaymentStep {
  const invoice = invoices.find((each) => each.kind === 'SETTLEMENT');
  if (!invoice) return { kind: 'none' };
  if (invoice.status === 'PAID') return { kind: 'paid', invoice };
  if (invoice.status === 'PROCESSING') return { kind: 'processing', invoice };
  return { kind: 'choose', invoice, byInvoice: invoice.paymentMethod === 'INVOICE' };
}

/** How often the processing page reloads itself (a Refresh header: no JavaScript needed). */
export const PROCESSING_REFRESH_SECONDS = 5;

/**
 * Why a payment did not start, as the page says it: paid already (409 ALREADY_PAID, e.g. sent again
 * from a page opened before the bank's payment came), a direct payment under way (409
 * PAYMENT_IN_PROGRESS: an invoice asked for while the bank works), or anything else.
 */
export function paymentProblemKey(error: unknown): string {
  const key = (name: string) => `inventoryFinancing.payment.errors.${name}`;
  if (isApiError(error) && error.code === 'ALREADY_PAID') return key('alreadyPaid');
  if (isApiError(error) && error.status === 409) return key('underWay');
  return key('failed');
}

/** Only a bank's web address is followed: never another scheme from an answer. */
export function isBankAddress(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
