// The "send the agreement for signing" action of a lead's details page, for the lead products
// whose send is one Partner API call (leasing, inventory financing). The page redirects after
// it, so a reload sends nothing twice; a second send (a second tab, a form posted twice) is done.
import * as v from 'valibot';
import type { ApiClient } from '../lib/api/client';
import type { LeadStatus } from '../lib/api/leads';
import type { Role } from '../lib/api/schemas';
import { isApiError } from '../lib/api/errors';
import type { LeadActionResult } from '../lib/leads/action-result';
import { defineParsedFormAction } from './define-form-action';

/** Statuses a lead reaches once its agreement was sent. */
const SENT: readonly LeadStatus[] = ['SENT_TO_CUSTOMER', 'SIGNED', 'PAID_OUT', 'FINISHED'];

const LeadIdSchema = v.object({ leadId: v.pipe(v.string(), v.nonEmpty()) });

interface SendContractOptions {
  name: string;
  roles: readonly Role[];
  send(api: ApiClient, leadId: string): Promise<unknown>;
  statusOf(api: ApiClient, leadId: string): Promise<LeadStatus>;
  /** The product's message keys. */
  messages: { done: string; notSent: string; technical: string };
}

export function sendContractAction({ name, roles, send, statusOf, messages }: SendContractOptions) {
  return defineParsedFormAction<typeof LeadIdSchema, LeadActionResult>({
    name,
    roles,
    schema: LeadIdSchema,
    invalid: () => ({ status: 'failed', messageKey: messages.notSent }),
    async handler({ leadId }, _context, { api }) {
      try {
        await send(api, leadId);
      } catch (error) {
        // 409: no longer APPROVED. Sent already: that is done.
        if (!isApiError(error) || error.status !== 409 || !SENT.includes(await statusOf(api, leadId))) throw error;
      }
      return { status: 'done', messageKey: messages.done };
    },
    onError: (error) => ({
      status: 'failed',
      messageKey: isApiError(error, 'technical') || isApiError(error, 'unavailable') ? messages.technical : messages.notSent,
    }),
  });
}
