// The "send the agreement for signing" action of a lead's details page, for the lead products
// whose send is one Partner API call (leasing, inventory financing). The page redirects after
// it, so a reload sends nothing twice; a second send (a second tab, a form posted twice) is done.
// And "send the link again" while the customer has not signed (loans and leasing), with the
// texts every product shares (leads.resendLink).
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

interface ResendLinkOptions {
  name: string;
  roles: readonly Role[];
  resend(api: ApiClient, leadId: string): Promise<unknown>;
  statusOf(api: ApiClient, leadId: string): Promise<LeadStatus>;
  /** The product's technical error (with the support phone). */
  technicalKey: string;
}

export function resendLinkAction({ name, roles, resend, statusOf, technicalKey }: ResendLinkOptions) {
  return defineParsedFormAction<typeof LeadIdSchema, LeadActionResult>({
    name,
    roles,
    schema: LeadIdSchema,
    invalid: () => ({ status: 'failed', messageKey: 'leads.resendLink.failed' }),
    async handler({ leadId }, _context, { api }) {
      try {
        await resend(api, leadId);
      } catch (error) {
        // 409: signed (or withdrawn) since the page was shown.
        if (isApiError(error) && error.status === 409 && (await statusOf(api, leadId)) !== 'SENT_TO_CUSTOMER')
          return { status: 'failed', messageKey: 'leads.resendLink.notWaiting' };
        throw error;
      }
      return { status: 'done', messageKey: 'leads.resendLink.done' };
    },
    onError: (error) => ({
      status: 'failed',
      messageKey: isApiError(error, 'technical') || isApiError(error, 'unavailable') ? technicalKey : 'leads.resendLink.failed',
    }),
  });
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
