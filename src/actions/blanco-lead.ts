// What a dealer does on a lead's details page: send the contract, set the own invoice
// reference, refer to second chance. Each checks BLANCO first.
import * as v from 'valibot';
import { isApiError } from '../lib/api/errors';
import { fetchLead, referToSecondChance, resendContract, sendContract, setInvoiceReference } from '../lib/blanco/blanco.server';
import { resendLinkAction } from './send-contract-action';
import { InvoiceReferenceFormSchema } from '../lib/blanco/invoice-reference';
import type { ApiClient } from '../lib/api/client';
import type { LeadActionResult } from '../lib/leads/action-result';
import { defineParsedFormAction } from './define-form-action';

const LeadIdSchema = v.object({ leadId: v.pipe(v.string(), v.nonEmpty()) });

/** A failed call's message: the API being down is said as such, anything else as the action's own failure. */
const failed =
  (failedKey: string) =>
  (error: unknown): LeadActionResult => ({
    status: 'failed',
    messageKey: isApiError(error, 'technical') || isApiError(error, 'unavailable') ? 'blanco.errors.technical' : failedKey,
  });

/** One call on the lead named by the form, then the page's message. */
function leadStepAction(name: string, call: (api: ApiClient, leadId: string) => Promise<unknown>, messages: { done: string; failed: string }) {
  return defineParsedFormAction<typeof LeadIdSchema, LeadActionResult>({
    name,
    roles: ['BLANCO'],
    schema: LeadIdSchema,
    invalid: () => ({ status: 'failed', messageKey: messages.failed }),
    async handler({ leadId }, _context, { api }) {
      await call(api, leadId);
      return { status: 'done', messageKey: messages.done };
    },
    onError: failed(messages.failed),
  });
}

export const sendLeadContract = leadStepAction('send contract', sendContract, { done: 'blanco.done.contractSent', failed: 'blanco.errors.contractNotSent' });

export const resendLeadContract = resendLinkAction({
  name: 'resend signing link',
  roles: ['BLANCO'],
  resend: resendContract,
  statusOf: async (api, leadId) => (await fetchLead(api, leadId)).status,
  technicalKey: 'blanco.errors.technical',
});

export const referLeadToSecondChance = leadStepAction('second chance referral', referToSecondChance, {
  done: 'blanco.done.secondChance',
  failed: 'blanco.errors.secondChanceFailed',
});

export const setLeadInvoiceReference = defineParsedFormAction<typeof InvoiceReferenceFormSchema, LeadActionResult>({
  name: 'invoice reference',
  roles: ['BLANCO'],
  schema: InvoiceReferenceFormSchema,
  invalid: (fieldErrors, form) => ({ status: 'invalid', fieldErrors, input: { ownInvoiceReference: String(form.get('ownInvoiceReference') ?? '') } }),
  async handler({ leadId, ownInvoiceReference }, _context, { api }) {
    await setInvoiceReference(api, leadId, ownInvoiceReference);
    return { status: 'done', messageKey: 'blanco.done.invoiceSaved' };
  },
  onError: failed('blanco.errors.invoiceNotSaved'),
});
