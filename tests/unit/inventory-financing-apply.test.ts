// The inventory financing application's schema and money (SPEC §3, §5 inventory financing): the
// down payment minimum to the cent as the API counts it, the seller not the dealer, the signers'
// personal ids per country, the guarantor ignored when it is the signatory, and the lead it sends.
import { describe, expect, it } from 'vitest';
import type { BusinessFinancePriceList } from '../../src/lib/api/business-finance-schemas';
import type { CountryCode } from '../../src/lib/api/schemas';
import { isValidPersonalId, normalisePersonalId } from '../../src/lib/forms/personal-id';
import { isValidPhone } from '../../src/lib/forms/phone';
import { inventoryApplySchema, inventoryInputFromForm, toCreateInventoryLead, validateInventoryApply } from '../../src/lib/inventory-financing/apply';
import { applyFormState } from '../../src/lib/forms/apply-flow';
import { INVENTORY_APPLY_MESSAGES, vehicleDataMissing, type ApplyInventoryResult } from '../../src/lib/inventory-financing/apply-result';
import { creditAmount, downPaymentMeetsMinimum, isDealersOwnNumber } from '../../src/lib/inventory-financing/money';

const PRICE_LIST: BusinessFinancePriceList = {
  id: 'bf-se',
  validFrom: '2026-01-01',
  currency: 'SEK',
  downPaymentMinPercent: 10,
  monthlyInterestPercent: 0.65,
  agreementFee: 995,
  maxCreditDays: 180,
  invoiceFeePercent: 0.28,
  invoiceFeeMaxPerMonth: 145,
  eurRate: 11.6,
};
const KEY = '0b6f3a4e-2c1d-4e8f-9a7b-1c2d3e4f5a6b';
const DEALER = '556123-4567';

const FORM: Record<string, string> = {
  idempotencyKey: KEY,
  facilityId: 'facility-malmo',
  'vehicle.numberPlate': 'mlb52k',
  'vehicle.vin': 'yv1uzl1v1p1234567',
  'vehicle.mileageKm': '48 500',
  'vehicle.brand': 'Volvo',
  'vehicle.model': 'XC60',
  'vehicle.variant': '',
  'vehicle.modelYear': '2023',
  'vehicle.vatStatus': 'VAT_DEDUCTIBLE',
  'vehicle.price': '123 456,70',
  downPayment: '12 345,67',
  'seller.kind': 'COMPANY',
  'seller.organizationNumber': '556789-0107',
  'seller.name': 'Skånebygg Entreprenad AB',
  'contactPerson.name': 'Anna Andersson',
  'contactPerson.email': 'Anna.Admin@Bilhuset.example',
  'contactPerson.phone': '070 123 45 01',
  'signatory.personalId': '198503129820',
  'signatory.name': 'Astrid Lindqvist',
  'signatory.phone': '070 111 22 33',
  'guarantor.personalId': '19791104-9836',
  'guarantor.name': 'Johan Bergström',
  'guarantor.phone': '070 444 55 66',
  'confirmations.termsAccepted': 'on',
};

function formData(changes: Record<string, string | null>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...FORM, ...changes })) if (value !== null) form.set(name, value);
  return form;
}

function check(changes: Record<string, string | null> = {}, country: CountryCode = 'SE', priceList = PRICE_LIST) {
  const schema = inventoryApplySchema(country, priceList, {
    phone: isValidPhone,
    personalId: isValidPersonalId,
    dealerOrganizationNumber: DEALER,
    facilityIds: ['facility-malmo'],
    today: '2026-11-24',
  });
  return validateInventoryApply(country, schema, inventoryInputFromForm(formData(changes)));
}

const errorsOf = (changes: Record<string, string | null>, country: CountryCode = 'SE') => {
  const result = check(changes, country);
  return result.success ? {} : result.fieldErrors;
};

