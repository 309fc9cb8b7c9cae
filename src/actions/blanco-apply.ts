// Apply for a private loan (SPEC §3, §5): BLANCO only; the form is checked again with the
// island's schema against the price list loaded here; one lead per idempotency key.
import { ActionError, type ActionAPIContext } from 'astro:actions';
import { isApiError } from '../lib/api/errors';
import { applyInputFromForm, blancoApplySchema, formFields, toCreateLead, validateApply, type ApplyBlancoResult } from '../lib/blanco/apply';
import { loadApplyContext } from '../lib/blanco/apply.server';
import { createLead } from '../lib/blanco/blanco.server';
import { logger } from '../lib/server/logger';
import { AccessError, requireRole } from '../lib/server/require.server';

export const TECHNICAL = 'errors.technical';
export const UNAVAILABLE = 'unavailable.applyNotSent';
/** The API's answer to an Idempotency-Key already used for a different application. */
export const KEY_REUSED = 'IDEMPOTENCY_KEY_REUSED';

export async function applyBlanco(form: FormData, context: ActionAPIContext): Promise<ApplyBlancoResult> {
  const { locals } = context;
  let api;
  try {
    ({ api } = requireRole(locals, ['BLANCO']));
  } catch (error) {
    if (error instanceof AccessError) {
      throw new ActionError({ code: error.status === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN', message: error.message });
    }
    throw error;
  }
  const input = formFields(form);

  const user = locals.user;
  const loaded = await loadApplyContext(api, user ? { id: user.facility.id, name: user.facility.name } : undefined);
  // The form was filled in against a price list, so the API is what failed here; the page
  // keeps what was typed and offers to send it again.
  if (loaded.kind !== 'ready') return { status: 'failed', messageKey: UNAVAILABLE, input };
  const { priceList, product, facilities } = loaded.context;
  const parsed = validateApply(blancoApplySchema(locals.country, priceList, product, { facilities }), applyInputFromForm(form));
  if (!parsed.success) return { status: 'invalid', fieldErrors: parsed.fieldErrors, input };

  try {
    const lead = await createLead(api, toCreateLead(parsed.output, locals.country), parsed.output.idempotencyKey);
    return { status: 'created', leadId: lead.id };
  } catch (error) {
    if (isApiError(error, 'unauthorized')) throw error;
    const kind = isApiError(error) ? error.kind : 'unexpected';
    logger.error('blanco lead could not be created', { kind, error: error instanceof Error ? error.message : String(error) });
    // An earlier send with this key made a lead (its answer was lost), and the dealer has edited
    // since: keep the edits, say so, and give the form a fresh key so sending again applies anew.
    if (isApiError(error) && error.code === KEY_REUSED) {
      return { status: 'failed', messageKey: 'blancoApply.errors.changedAfterSend', input: { ...input, idempotencyKey: crypto.randomUUID() } };
    }
    if (isApiError(error, 'wrongData')) return { status: 'failed', messageKey: 'blancoApply.errors.wrongData', input };
    if (isApiError(error, 'noAccess')) return { status: 'failed', messageKey: 'blancoApply.errors.noAccess', input };
    if (isApiError(error, 'unavailable')) return { status: 'failed', messageKey: UNAVAILABLE, input };
    return { status: 'failed', messageKey: TECHNICAL, input };
  }
}
