// Paying a financed car (the payment page's form): directly through the bank, which sends the
// dealer back to the payment page, or by invoice, whose PDF and payment details the page then
// shows. Money leaves only after a confirmation that names the amount and where it goes: the first
// send of a direct payment answers 'confirm', and only the confirmed one goes to the bank. Checks
// BUSINESS_FINANCE first; works without JavaScript.
import * as v from 'valibot';
import { payInvoice } from '../lib/api/business-finance';
import { isBankAddress, paymentProblemKey } from '../lib/inventory-financing/payment';
import { pathTo } from '../lib/routes';
import { defineParsedFormAction } from './define-form-action';

export type PaymentActionResult =
  { status: 'confirm' } | { status: 'bank'; redirectUrl: string } | { status: 'invoice' } | { status: 'failed'; messageKey: string };

const PaymentFormSchema = v.object({
  leadId: v.pipe(v.string(), v.nonEmpty()),
  invoiceId: v.pipe(v.string(), v.nonEmpty()),
  method: v.picklist(['DIRECT', 'INVOICE']),
  /** Sent by the confirmation's button only. */
  confirmed: v.optional(v.literal('yes')),
});

export const payInventoryInvoice = defineParsedFormAction<typeof PaymentFormSchema, PaymentActionResult>({
  name: 'pay inventory financing invoice',
  roles: ['BUSINESS_FINANCE'],
  schema: PaymentFormSchema,
  invalid: () => ({ status: 'failed', messageKey: 'inventoryFinancing.payment.errors.chooseMethod' }),
  async handler({ leadId, invoiceId, method, confirmed }, context, { api }) {
    if (method === 'DIRECT' && confirmed !== 'yes') return { status: 'confirm' };
    if (method === 'INVOICE') {
      await payInvoice(api, invoiceId, { method });
      return { status: 'invoice' };
    }
    const returnUrl = new URL(pathTo('InventoryFinancingPayment', { id: leadId }), context.url).href;
    const payment = await payInvoice(api, invoiceId, { method, returnUrl });
    if (payment.method !== 'DIRECT' || !isBankAddress(payment.redirectUrl)) return { status: 'failed', messageKey: 'inventoryFinancing.payment.errors.failed' };
    return { status: 'bank', redirectUrl: payment.redirectUrl };
  },
  onError: (error) => ({ status: 'failed', messageKey: paymentProblemKey(error) }),
});
