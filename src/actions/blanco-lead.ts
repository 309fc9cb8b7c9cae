// What a dealer does on a lead's details page: send the contract, set the own invoice
// reference, refer to second chance. Each checks BLANCO first.
import * as v from 'valibot';
import { isApiError } from '../lib/api/errors';
import { referToSecondChance, sendContract, setInvoiceReference } from '../lib/blanco/blanco.server';
import { InvoiceReferenceFormSchema } from '../lib/blanco/invoice-reference';
import { parseForm } from '../lib/forms/validate';
import type { LeadActionResult } from '../lib/leads/action-result';
import { defineFormAction } from './define-form-action';

const LeadIdSchema = v.object({ leadId: v.pipe(v.string(), v.nonEmpty()) });

/** A failed call's message: the API being down is said as such, anything else as the action's own failure. */
const failed = (failedKey: string) => (error: unknown): LeadActionResult => ({
  status: 'failed',
  messageKey: isApiError(error, 'technical') || isApiError(error, 'unavailable') ? 'blanco.errors.technical' : failedKey,
});

export const sendLeadContract = defineFormAction<LeadActionResult>({
  name: 'send contract',
  roles: ['BLANCO'],
  async handler(form, _context, { api }) {
    const parsed = parseForm(LeadIdSchema, form);
    if (!parsed.success) return { status: 'failed', messageKey: 'blanco.errors.contractNotSent' };
    await sendContract(api, parsed.output.leadId);
    return { status: 'done', messageKey: 'blanco.done.contractSent' };
  },
  onError: failed('blanco.errors.contractNotSent'),
});

export const referLeadToSecondChance = defineFormAction<LeadActionResult>({
  name: 'second chance referral',
  roles: ['BLANCO'],
  async handler(form, _context, { api }) {
    const parsed = parseForm(LeadIdSchema, form);
    if (!parsed.success) return { status: 'failed', messageKey: 'blanco.errors.secondChanceFailed' };
    await referToSecondChance(api, parsed.output.leadId);
    return { status: 'done', messageKey: 'blanco.done.secondChance' };
  },
  onError: failed('blanco.errors.secondChanceFailed'),
});

export const setLeadInvoiceReference = defineFormAction<LeadActionResult>({
  name: 'invoice reference',
  roles: ['BLANCO'],
  async handler(form, _context, { api }) {
    const parsed = parseForm(InvoiceReferenceFormSchema, form);
    if (!parsed.success) {
      return { status: 'invalid', fieldErrors: parsed.fieldErrors, input: { ownInvoiceReference: String(form.get('ownInvoiceReference') ?? '') } };
    }
    const { leadId, ownInvoiceReference } = parsed.output;
    await setInvoiceReference(api, leadId, ownInvoiceReference);
    return { status: 'done', messageKey: 'blanco.done.invoiceSaved' };
  },
  onError: failed('blanco.errors.invoiceNotSaved'),
});
