// Apply for inventory financing (SPEC §3, §5): BUSINESS_FINANCE only. Every button posts here, so
// the page works without JavaScript: intent=lookup fetches the vehicle (filled in, or a message:
// no vehicle, or the register is down and the dealer types the vehicle), intent=calculate shows
// the credit amount and daily cost, else the form is checked against the price list, the dealer's
// own number and facilities, and sent with its idempotency key (one lead per key).
import type { ApiClient } from '../lib/api/client';
import { createInventoryLead, fetchBusinessFinancePriceList, fetchBusinessFinanceSelf } from '../lib/api/business-finance';
import { formAgain } from '../lib/forms/apply-flow';
import { lookUpVehicle, vehicleLookupParts } from '../lib/forms/vehicle-lookup.server';
import { today } from '../lib/forms/parse';
import { isValidPersonalId, normalisePersonalId } from '../lib/forms/personal-id';
import { isValidPhone } from '../lib/forms/phone';
import {
  CALCULATE_INTENT,
  FIELDS,
  inventoryApplySchema,
  inventoryInputFromForm,
  key,
  LOOKUP_INTENT,
  toCreateInventoryLead,
  validateInventoryApply,
  type InventoryApplyFields,
} from '../lib/inventory-financing/apply';
import { INVENTORY_APPLY_MESSAGES } from '../lib/inventory-financing/apply-result';
import { INVENTORY_VEHICLE_LOOKUP } from '../lib/inventory-financing/vehicle-lookup.server';
import { fetchFacilities } from '../lib/partner/partner.server';
import { pathTo } from '../lib/routes';
import { defineApplyAction, type Refusal } from './define-apply-action';

/** The API's refusals the form answers at a field or above it, everything typed kept. */
const REFUSALS: Record<string, Refusal> = {
  SELLER_IS_DEALER: { field: FIELDS.sellerOrganizationNumber, message: key('sellerIsDealer') },
  DOWN_PAYMENT_TOO_LOW: { field: FIELDS.downPayment, message: key('downPaymentTooLow') },
  INVALID_ORGANIZATION_NUMBER: { field: FIELDS.sellerOrganizationNumber, message: key('organizationNumberInvalid') },
  OUT_OF_BOUNDS: { field: FIELDS.downPayment, message: key('downPaymentNotBelowPrice') },
  LIMIT_EXCEEDED: { message: key('limitExceeded') },
  LIMIT_BLOCKED: { message: key('limitBlocked') },
  NOT_ONBOARDED: { message: key('notOnboarded') },
  INVALID_PERSONAL_ID: { message: key('personalIdRefused') },
  UNKNOWN_FACILITY: { message: key('facilityRequired') },
};

async function loadSubmitContext(api: ApiClient) {
  const [priceList, self, facilities] = await Promise.all([fetchBusinessFinancePriceList(api), fetchBusinessFinanceSelf(api), fetchFacilities(api)]);
  return { priceList, self, facilities };
}

export const applyInventoryFinancing = defineApplyAction<InventoryApplyFields>({
  name: 'inventory financing apply',
  roles: ['BUSINESS_FINANCE'],
  messages: INVENTORY_APPLY_MESSAGES,
  empty: {},
  refusals: REFUSALS,
  async handler(input, { locals }, { api, user }, { form, intent }) {
    if (intent === LOOKUP_INTENT) {
      const lookup = await lookUpVehicle(api, locals.country, INVENTORY_VEHICLE_LOOKUP, input);
      const after = vehicleLookupParts(INVENTORY_VEHICLE_LOOKUP, input, lookup);
      return formAgain<InventoryApplyFields>(after.input, after.parts);
    }
    if (intent === CALCULATE_INTENT) return formAgain(input);

    const { priceList, self, facilities } = await loadSubmitContext(api);
    if (!self.onboarded) return formAgain(input, { message: key('notOnboarded') });
    const facilityIds = facilities.length > 0 ? facilities.map((facility) => facility.id) : [user.facility.id];
    const schema = inventoryApplySchema(locals.country, priceList, {
      phone: isValidPhone,
      personalId: isValidPersonalId,
      dealerOrganizationNumber: self.organizationNumber,
      facilityIds,
      today: today(locals.countryInfo.timeZone),
    });
    const parsed = validateInventoryApply(locals.country, schema, inventoryInputFromForm(form));
    if (!parsed.success) return formAgain(input, { fieldErrors: parsed.fieldErrors, message: INVENTORY_APPLY_MESSAGES.summary });
    const lead = await createInventoryLead(
      api,
      toCreateInventoryLead(parsed.output, locals.country, priceList.currency, normalisePersonalId),
      parsed.output.idempotencyKey,
    );
    return { status: 'created', href: `${pathTo('InventoryFinancingDetails', { id: lead.id })}?submitted=1` };
  },
});