describe('the down payment minimum (SE 10 %, DK 15 %)', () => {
  it('takes exactly the minimum and refuses one cent below it', () => {
    expect(check({ downPayment: '12 345,67' }).success).toBe(true);
    expect(errorsOf({ downPayment: '12 345,66' })).toEqual({ downPayment: ['inventoryFinancingApply.errors.downPaymentTooLow'] });
  });

  it('rounds a minimum between cents up, as the API compares whole cents', () => {
    expect(downPaymentMeetsMinimum(100_000.05, 15_000.01, 15)).toBe(true);
    expect(downPaymentMeetsMinimum(100_000.05, 15_000, 15)).toBe(false);
    expect(downPaymentMeetsMinimum(200_000, 30_000, 15)).toBe(true);
    expect(downPaymentMeetsMinimum(200_000, 29_999.99, 15)).toBe(false);
  });

  it('refuses a down payment not below the price', () => {
    expect(errorsOf({ downPayment: '123 456,70' })).toEqual({ downPayment: ['inventoryFinancingApply.errors.downPaymentNotBelowPrice'] });
  });

  it('refuses a third decimal and a negative amount', () => {
    expect(errorsOf({ downPayment: '12 345,675' }).downPayment).toEqual(['inventoryFinancingApply.errors.numberInvalid']);
    expect(errorsOf({ downPayment: '-1' }).downPayment).toEqual(['inventoryFinancingApply.errors.notNegative']);
  });

  it('gives the credit amount to the cent only for a down payment below the price', () => {
    expect(creditAmount(123_456.7, 12_345.67)).toBe(111_111.03);
    expect(creditAmount(100, 100)).toBeNull();
    expect(creditAmount(null, 10)).toBeNull();
  });
});

describe('the seller', () => {
  it('may not be the dealer itself, in any spelling', () => {
    expect(errorsOf({ 'seller.organizationNumber': '5561234567' })).toEqual({ 'seller.organizationNumber': ['inventoryFinancingApply.errors.sellerIsDealer'] });
    expect(isDealersOwnNumber('SE', '16 556123-4567', DEALER)).toBe(true);
    expect(isDealersOwnNumber('DK', 'DK12345674', '12345674')).toBe(true);
    expect(isDealersOwnNumber('SE', '556789-0107', DEALER)).toBe(false);
  });

  it('names a wrong length and a wrong check digit of the organisation number', () => {
    expect(errorsOf({ 'seller.organizationNumber': '556789-010' })['seller.organizationNumber']).toEqual(['inventoryFinancingApply.errors.lengthMismatch']);
    expect(errorsOf({ 'seller.organizationNumber': '556789-0108' })['seller.organizationNumber']).toEqual([
      'inventoryFinancingApply.errors.organizationNumberInvalid',
    ]);
  });

  it('is a private person by name, without an organisation number', () => {
    const result = check({ 'seller.kind': 'PRIVATE_PERSON', 'seller.organizationNumber': '5561234567', 'seller.name': 'Lars Svensson' });
    expect(result.success && result.output.seller).toEqual({ kind: 'PRIVATE_PERSON', organizationNumber: '', name: 'Lars Svensson' });
  });
});

describe('the signers', () => {
  it('checks each personal id by its country', () => {
    expect(errorsOf({ 'signatory.personalId': '19850312-9821' })).toEqual({ 'signatory.personalId': ['inventoryFinancingApply.errors.personalIdInvalid'] });
    expect(errorsOf({ 'guarantor.personalId': '' })).toEqual({ 'guarantor.personalId': ['inventoryFinancingApply.errors.notEmpty'] });
  });

  it('ignores the guarantor fields when the guarantor is the signatory', () => {
    const result = check({ guarantorIsSignatory: 'on', 'guarantor.personalId': 'nonsense', 'guarantor.name': '' });
    expect(result.success).toBe(true);
    if (!result.success) return;
    const lead = toCreateInventoryLead(result.output, 'SE', 'SEK', normalisePersonalId);
    expect(lead.guarantor).toBeNull();
    expect(lead.guarantorIsSignatory).toBe(true);
  });
});

describe('the vehicle', () => {
  it('needs a plate in Sweden but not for a Danish stock car, which the VIN identifies', () => {
    expect(errorsOf({ 'vehicle.numberPlate': '' })['vehicle.numberPlate']).toEqual(['inventoryFinancingApply.errors.notEmpty']);
    expect(errorsOf({ 'vehicle.numberPlate': 'QBC 123' })['vehicle.numberPlate']).toEqual(['inventoryFinancingApply.errors.numberPlateInvalid']);
    const dk = check(
      {
        'vehicle.numberPlate': '',
        'vehicle.vin': 'TMBJC9NY4NF123456',
        'signatory.personalId': '010190-1234',
        'guarantor.personalId': '020285-4321',
        'contactPerson.phone': '20 12 34 56',
        'signatory.phone': '20 12 34 57',
        'guarantor.phone': '20 12 34 58',
        'seller.organizationNumber': '32560008',
      },
      'DK',
      { ...PRICE_LIST, currency: 'DKK', downPaymentMinPercent: 15 },
    );
    expect(dk.success ? null : dk.fieldErrors).toEqual({ downPayment: ['inventoryFinancingApply.errors.downPaymentTooLow'] });
  });

  it('warns about missing register data and refuses to send without it', () => {
    expect(vehicleDataMissing({ ...FORM, 'vehicle.vin': '' })).toBe(true);
    expect(vehicleDataMissing(FORM)).toBe(false);
    expect(errorsOf({ 'vehicle.brand': '', 'vehicle.vatStatus': '' })).toEqual({
      'vehicle.brand': ['inventoryFinancingApply.errors.vehicleMissing'],
      'vehicle.vatStatus': ['inventoryFinancingApply.errors.vehicleMissing'],
    });
  });
});

