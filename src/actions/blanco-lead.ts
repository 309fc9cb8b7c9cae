// What a dealer does on a lead's details page: send the contract, set the own invoice
// reference, refer to second chance. Each checks BLANCO first.
import type { ActionAPIContext } from 'astro:actions';
import * as v from 'valibot';
import { isApiError } from '../lib/api/errors';
import { referToSecondChance, sendContract, setInvoiceReference } from '../lib/blanco/blanco.server';
import { InvoiceReferenceFormSchema } from '../lib/blanco/invoice-reference';
import { parseForm } from '../lib/forms';
import type { LeadActionResult } from '../lib/blanco/action-result';
import { logger } from '../lib/server/logger';
import { actionAccess } from './access';

const LeadIdSchema = v.object({ leadId: v.pipe(v.string(), v.nonEmpty()) });

async function run(context: ActionAPIContext, what: string, failedKey: string, call: () => Promise<unknown>, doneKey: string): Promise<LeadActionResult> {
  try {
    await call();
    return { status: 'done', messageKey: doneKey };
  } catch (error) {
    if (isApiError(error, 'unauthorized')) throw error;
    logger.warn(`${what} failed`, { error: error instanceof Error ? error.message : String(error), path: context.url.pathname });
    return { status: 'failed', messageKey: isApiError(error, 'technical') || isApiError(error, 'unavailable') ? 'blanco.errors.technical' : failedKey };
  }
}

export async function sendLeadContract(form: FormData, context: ActionAPIContext): Promise<LeadActionResult> {
  const { api } = actionAccess(context.locals, ['BLANCO']);
  const parsed = parseForm(LeadIdSchema, form);
  if (!parsed.success) return { status: 'failed', messageKey: 'blanco.errors.contractNotSent' };
  return run(context, 'send contract', 'blanco.errors.contractNotSent', () => sendContract(api, parsed.output.leadId), 'blanco.done.contractSent');
}

export async function referLeadToSecondChance(form: FormData, context: ActionAPIContext): Promise<LeadActionResult> {
  const { api } = actionAccess(context.locals, ['BLANCO']);
  const parsed = parseForm(LeadIdSchema, form);
  if (!parsed.success) return { status: 'failed', messageKey: 'blanco.errors.secondChanceFailed' };
  return run(context, 'second chance referral', 'blanco.errors.secondChanceFailed', () => referToSecondChance(api, parsed.output.leadId), 'blanco.done.secondChance');
}

export async function setLeadInvoiceReference(form: FormData, context: ActionAPIContext): Promise<LeadActionResult> {
  const { api } = actionAccess(context.locals, ['BLANCO']);
  const parsed = parseForm(InvoiceReferenceFormSchema, form);
  if (!parsed.success) {
    return { status: 'invalid', fieldErrors: parsed.fieldErrors, input: { ownInvoiceReference: String(form.get('ownInvoiceReference') ?? '') } };
  }
  const { leadId, ownInvoiceReference } = parsed.output;
  return run(context, 'invoice reference', 'blanco.errors.invoiceNotSaved', () => setInvoiceReference(api, leadId, ownInvoiceReference), 'blanco.done.invoiceSaved');
}
