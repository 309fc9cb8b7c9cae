// Apply for a business lease (SPEC §3, §5): LEASING only. Without JavaScript the other buttons
// post here too, and the page comes back with everything typed kept: intent=lookup with the company
// filled in, intent=lookupVehicle with the vehicle from the register (or its message: no vehicle,
// or the register down and the dealer types the vehicle), intent=signatoryContact with the company's
// signatory as the contact person. A send is checked again with the island's schema against the price list loaded
// here, the customer is looked up again (its name and number are the registry's, never the
// form's), the rent is the API's for the terms (monthly-cost, sent with the application and shown
// on the details page), and one idempotency key makes one lead.
import { createLeasingLead, fetchLeasingMonthlyCost, fetchLeasingPriceList } from '../lib/api/leasing';
import { formAgain } from '../lib/forms/apply-flow';
import { today } from '../lib/forms/parse';
import { isValidPersonalId } from '../lib/forms/personal-id';
import { isValidPhone } from '../lib/forms/phone';
import type { FieldErrors } from '../lib/forms/validate';
import { lookUpVehicle, vehicleLookupParts } from '../lib/forms/vehicle-lookup.server';
import {
  FIELDS,
  leasingApplySchema,
  leasingInputFromForm,
  LOOKUP_INTENT,
  SIGNATORY_CONTACT_INTENT,
  toCreateLeasingLead,
  validateLeasingApply,
  VEHICLE_LOOKUP_INTENT,
  type LeasingApplyFields,
} from '../lib/leasing/apply';
import {
  LEASING_APPLY_MESSAGES,
  LOOKUP_UNAVAILABLE,
  NO_ORGANIZATION,
  NO_ORGANIZATION_FOUND,
  RENT_CHANGED,
  RENT_UNAVAILABLE,
  signatoryAsContact,
  type FoundOrganization,
  type LeasingFormPart,
} from '../lib/leasing/apply-result';
import { lookUpOrganization } from '../lib/leasing/organization.server';
import { LEASING_VEHICLE_LOOKUP } from '../lib/leasing/vehicle-lookup.server';
import { pathTo } from '../lib/routes';
import { defineApplyAction } from './define-apply-action';

export const applyLeasing = defineApplyAction<LeasingApplyFields, LeasingFormPart>({
  name: 'leasing apply',
  roles: ['LEASING'],
  messages: LEASING_APPLY_MESSAGES,
  empty: NO_ORGANIZATION,
  refusals: { RENT_CHANGED: { message: RENT_CHANGED } },
  async handler(input, { locals }, { user, api }, { form, intent }) {
    const organizationNumber = input[FIELDS.organizationNumber] ?? '';
    const lookup = await lookUpOrganization(api, locals.country, organizationNumber);
    const organization: FoundOrganization | null = lookup.result === 'found' ? lookup.organization : null;
    const lookupErrors: FieldErrors = lookup.result === 'notFound' ? { [FIELDS.organizationNumber]: [NO_ORGANIZATION_FOUND] } : {};
    const again = (parts: Parameters<typeof formAgain>[1] = {}) => formAgain<LeasingApplyFields, LeasingFormPart>(input, { organization, ...parts });

    if (intent === VEHICLE_LOOKUP_INTENT) {
      const after = vehicleLookupParts(LEASING_VEHICLE_LOOKUP, input, await lookUpVehicle(api, locals.country, LEASING_VEHICLE_LOOKUP, input));
      return formAgain<LeasingApplyFields, LeasingFormPart>(after.input, { organization, ...after.parts });
    }
    if (intent === LOOKUP_INTENT || intent === SIGNATORY_CONTACT_INTENT) {
      if (lookup.result === 'found' && intent === SIGNATORY_CONTACT_INTENT) {
        return formAgain<LeasingApplyFields, LeasingFormPart>({ ...input, ...signatoryAsContact(lookup.organization) }, { organization });
      }
      if (lookup.result === 'found') return again();
      if (lookup.result === 'unavailable') return again({ message: LOOKUP_UNAVAILABLE });
      const message = lookup.result === 'invalid' ? lookup.messageKey : NO_ORGANIZATION_FOUND;
      return again({ fieldErrors: { [FIELDS.organizationNumber]: [message] }, message: LEASING_APPLY_MESSAGES.summary });
    }

    const priceList = await fetchLeasingPriceList(api).catch(() => null);
    if (!priceList) return again({ message: 'unavailable.applyNotSent' });
    const schema = leasingApplySchema(locals.country, priceList, {
      phone: isValidPhone,
      personalId: isValidPersonalId,
      today: today(locals.countryInfo.timeZone),
    });
    const parsed = validateLeasingApply(schema, leasingInputFromForm(form));
    if (!parsed.success || lookup.result === 'notFound') {
      return again({ fieldErrors: { ...(parsed.success ? {} : parsed.fieldErrors), ...lookupErrors }, message: LEASING_APPLY_MESSAGES.summary });
    }
    if (!organization) return again({ message: LOOKUP_UNAVAILABLE });
    const cost = await fetchLeasingMonthlyCost(api, parsed.output).catch(() => null);
    if (!cost) return again({ message: RENT_UNAVAILABLE });
    const lead = await createLeasingLead(
      api,
      toCreateLeasingLead(parsed.output, organization, user.facility.id, locals.country, cost.rent),
      parsed.output.idempotencyKey,
    );
    return { status: 'created', href: `${pathTo('LeasingDetails', { id: lead.id })}?submitted=1` };
  },
});