describe('the lead sent', () => {
  it('has the canonical plate and VIN, E.164 phones, the email in lower case and the country currency', () => {
    const result = check();
    expect(result.success).toBe(true);
    if (!result.success) return;
    const lead = toCreateInventoryLead(result.output, 'SE', 'SEK', normalisePersonalId);
    expect(lead.vehicle).toMatchObject({
      numberPlate: 'MLB 52K',
      vin: 'YV1UZL1V1P1234567',
      mileageKm: 48_500,
      price: 123_456.7,
      currency: 'SEK',
      variant: null,
    });
    expect(lead.downPayment).toBe(12_345.67);
    expect(lead.contactPerson).toEqual({ name: 'Anna Andersson', email: 'anna.admin@bilhuset.example', phone: '+46701234501' });
    expect(lead.signatory).toEqual({ personalId: '19850312-9820', name: 'Astrid Lindqvist', phone: '+46701112233' });
    expect(lead.seller).toEqual({ kind: 'COMPANY', organizationNumber: '556789-0107', name: 'Skånebygg Entreprenad AB' });
  });

  it('keeps the sent key after a refused send, and makes a new one on first load', () => {
    const inventoryFormState = (result: { data?: ApplyInventoryResult } | undefined, newKey: () => string) =>
      applyFormState(result, { newKey, messages: INVENTORY_APPLY_MESSAGES, empty: {} });
    const kept = inventoryFormState({ data: { status: 'form', input: { idempotencyKey: KEY }, fieldErrors: {}, message: 'x', notice: null } }, () => 'new');
    expect(kept.idempotencyKey).toBe(KEY);
    expect(inventoryFormState(undefined, () => 'new').idempotencyKey).toBe('new');
  });
});

const E = (name: string) => `inventoryFinancingApply.errors.${name}`;

