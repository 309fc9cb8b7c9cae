// Apply for a private loan (SPEC §3, §5): BLANCO only; the form is checked again with the
// island's schema against the price list loaded here; one lead per idempotency key.
import { isApiError } from '../lib/api/errors';
import { applyInputFromForm, blancoApplySchema, toCreateLead, validateApply, type ApplyBlancoResult } from '../lib/blanco/apply';
import { loadApplyContext } from '../lib/blanco/apply.server';
import { createLead } from '../lib/blanco/blanco.server';
import { today } from '../lib/forms/parse';
import { formFields } from '../lib/forms/validate';
import { pathTo } from '../lib/routes';
import { defineFormAction } from './define-form-action';
import { isValidPhone } from '../lib/forms/phone';

const TECHNICAL = 'errors.technical';
const UNAVAILABLE = 'unavailable.applyNotSent';
/** The API's answer to an Idempotency-Key already used for a different application. */
const KEY_REUSED = 'IDEMPOTENCY_KEY_REUSED';

export const applyBlanco = defineFormAction<ApplyBlancoResult>({
  name: 'blanco apply',
  roles: ['BLANCO'],
  async handler(form, { locals }, { user, api }) {
    const input = formFields(form);
    const loaded = await loadApplyContext(api, { id: user.facility.id, name: user.facility.name });
    // The form was filled in against a price list, so the API is what failed here; the page
    // keeps what was typed and offers to send it again.
    if (loaded.kind !== 'ready') return { status: 'failed', messageKey: UNAVAILABLE, input };
    const { priceList, product, facilities } = loaded.context;
    const parsed = validateApply(blancoApplySchema(locals.country, priceList, product, { facilities, today: today(locals.countryInfo.timeZone), phone: isValidPhone }), applyInputFromForm(form));
    if (!parsed.success) return { status: 'invalid', fieldErrors: parsed.fieldErrors, input };
    const lead = await createLead(api, toCreateLead(parsed.output, locals.country), parsed.output.idempotencyKey);
    return { status: 'created', leadId: lead.id, href: `${pathTo('BlancoDetails', { id: lead.id })}?submitted=1` };
  },
  onError(error, form) {
    const input = formFields(form);
    // An earlier send with this key made a lead (its answer was lost), and the dealer has edited
    // since: keep the edits, say so, and give the form a fresh key so sending again applies anew.
    if (isApiError(error) && error.code === KEY_REUSED) {
      return { status: 'failed', messageKey: 'blancoApply.errors.changedAfterSend', input: { ...input, idempotencyKey: crypto.randomUUID() } };
    }
    if (isApiError(error, 'wrongData')) return { status: 'failed', messageKey: 'blancoApply.errors.wrongData', input };
    if (isApiError(error, 'noAccess')) return { status: 'failed', messageKey: 'blancoApply.errors.noAccess', input };
    if (isApiError(error, 'unavailable')) return { status: 'failed', messageKey: UNAVAILABLE, input };
    return { status: 'failed', messageKey: TECHNICAL, input };
  },
});
