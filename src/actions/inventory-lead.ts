// What a dealer does on an inventory financing lead's details page: send the agreement to the
// authorised signatory and the guarantor, each with a signing link by SMS
// (send-contract-action.ts), and text a signer who has not signed their link again. Checks
// BUSINESS_FINANCE first.
import * as v from 'valibot';
import { fetchInventoryLead, resendInventoryContract, sendInventoryContracts } from '../lib/api/business-finance';
import { isApiError } from '../lib/api/errors';
import type { LeadActionResult } from '../lib/leads/action-result';
import { defineParsedFormAction } from './define-form-action';
import { sendContractAction } from './send-contract-action';

export const sendInventoryLeadContracts = sendContractAction({
  name: 'send inventory financing contracts',
  roles: ['BUSINESS_FINANCE'],
  send: sendInventoryContracts,
  statusOf: async (api, leadId) => (await fetchInventoryLead(api, leadId)).status,
  messages: {
    done: 'inventoryFinancing.details.done.contractsSent',
    notSent: 'inventoryFinancing.details.errors.contractsNotSent',
    technical: 'inventoryFinancing.details.errors.technical',
  },
});

const ResendSchema = v.object({ leadId: v.pipe(v.string(), v.nonEmpty()), role: v.picklist(['SIGNATORY', 'GUARANTOR']) });

/** The signing link again to a signer who has not signed (a lost text); the page redirects after it. */
export const resendInventoryLeadContract = defineParsedFormAction<typeof ResendSchema, LeadActionResult>({
  name: 'resend inventory financing signing link',
  roles: ['BUSINESS_FINANCE'],
  schema: ResendSchema,
  invalid: () => ({ status: 'failed', messageKey: 'inventoryFinancing.details.errors.linkNotResent' }),
  async handler({ leadId, role }, _context, { api }) {
    await resendInventoryContract(api, leadId, role);
    return { status: 'done', messageKey: 'inventoryFinancing.details.done.linkResent' };
  },
  onError: (error) => ({
    status: 'failed',
    // 409: signed meanwhile, or no agreement waits any more.
    messageKey:
      isApiError(error) && error.status === 409 ? 'inventoryFinancing.details.errors.alreadySigned' : 'inventoryFinancing.details.errors.linkNotResent',
  }),
});