describe('each field’s own message, at the edges of its rule', () => {
  it('asks for a missing mileage, price, model year and down payment, and names what is not a number', () => {
    expect(errorsOf({ 'vehicle.mileageKm': '', 'vehicle.price': 'abc', 'vehicle.modelYear': '', downPayment: '' })).toEqual({
      'vehicle.mileageKm': [E('notEmpty')],
      'vehicle.price': [E('numberInvalid')],
      'vehicle.modelYear': [E('vehicleMissing')],
      downPayment: [E('notEmpty')],
    });
    expect(errorsOf({ 'vehicle.modelYear': 'tjugo' })['vehicle.modelYear']).toEqual([E('numberInvalid')]);
  });

  it('takes a mileage of up to 2 000 000 km in whole kilometres, and refuses one more, a negative one or a fraction', () => {
    expect(check({ 'vehicle.mileageKm': '2 000 000' }).success).toBe(true);
    expect(check({ 'vehicle.mileageKm': '0' }).success).toBe(true);
    expect(errorsOf({ 'vehicle.mileageKm': '2 000 001' })).toEqual({ 'vehicle.mileageKm': ['validation.numberTooLarge'] });
    expect(errorsOf({ 'vehicle.mileageKm': '-1' })).toEqual({ 'vehicle.mileageKm': [E('notNegative')] });
    expect(errorsOf({ 'vehicle.mileageKm': '48 500,5' })).toEqual({ 'vehicle.mileageKm': [E('wholeNumber')] });
  });

  it('takes a price of exactly 100 000 000 and refuses one cent more', () => {
    expect(check({ 'vehicle.price': '100 000 000', downPayment: '10 000 000' }).success).toBe(true);
    expect(errorsOf({ 'vehicle.price': '100 000 000,01', downPayment: '20 000 000' })).toEqual({ 'vehicle.price': ['validation.numberTooLarge'] });
  });

  it('takes a price of one cent with nothing paid down only if the price list asks for no down payment, and refuses a price of zero', () => {
    expect(check({ 'vehicle.price': '0,01', downPayment: '0' }, 'SE', { ...PRICE_LIST, downPaymentMinPercent: 0 }).success).toBe(true);
    expect(errorsOf({ 'vehicle.price': '0', downPayment: '0' })).toEqual({
      'vehicle.price': [E('priceRequired')],
      downPayment: [E('downPaymentNotBelowPrice')],
    });
  });

  it('takes model years from 1950 to next year, and refuses 1949, the year after next and a fraction', () => {
    expect(check({ 'vehicle.modelYear': '1950' }).success).toBe(true);
    expect(check({ 'vehicle.modelYear': '2027' }).success).toBe(true);
    for (const year of ['1949', '2028', '2023,5']) expect(errorsOf({ 'vehicle.modelYear': year })).toEqual({ 'vehicle.modelYear': [E('yearInvalid')] });
  });

  it('asks to fetch the vehicle when the VIN or the model is missing, and names a VIN of the wrong shape', () => {
    expect(errorsOf({ 'vehicle.vin': '', 'vehicle.model': '' })).toEqual({ 'vehicle.vin': [E('vehicleMissing')], 'vehicle.model': [E('vehicleMissing')] });
    expect(errorsOf({ 'vehicle.vin': 'YV1UZL1V1P123456' })).toEqual({ 'vehicle.vin': [E('vinInvalid')] });
  });

  it('keeps a variant the register gave, and sends none when it is empty', () => {
    const result = check({ 'vehicle.variant': ' B5 AWD Plus ' });
    expect(result.success && result.output.vehicle.variant).toBe('B5 AWD Plus');
  });

  it('takes names of up to 100 characters and refuses 101, and asks for an empty one', () => {
    expect(check({ 'seller.name': 'Å'.repeat(100), 'contactPerson.name': 'B'.repeat(100), 'signatory.name': 'C'.repeat(100) }).success).toBe(true);
    expect(errorsOf({ 'seller.name': 'Å'.repeat(101), 'contactPerson.name': '', 'signatory.name': ' ' })).toEqual({
      'seller.name': [E('tooLong')],
      'contactPerson.name': [E('notEmpty')],
      'signatory.name': [E('notEmpty')],
    });
  });

  it('names a missing or malformed email and phone number', () => {
    expect(errorsOf({ 'contactPerson.email': '', 'contactPerson.phone': '', 'signatory.phone': '070' })).toEqual({
      'contactPerson.email': [E('notEmpty')],
      'contactPerson.phone': [E('notEmpty')],
      'signatory.phone': [E('phoneInvalid')],
    });
    expect(errorsOf({ 'contactPerson.email': 'anna.bilhuset.example', 'contactPerson.phone': '070 12', 'guarantor.phone': '' })).toEqual({
      'contactPerson.email': [E('emailInvalid')],
      'contactPerson.phone': [E('phoneInvalid')],
      'guarantor.phone': [E('notEmpty')],
    });
  });

  it('refuses a form without the terms accepted, without a seller kind or with an expired form key', () => {
    expect(errorsOf({ 'confirmations.termsAccepted': null, 'seller.kind': '', idempotencyKey: 'not-a-key' })).toEqual({
      'confirmations.termsAccepted': [E('confirmationRequired')],
      'seller.kind': [E('sellerKindRequired')],
      idempotencyKey: [E('formExpired')],
    });
  });

  it('refuses a facility the user may not apply for (a forged post)', () => {
    expect(errorsOf({ facilityId: 'facility-other-dealer' })).toEqual({ facilityId: [E('facilityRequired')] });
  });

  it('counts a field left out of the post, or a file posted in place of a text, as empty', () => {
    expect(errorsOf({ 'seller.name': null })).toEqual({ 'seller.name': [E('notEmpty')] });
    const form = formData({});
    form.set('seller.name', new File(['Skånebygg'], 'name.txt'));
    form.set('vehicle.price', new File(['123456'], 'price.txt'));
    const schema = inventoryApplySchema('SE', PRICE_LIST, {
      phone: isValidPhone,
      personalId: isValidPersonalId,
      dealerOrganizationNumber: DEALER,
      facilityIds: ['facility-malmo'],
      today: '2026-11-24',
    });
    const result = validateInventoryApply('SE', schema, inventoryInputFromForm(form));
    expect(result.success ? null : result.fieldErrors).toEqual({ 'seller.name': [E('notEmpty')], 'vehicle.price': [E('notEmpty')] });
  });
});

