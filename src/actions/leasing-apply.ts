// Apply for a business lease (SPEC §3, §5): LEASING only. Without JavaScript the lookup button
// posts here too (intent=lookup): the page comes back with the company filled in and everything
// typed kept. A send is checked again with the island's schema against the price list loaded
// here, the customer is looked up again (its name and number are the registry's, never the
// form's), and one idempotency key makes one lead.
import { isApiError } from '../lib/api/errors';
import { fetchLeasingPriceList } from '../lib/api/leasing';
import { today } from '../lib/forms/parse';
import { isValidPhone } from '../lib/forms/phone';
import { formFields, type FieldErrors } from '../lib/forms/validate';
import { FIELDS, INTENT_FIELD, leasingApplySchema, leasingInputFromForm, LOOKUP_INTENT, toCreateLeasingLead, validateLeasingApply } from '../lib/leasing/apply';
import { LOOKUP_UNAVAILABLE, NO_ORGANIZATION_FOUND, type ApplyLeasingResult, type FoundOrganization } from '../lib/leasing/apply-result';
import { lookUpOrganization } from '../lib/leasing/organization.server';
import { createLeasingLead } from '../lib/api/leasing';
import { pathTo } from '../lib/routes';
import { defineFormAction } from './define-form-action';

const UNAVAILABLE = 'unavailable.applyNotSent';
/** The API's answer to an Idempotency-Key already used for a different application. */
const KEY_REUSED = 'IDEMPOTENCY_KEY_REUSED';

export const applyLeasing = defineFormAction<ApplyLeasingResult>({
  name: 'leasing apply',
  roles: ['LEASING'],
  async handler(form, { locals }, { user, api }) {
    const input = formFields(form);
    const organizationNumber = input[FIELDS.organizationNumber] ?? '';
    const lookup = await lookUpOrganization(api, locals.country, organizationNumber);
    const organization: FoundOrganization | null = lookup.result === 'found' ? lookup.organization : null;
    const lookupErrors: FieldErrors = lookup.result === 'notFound' ? { [FIELDS.organizationNumber]: [NO_ORGANIZATION_FOUND] } : {};

    if (input[INTENT_FIELD] === LOOKUP_INTENT) {
      if (lookup.result === 'found') return { status: 'lookedUp', organization: lookup.organization, input };
      if (lookup.result === 'unavailable') return { status: 'failed', messageKey: LOOKUP_UNAVAILABLE, input, organization: null };
      const message = lookup.result === 'invalid' ? lookup.messageKey : NO_ORGANIZATION_FOUND;
      return { status: 'invalid', fieldErrors: { [FIELDS.organizationNumber]: [message] }, input, organization: null };
    }

    const priceList = await fetchLeasingPriceList(api).catch((error: unknown) => {
      if (isApiError(error, 'unauthorized')) throw error;
      return null;
    });
    if (!priceList) return { status: 'failed', messageKey: UNAVAILABLE, input, organization };
    const schema = leasingApplySchema(locals.country, priceList, { phone: isValidPhone, today: today(locals.countryInfo.timeZone) });
    const parsed = validateLeasingApply(schema, leasingInputFromForm(form));
    if (!parsed.success || lookup.result === 'notFound') {
      const fieldErrors = { ...(parsed.success ? {} : parsed.fieldErrors), ...lookupErrors };
      return { status: 'invalid', fieldErrors, input, organization };
    }
    if (!organization) return { status: 'failed', messageKey: LOOKUP_UNAVAILABLE, input, organization };
    const lead = await createLeasingLead(api, toCreateLeasingLead(parsed.output, organization, user.facility.id, locals.country), parsed.output.idempotencyKey);
    return { status: 'created', leadId: lead.id, href: `${pathTo('LeasingDetails', { id: lead.id })}?submitted=1` };
  },
  onError(error, form) {
    const input = formFields(form);
    // An earlier send with this key made a lead (its answer was lost) and the dealer has edited
    // since: keep the edits, say so, and give the form a fresh key so sending again applies anew.
    if (isApiError(error) && error.code === KEY_REUSED) {
      return { status: 'failed', messageKey: 'leasingApply.errors.changedAfterSend', input: { ...input, idempotencyKey: crypto.randomUUID() }, organization: null };
    }
    if (isApiError(error, 'wrongData')) return { status: 'failed', messageKey: 'leasingApply.errors.wrongData', input, organization: null };
    if (isApiError(error, 'noAccess')) return { status: 'failed', messageKey: 'leasingApply.errors.noAccess', input, organization: null };
    if (isApiError(error, 'unavailable')) return { status: 'failed', messageKey: UNAVAILABLE, input, organization: null };
    return { status: 'failed', messageKey: 'errors.technical', input, organization: null };
  },
});
