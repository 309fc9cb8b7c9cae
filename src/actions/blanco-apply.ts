// Apply for a private loan (SPEC §3, §5): BLANCO only; the form is checked again with the
// island's schema against the price list loaded here; one lead per idempotency key. Without
// JavaScript a person's lookup button posts here too (intent=lookupPerson.<who>): the page comes
// back with that person's names from the population register and everything typed kept.
import { applyInputFromForm, BLANCO_APPLY_MESSAGES, blancoApplySchema, personField, toCreateLead, validateApply, type ApplyFields } from '../lib/blanco/apply';
import { NO_PEOPLE, NO_PERSON_FOUND, personOfIntent, withFoundNames, type BlancoFormPart } from '../lib/blanco/person-lookup';
import { lookUpPerson } from '../lib/blanco/person-lookup.server';
import { loadApplyContext } from '../lib/blanco/apply.server';
import { createLead } from '../lib/blanco/blanco.server';
import { formAgain } from '../lib/forms/apply-flow';
import { today } from '../lib/forms/parse';
import { isValidPersonalId } from '../lib/forms/personal-id';
import { isValidPhone } from '../lib/forms/phone';
import { pathTo } from '../lib/routes';
import { defineApplyAction } from './define-apply-action';

export const applyBlanco = defineApplyAction<ApplyFields, BlancoFormPart>({
  name: 'blanco apply',
  roles: ['BLANCO'],
  messages: BLANCO_APPLY_MESSAGES,
  empty: NO_PEOPLE,
  async handler(input, { locals }, { user, api }, { form, intent }) {
    const who = personOfIntent(intent);
    if (who) {
      const lookup = await lookUpPerson(api, user, locals.country, input[personField(who, 'personalId')] ?? '');
      if (lookup.result === 'found') return formAgain(withFoundNames(input, who, lookup.person), { people: { [who]: lookup } });
      if (lookup.result === 'unavailable' || lookup.result === 'limited') return formAgain(input, { people: { [who]: lookup } });
      const message = lookup.result === 'invalid' ? lookup.messageKey : NO_PERSON_FOUND;
      return formAgain(input, { ...NO_PEOPLE, fieldErrors: { [personField(who, 'personalId')]: [message] }, message: BLANCO_APPLY_MESSAGES.summary });
    }
    const loaded = await loadApplyContext(api, { id: user.facility.id, name: user.facility.name });
    // The form was filled in against a price list, so the API is what failed here; the page
    // keeps what was typed and offers to send it again.
    if (loaded.kind !== 'ready') return formAgain(input, { ...NO_PEOPLE, message: 'unavailable.applyNotSent' });
    const { priceList, product, facilities } = loaded.context;
    const parsed = validateApply(
      blancoApplySchema(locals.country, priceList, product, {
        facilities,
        today: today(locals.countryInfo.timeZone),
        phone: isValidPhone,
        personalId: isValidPersonalId,
      }),
      applyInputFromForm(form),
    );
    if (!parsed.success) return formAgain(input, { ...NO_PEOPLE, fieldErrors: parsed.fieldErrors, message: BLANCO_APPLY_MESSAGES.summary });
    const lead = await createLead(api, toCreateLead(parsed.output, locals.country), parsed.output.idempotencyKey);
    return { status: 'created', href: `${pathTo('BlancoDetails', { id: lead.id })}?submitted=1` };
  },
});