describe('the checks across fields, when other fields are wrong too', () => {
  // Every message at once: a dealer fixes the form in one go, not one message per post.
  it('still refuses a down payment not below the price when the terms are not accepted or the email is wrong', () => {
    expect(errorsOf({ 'confirmations.termsAccepted': null, downPayment: '200 000' })).toEqual({
      'confirmations.termsAccepted': [E('confirmationRequired')],
      downPayment: [E('downPaymentNotBelowPrice')],
    });
    expect(errorsOf({ 'contactPerson.email': 'anna', downPayment: '200 000' })).toEqual({
      'contactPerson.email': [E('emailInvalid')],
      downPayment: [E('downPaymentNotBelowPrice')],
    });
  });

  it('still refuses a down payment below the minimum when the terms are not accepted or the email is wrong', () => {
    expect(errorsOf({ 'confirmations.termsAccepted': null, downPayment: '100' })).toEqual({
      'confirmations.termsAccepted': [E('confirmationRequired')],
      downPayment: [E('downPaymentTooLow')],
    });
    expect(errorsOf({ 'contactPerson.email': 'anna', downPayment: '100' })).toEqual({
      'contactPerson.email': [E('emailInvalid')],
      downPayment: [E('downPaymentTooLow')],
    });
  });

  it('does not judge the down payment against a price that is not a number or missing', () => {
    expect(errorsOf({ 'vehicle.price': 'abc', downPayment: '200 000' })).toEqual({ 'vehicle.price': [E('numberInvalid')] });
    expect(errorsOf({ 'vehicle.price': '', downPayment: '100' })).toEqual({ 'vehicle.price': [E('notEmpty')] });
  });

  it('still says the seller is the dealer itself when the terms are not accepted', () => {
    expect(errorsOf({ 'confirmations.termsAccepted': null, 'seller.organizationNumber': '556123-4567' })).toEqual({
      'confirmations.termsAccepted': [E('confirmationRequired')],
      'seller.organizationNumber': [E('sellerIsDealer')],
    });
  });

  it('puts a wrong organisation number at its field only', () => {
    expect(errorsOf({ 'seller.organizationNumber': '556789-0108' })).toEqual({ 'seller.organizationNumber': [E('organizationNumberInvalid')] });
  });

  it('asks no organisation number of a private seller when another field is wrong', () => {
    expect(errorsOf({ 'seller.kind': 'PRIVATE_PERSON', 'seller.organizationNumber': '', 'contactPerson.email': 'anna' })).toEqual({
      'contactPerson.email': [E('emailInvalid')],
    });
  });

  it('does not compare a private seller with the dealer, even when a client sends the dealer’s number with it', () => {
    const schema = inventoryApplySchema('SE', PRICE_LIST, {
      phone: isValidPhone,
      personalId: isValidPersonalId,
      dealerOrganizationNumber: DEALER,
      facilityIds: ['facility-malmo'],
      today: '2026-11-24',
    });
    const input = inventoryInputFromForm(formData({ 'seller.kind': 'PRIVATE_PERSON' }));
    const result = validateInventoryApply('SE', schema, { ...input, seller: { ...input.seller, organizationNumber: DEALER } });
    expect(result.success).toBe(true);
  });
});

describe('the lead sent, by seller and guarantor', () => {
  it('sends a private seller by name only', () => {
    const result = check({ 'seller.kind': 'PRIVATE_PERSON', 'seller.name': 'Lars Svensson' });
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(toCreateInventoryLead(result.output, 'SE', 'SEK', normalisePersonalId).seller).toEqual({ kind: 'PRIVATE_PERSON', name: 'Lars Svensson' });
  });

  it('sends no guarantor when the signatory is the guarantor, even if a client sends a guarantor with it', () => {
    const schema = inventoryApplySchema('SE', PRICE_LIST, {
      phone: isValidPhone,
      personalId: isValidPersonalId,
      dealerOrganizationNumber: DEALER,
      facilityIds: ['facility-malmo'],
      today: '2026-11-24',
    });
    const input = inventoryInputFromForm(formData({}));
    const result = validateInventoryApply('SE', schema, { ...input, guarantorIsSignatory: true });
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(toCreateInventoryLead(result.output, 'SE', 'SEK', normalisePersonalId)).toMatchObject({ guarantor: null, guarantorIsSignatory: true });
  });

  it('sends a guarantor other than the signatory with a normalised personal id and an E.164 phone', () => {
    const result = check();
    expect(result.success).toBe(true);
    if (!result.success) return;
    const lead = toCreateInventoryLead(result.output, 'SE', 'SEK', normalisePersonalId);
    expect(lead.guarantor).toEqual({ personalId: '19791104-9836', name: 'Johan Bergström', phone: '+46704445566' });
    expect(lead.guarantorIsSignatory).toBe(false);
  });
});
