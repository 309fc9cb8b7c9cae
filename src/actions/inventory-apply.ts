// Apply for inventory financing (SPEC §3, §5): BUSINESS_FINANCE only. Every button posts here, so
// the page works without JavaScript: intent=lookup fetches the vehicle (filled in, or a message:
// no vehicle, or the register is down and the dealer types the vehicle), intent=calculate shows
// the credit amount and daily cost, else the form is checked against the price list, the dealer's
// own number and facilities, and sent with its idempotency key (one lead per key).
import type { ApiClient } from '../lib/api/client';
import { createInventoryLead, fetchBusinessFinancePriceList, fetchBusinessFinanceSelf } from '../lib/api/business-finance';
import { isApiError } from '../lib/api/errors';
import { today } from '../lib/forms/parse';
import { isValidPersonalId, normalisePersonalId } from '../lib/forms/personal-id';
import { isValidPhone } from '../lib/forms/phone';
import { formFields, type FieldErrors } from '../lib/forms/validate';
import { CALCULATE_INTENT, FIELDS, INTENT_FIELD, inventoryApplySchema, inventoryInputFromForm, key, LOOKUP_INTENT, toCreateInventoryLead, validateInventoryApply, type InventoryApplyFields } from '../lib/inventory-financing/apply';
import { INVALID_SUMMARY, type ApplyInventoryResult } from '../lib/inventory-financing/apply-result';
import { lookUpVehicle, withVehicle } from '../lib/inventory-financing/vehicle-lookup.server';
import { fetchFacilities } from '../lib/partner/partner.server';
import { pathTo } from '../lib/routes';
import { defineFormAction } from './define-form-action';

/** The API's refusals the form answers at a field or above it, everything typed kept. */
const FIELD_BY_CODE: Record<string, [string, string]> = {
  SELLER_IS_DEALER: [FIELDS.sellerOrganizationNumber, key('sellerIsDealer')],
  DOWN_PAYMENT_TOO_LOW: [FIELDS.downPayment, key('downPaymentTooLow')],
  INVALID_ORGANIZATION_NUMBER: [FIELDS.sellerOrganizationNumber, key('organizationNumberInvalid')],
  OUT_OF_BOUNDS: [FIELDS.downPayment, key('downPaymentNotBelowPrice')],
};
const MESSAGE_BY_CODE: Record<string, string> = {
  LIMIT_EXCEEDED: key('limitExceeded'),
  LIMIT_BLOCKED: key('limitBlocked'),
  NOT_ONBOARDED: key('notOnboarded'),
  INVALID_PERSONAL_ID: key('personalIdRefused'),
  UNKNOWN_FACILITY: key('facilityRequired'),
};

const form = (input: InventoryApplyFields, parts: { fieldErrors?: FieldErrors; message?: string | null; notice?: string | null } = {}): ApplyInventoryResult => ({
  status: 'form',
  input,
  fieldErrors: parts.fieldErrors ?? {},
  message: parts.message ?? null,
  notice: parts.notice ?? null,
});

async function loadSubmitContext(api: ApiClient) {
  const [priceList, self, facilities] = await Promise.all([fetchBusinessFinancePriceList(api), fetchBusinessFinanceSelf(api), fetchFacilities(api)]);
  return { priceList, self, facilities };
}

export const applyInventory = defineFormAction<ApplyInventoryResult>({
  name: 'inventory financing apply',
  roles: ['BUSINESS_FINANCE'],
  async handler(posted, { locals }, { api, user }) {
    const input = formFields(posted);
    delete input[INTENT_FIELD];
    const intent = formFields(posted)[INTENT_FIELD];
    if (intent === LOOKUP_INTENT) {
      const lookup = await lookUpVehicle(api, locals.country, input);
      if (lookup.result === 'found') return form(withVehicle(input, lookup.vehicle), { notice: key('vehicleFound') });
      if (lookup.result === 'unavailable') return form(input, { notice: key('registerUnavailable') });
      return form(input, { fieldErrors: lookup.fieldErrors });
    }
    if (intent === CALCULATE_INTENT) return form(input);

    const { priceList, self, facilities } = await loadSubmitContext(api);
    if (!self.onboarded) return form(input, { message: key('notOnboarded') });
    const facilityIds = facilities.length > 0 ? facilities.map((facility) => facility.id) : [user.facility.id];
    const schema = inventoryApplySchema(locals.country, priceList, {
      phone: isValidPhone,
      personalId: isValidPersonalId,
      dealerOrganizationNumber: self.organizationNumber,
      facilityIds,
      today: today(locals.countryInfo.timeZone),
    });
    const parsed = validateInventoryApply(locals.country, schema, inventoryInputFromForm(posted));
    if (!parsed.success) return form(input, { fieldErrors: parsed.fieldErrors, message: INVALID_SUMMARY });
    const lead = await createInventoryLead(api, toCreateInventoryLead(parsed.output, locals.country, priceList.currency, normalisePersonalId), parsed.output.idempotencyKey);
    return { status: 'created', href: `${pathTo('InventoryFinancingDetails', { id: lead.id })}?submitted=1` };
  },
  onError(error, posted) {
    const input = formFields(posted);
    delete input[INTENT_FIELD];
    const code = isApiError(error) ? error.code : null;
    // An earlier send with this key made a lead (its answer was lost) and the dealer has edited
    // since: keep the edits, say so, and give the form a fresh key so sending again applies anew.
    if (code === 'IDEMPOTENCY_KEY_REUSED') return form({ ...input, idempotencyKey: crypto.randomUUID() }, { message: key('changedAfterSend') });
    const atField = code ? FIELD_BY_CODE[code] : undefined;
    if (atField) return form(input, { fieldErrors: { [atField[0]]: [atField[1]] }, message: INVALID_SUMMARY });
    const message = code ? MESSAGE_BY_CODE[code] : undefined;
    if (message) return form(input, { message });
    if (isApiError(error, 'wrongData')) return form(input, { message: key('wrongData') });
    if (isApiError(error, 'noAccess')) return form(input, { message: key('noAccess') });
    if (isApiError(error, 'unavailable')) return form(input, { message: 'unavailable.applyNotSent' });
    return form(input, { message: 'errors.technical' });
  },
});
