// Apply for a private loan (SPEC §3, §5): BLANCO only; the form is checked again with the
// island's schema against the price list loaded here; one lead per idempotency key.
import { applyInputFromForm, BLANCO_APPLY_MESSAGES, blancoApplySchema, toCreateLead, validateApply, type ApplyFields } from '../lib/blanco/apply';
import { loadApplyContext } from '../lib/blanco/apply.server';
import { createLead } from '../lib/blanco/blanco.server';
import { formAgain } from '../lib/forms/apply-flow';
import { today } from '../lib/forms/parse';
import { isValidPhone } from '../lib/forms/phone';
import { pathTo } from '../lib/routes';
import { defineApplyAction } from './define-apply-action';

export const applyBlanco = defineApplyAction<ApplyFields>({
  name: 'blanco apply',
  roles: ['BLANCO'],
  messages: BLANCO_APPLY_MESSAGES,
  empty: {},
  async handler(input, { locals }, { user, api }, { form }) {
    const loaded = await loadApplyContext(api, { id: user.facility.id, name: user.facility.name });
    // The form was filled in against a price list, so the API is what failed here; the page
    // keeps what was typed and offers to send it again.
    if (loaded.kind !== 'ready') return formAgain(input, { message: 'unavailable.applyNotSent' });
    const { priceList, product, facilities } = loaded.context;
    const parsed = validateApply(blancoApplySchema(locals.country, priceList, product, { facilities, today: today(locals.countryInfo.timeZone), phone: isValidPhone }), applyInputFromForm(form));
    if (!parsed.success) return formAgain(input, { fieldErrors: parsed.fieldErrors, message: BLANCO_APPLY_MESSAGES.summary });
    const lead = await createLead(api, toCreateLead(parsed.output, locals.country), parsed.output.idempotencyKey);
    return { status: 'created', href: `${pathTo('BlancoDetails', { id: lead.id })}?submitted=1` };
  },
});
