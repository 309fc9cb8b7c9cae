// What a dealer does on a leasing lead's details page: send the contract to the customer for
// signing. Checks LEASING first; the page redirects after it, so a reload sends nothing twice.
import * as v from 'valibot';
import type { LeadStatus } from '../lib/api/blanco';
import { isApiError } from '../lib/api/errors';
import { fetchLeasingLead, sendLeasingContract } from '../lib/api/leasing';
import type { LeadActionResult } from '../lib/leads/action-result';
import { parseForm } from '../lib/forms/validate';
import { defineFormAction } from './define-form-action';

/** Statuses a lead reaches once its contract was sent. */
const SENT: readonly LeadStatus[] = ['SENT_TO_CUSTOMER', 'SIGNED', 'PAID_OUT', 'FINISHED'];

const LeadIdSchema = v.object({ leadId: v.pipe(v.string(), v.nonEmpty()) });

export const sendLeasingLeadContract = defineFormAction<LeadActionResult>({
  name: 'send leasing contract',
  roles: ['LEASING'],
  async handler(form, _context, { api }) {
    const parsed = parseForm(LeadIdSchema, form);
    if (!parsed.success) return { status: 'failed', messageKey: 'leasing.details.errors.contractNotSent' };
    const { leadId } = parsed.output;
    try {
      await sendLeasingContract(api, leadId);
    } catch (error) {
      // 409: no longer APPROVED. Sent already (a second tab, a form posted twice): that is done.
      if (!isApiError(error) || error.status !== 409 || !SENT.includes((await fetchLeasingLead(api, leadId)).status)) throw error;
    }
    return { status: 'done', messageKey: 'leasing.details.done.contractSent' };
  },
  onError: (error) => ({
    status: 'failed',
    messageKey: isApiError(error, 'technical') || isApiError(error, 'unavailable') ? 'leasing.details.errors.technical' : 'leasing.details.errors.contractNotSent',
  }),
});
