import { describe, expect, it } from 'vitest';
import { isValidPersonalId } from '../../src/lib/forms/personal-id';
import type { CreditProduct, PriceList } from '../../src/lib/api/blanco';
import type { CountryCode } from '../../src/lib/api/schemas';
import { applyInputFromForm, blancoApplySchema, toCreateLead, validateApply, BLANCO_APPLY_MESSAGES } from '../../src/lib/blanco/apply';
import { applyFormState as formState, type ApplyResult, type PostedResult } from '../../src/lib/forms/apply-flow';
import { parseNumber } from '../../src/lib/forms/number';
import { overallProduct, stepsFor, termsFor } from '../../src/lib/blanco/bounds';
import { isValidPhone } from '../../src/lib/forms/phone';

/** The page's reading of a post, as the loan application's page calls it. */
const applyFormState = (result: PostedResult<ApplyResult>, newKey: () => string) => formState(result, { newKey, messages: BLANCO_APPLY_MESSAGES, empty: {} });

const PRICE_LIST: PriceList = {
  id: 'pl-1',
  validFrom: '2026-01-01',
  currency: 'SEK',
  steps: [
    { interestRate: 4.95, minAmount: 100_000, maxAmount: 400_000, terms: [60, 84, 120], setupFee: 495, monthlyFee: 35 },
    { interestRate: 6.95, minAmount: 30_000, maxAmount: 250_000, terms: [24, 36, 60, 84], setupFee: 495, monthlyFee: 35 },
    { interestRate: 9.95, minAmount: 10_000, maxAmount: 100_000, terms: [12, 24, 36], setupFee: 295, monthlyFee: 35 },
  ],
};
const PRODUCT: CreditProduct = { id: 'blanco', minAmount: 20_000, maxAmount: 350_000, terms: [12, 24, 36, 60, 84, 120] };
const TODAY = '2026-11-22';
const FACILITIES = [{ id: 'facility-malmo' }, { id: 'facility-lund' }];

const PERSONAL_ID: Record<CountryCode, string> = { SE: '19900101-0017', FI: '131052-308T', DK: '070761-4285' };
const PHONE: Record<CountryCode, string> = { SE: '070 123 45 67', FI: '040 123 4567', DK: '20 12 34 56' };

function person(prefix: 'applicant' | 'coApplicant', country: CountryCode): Record<string, string> {
  const children: Record<string, string> =
    country === 'DK' ? { 'children.age0to1': '0', 'children.age2to6': '1', 'children.age7to17': '2', 'children.over18': '0' } : { 'children.under18': '2' };
  const fields: Record<string, string> = {
    personalId: PERSONAL_ID[country],
    firstname: 'Anna',
    lastname: 'Andersson',
    email: 'Anna@Example.com',
    phone: PHONE[country],
    countryOfBirth: country,
    ...(country === 'DK' ? { danishCitizen: 'yes' } : {}),
    ...children,
    monthlyIncome: '35 000',
    sourceOfIncome: 'permanentEmployment',
    employerName: 'Verkstaden AB',
    employmentStartedTime: '2015-03-01',
    typeOfResidence: 'rental',
    habitationDate: '2019-06-01',
    maritalStatus: 'single',
    livingExpenses: '8000',
    loanExpenses: '0',
    otherExpenses: '1500',
    householdSharePercent: '100',
  };
  return Object.fromEntries(Object.entries(fields).map(([name, value]) => [`${prefix}.${name}`, value]));
}

function validFields(country: CountryCode = 'SE'): Record<string, string> {
  return {
    idempotencyKey: '0b9f3c1e-7d2a-4c5b-9e8f-1a2b3c4d5e6f',
    amount: '125 000',
    interestRate: '6.95',
    term: '60',
    facilityId: 'facility-malmo',
    ...person('applicant', country),
    'confirmations.creditCheckInformed': 'on',
    'confirmations.loanOnlyForPurchase': 'on',
    'confirmations.identityChecked': 'on',
    'confirmations.neverPaidToCustomer': 'on',
    'confirmations.termsAccepted': 'on',
  };
}

function form(fields: Record<string, string>, without: string[] = []): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) if (!without.includes(name)) data.set(name, value);
  return data;
}

function check(fields: Record<string, string>, country: CountryCode = 'SE', without: string[] = []) {
  const schema = blancoApplySchema(country, PRICE_LIST, PRODUCT, { phone: isValidPhone, personalId: isValidPersonalId, facilities: FACILITIES, today: TODAY });
  return validateApply(schema, applyInputFromForm(form(fields, without)));
}

function errorsOf(fields: Record<string, string>, country: CountryCode = 'SE', without: string[] = []) {
  const result = check(fields, country, without);
  return result.success ? {} : result.fieldErrors;
}

describe('numbers typed by a dealer', () => {
  it.each([
    ['125 000', 125000],
    ['125000', 125000],
    ['125000,50', 125000.5],
    ['125 000 kr', 125000],
    ['125\u00a0000', 125000],
    ['125.000', 125000],
    ['12.5', 12.5],
    ['0', 0],
  ])('"%s" reads as %d', (raw, expected) => {
    expect(parseNumber(raw)).toBe(expected);
  });

  it('empty is missing and letters are not a number', () => {
    expect(parseNumber('  ')).toBeNull();
    expect(parseNumber('tolv')).toBeNaN();
    expect(errorsOf({ ...validFields(), amount: '' }).amount).toEqual(['blancoApply.errors.amountRequired']);
    expect(errorsOf({ ...validFields(), amount: 'mycket' }).amount).toEqual(['blancoApply.errors.numberInvalid']);
  });
});

describe('the loan amount against the price list (SPEC §5)', () => {
  it('a complete Swedish application passes', () => {
    expect(check(validFields())).toMatchObject({ success: true });
  });

  it("too low for the chosen rate names that rate's minimum", () => {
    expect(errorsOf({ ...validFields(), amount: '90 000', interestRate: '4.95' }).amount).toEqual(['blancoApply.errors.amountTooLow']);
  });

  it('too low for every rate', () => {
    expect(errorsOf({ ...validFields(), amount: '5 000', interestRate: '' }).amount).toEqual(['blancoApply.errors.amountTooLow']);
  });

  it('too high for the chosen rate asks for another rate', () => {
    expect(errorsOf({ ...validFields(), amount: '300 000', interestRate: '6.95' }).amount).toEqual(['blancoApply.errors.amountTooHigh']);
  });

  it('above what any product allows is too high for all, whatever the rate', () => {
    // The steps go to 400 000 but the product stops at 350 000.
    expect(errorsOf({ ...validFields(), amount: '360 000', interestRate: '4.95' }).amount).toEqual(['blancoApply.errors.amountTooHighForAll']);
    expect(errorsOf({ ...validFields(), amount: '360 000', interestRate: '' }).amount).toEqual(['blancoApply.errors.amountTooHighForAll']);
  });

  it('only the rates whose bounds include the amount can be chosen, with their terms', () => {
    expect(stepsFor(125_000, PRICE_LIST.steps).map((step) => step.interestRate)).toEqual([4.95, 6.95]);
    expect(termsFor(PRICE_LIST.steps[2] ?? null, PRICE_LIST.steps)).toEqual([12, 24, 36]);
    expect(termsFor(null, PRICE_LIST.steps)).toEqual([12, 24, 36, 60, 84, 120]);
  });

  it('a term the chosen rate does not offer is refused', () => {
    expect(errorsOf({ ...validFields(), term: '120' }).term).toEqual(['blancoApply.errors.termUnavailable']);
  });

  it('a rate that is not in the price list is refused', () => {
    expect(errorsOf({ ...validFields(), interestRate: '5.5' }).interestRate).toEqual(['blancoApply.errors.rateRequired']);
  });

  it('several credit products count as their widest bounds', () => {
    expect(overallProduct([PRODUCT, { id: 'b', minAmount: 5_000, maxAmount: 200_000, terms: [6] }])).toEqual({
      id: 'blanco+b',
      minAmount: 5_000,
      maxAmount: 350_000,
      terms: [6, 12, 24, 36, 60, 84, 120],
    });
    expect(overallProduct([])).toBeNull();
  });
});

describe('personal identity numbers per country', () => {
  it.each([
    ['SE', '19900101-0017', true],
    ['SE', '900101-0017', true],
    ['SE', '19900101-0018', false],
    ['FI', '131052-308T', true],
    ['FI', '131052-308U', false],
    ['DK', '070761-4285', true],
    ['DK', '070761-4286', true],
    ['DK', '0707614286', true],
    ['DK', '320761-4285', false],
    ['DK', '290200-1000', false],
    ['DK', '290200-4000', true],
    ['DK', '131052-308T', false],
  ] as const)('%s %s valid: %s', (country, personalId, ok) => {
    const errors = errorsOf({ ...validFields(country), 'applicant.personalId': personalId }, country);
    expect(errors['applicant.personalId']).toEqual(ok ? undefined : ['blancoApply.errors.personalIdInvalid']);
  });

  it("is sent in the country's written form", () => {
    const result = check({ ...validFields('SE'), 'applicant.personalId': '900101-0017' });
    if (!result.success) throw new Error(JSON.stringify(result.fieldErrors));
    const lead = toCreateLead(result.output, 'SE');
    expect(lead.applicant.personalId).toBe('19900101-0017');
    expect(lead.applicant.phone).toBe('+46701234567');
    expect(lead.applicant.email).toBe('anna@example.com');
    expect(lead.amount).toBe(125000);
  });
});

describe('children and citizenship by country', () => {
  it('Denmark asks for four age bands and Danish citizenship', () => {
    const result = check(validFields('DK'), 'DK');
    if (!result.success) throw new Error(JSON.stringify(result.fieldErrors));
    const lead = toCreateLead(result.output, 'DK');
    expect(lead.applicant.children).toEqual({ under18: null, age0to1: 0, age2to6: 1, age7to17: 2, over18: 0 });
    expect(lead.applicant.danishCitizen).toBe(true);
    expect(errorsOf(validFields('DK'), 'DK', ['applicant.children.age2to6', 'applicant.danishCitizen'])).toEqual({
      'applicant.children.age2to6': ['blancoApply.errors.childrenRequired'],
      'applicant.danishCitizen': ['blancoApply.errors.danishCitizenRequired'],
    });
  });

  it.each(['SE', 'FI'] as const)('%s asks for children under 18 only; the other fields are null', (country) => {
    const result = check({ ...validFields(country), 'applicant.children.age0to1': '3', 'applicant.danishCitizen': 'yes' }, country);
    if (!result.success) throw new Error(JSON.stringify(result.fieldErrors));
    const lead = toCreateLead(result.output, country);
    expect(lead.applicant.children).toEqual({ under18: 2, age0to1: null, age2to6: null, age7to17: null, over18: null });
    expect(lead.applicant.danishCitizen).toBeNull();
    expect(errorsOf({ ...validFields(country), 'applicant.children.under18': '1,5' }, country)['applicant.children.under18']).toEqual([
      'blancoApply.errors.countInvalid',
    ]);
  });
});

describe('employment', () => {
  it.each(['permanentEmployment', 'temporaryEmployment', 'selfEmployed'])('%s needs employer and start date', (source) => {
    const errors = errorsOf({ ...validFields(), 'applicant.sourceOfIncome': source, 'applicant.employerName': ' ', 'applicant.employmentStartedTime': '' });
    expect(errors).toEqual({
      'applicant.employerName': ['blancoApply.errors.employerNameRequired'],
      'applicant.employmentStartedTime': ['blancoApply.errors.employmentStartedRequired'],
    });
  });

  it('a retired applicant needs neither, and sends none', () => {
    const result = check({ ...validFields(), 'applicant.sourceOfIncome': 'retired', 'applicant.employerName': 'Old job' }, 'SE', [
      'applicant.employmentStartedTime',
    ]);
    if (!result.success) throw new Error(JSON.stringify(result.fieldErrors));
    expect(result.output.applicant).toMatchObject({ sourceOfIncome: 'retired', employerName: null, employmentStartedTime: null });
  });

  it('dates must be real and not in the future', () => {
    expect(errorsOf({ ...validFields(), 'applicant.employmentStartedTime': '2026-11-23' })['applicant.employmentStartedTime']).toEqual([
      'blancoApply.errors.dateInFuture',
    ]);
    expect(errorsOf({ ...validFields(), 'applicant.habitationDate': '2026-02-30' })['applicant.habitationDate']).toEqual(['blancoApply.errors.dateInvalid']);
    expect(errorsOf({ ...validFields(), 'applicant.habitationDate': TODAY })['applicant.habitationDate']).toBeUndefined();
  });

  it('expenses cannot be negative and the household share is 0–100', () => {
    const errors = errorsOf({ ...validFields(), 'applicant.loanExpenses': '-1', 'applicant.householdSharePercent': '101' });
    expect(errors).toEqual({
      'applicant.loanExpenses': ['blancoApply.errors.notNegative'],
      'applicant.householdSharePercent': ['blancoApply.errors.householdShareRange'],
    });
  });

  it('email and phone are checked for the country', () => {
    const errors = errorsOf({ ...validFields('FI'), 'applicant.email': 'anna@', 'applicant.phone': '123' }, 'FI');
    expect(errors).toEqual({ 'applicant.email': ['blancoApply.errors.emailInvalid'], 'applicant.phone': ['blancoApply.errors.phoneInvalid'] });
  });
});

describe('confirmations, facility and co-applicant', () => {
  it('each of the five confirmations is required, the reseller’s two (identity checked, never paid to the customer) included', () => {
    const errors = errorsOf(validFields(), 'SE', [
      'confirmations.creditCheckInformed',
      'confirmations.loanOnlyForPurchase',
      'confirmations.identityChecked',
      'confirmations.neverPaidToCustomer',
      'confirmations.termsAccepted',
    ]);
    expect(errors).toEqual({
      'confirmations.creditCheckInformed': ['blancoApply.errors.confirmationRequired'],
      'confirmations.loanOnlyForPurchase': ['blancoApply.errors.confirmationRequired'],
      'confirmations.identityChecked': ['blancoApply.errors.confirmationRequired'],
      'confirmations.neverPaidToCustomer': ['blancoApply.errors.confirmationRequired'],
      'confirmations.termsAccepted': ['blancoApply.errors.confirmationRequired'],
    });
  });

  it("the facility must be one of the dealer's", () => {
    expect(errorsOf({ ...validFields(), facilityId: 'facility-elsewhere' }).facilityId).toEqual(['blancoApply.errors.facilityRequired']);
  });

  it('a missing idempotency key is refused', () => {
    expect(errorsOf(validFields(), 'SE', ['idempotencyKey']).idempotencyKey).toEqual(['blancoApply.errors.formExpired']);
  });

  it('the co-applicant is validated only when added', () => {
    const coApplicant = { ...person('coApplicant', 'SE'), 'coApplicant.personalId': '19900101-0018' };
    expect(check({ ...validFields(), ...coApplicant })).toMatchObject({ success: true });
    const errors = errorsOf({ ...validFields(), ...coApplicant, hasCoApplicant: 'on' });
    expect(errors).toEqual({ 'coApplicant.personalId': ['blancoApply.errors.personalIdInvalid'] });
    const result = check({ ...validFields(), ...person('coApplicant', 'SE'), hasCoApplicant: 'on' });
    if (!result.success) throw new Error(JSON.stringify(result.fieldErrors));
    expect(toCreateLead(result.output, 'SE').coApplicant?.personalId).toBe('19900101-0017');
  });
});

describe('after a post without JavaScript', () => {
  const newKey = () => 'ffffffff-ffff-4fff-8fff-ffffffffffff';
  const input: Record<string, string> = { ...validFields(), 'applicant.personalId': 'nonsense' };

  it('a rejected form shows what was typed, its messages, and keeps its idempotency key', () => {
    const state = applyFormState(
      { data: { status: 'form', input, fieldErrors: { 'applicant.personalId': ['x'] }, message: BLANCO_APPLY_MESSAGES.summary, notice: null } },
      newKey,
    );
    expect(state.initial['applicant.personalId']).toBe('nonsense');
    expect(state.errors).toEqual({ 'applicant.personalId': ['x'] });
    expect(state.message).toBe('blancoApply.errors.summary');
    expect(state.idempotencyKey).toBe(input.idempotencyKey);
  });

  it('a failed send is retried with the same key, so it cannot make a second lead', () => {
    const state = applyFormState({ data: { status: 'form', input, fieldErrors: {}, message: 'errors.technical', notice: null } }, newKey);
    expect(state).toMatchObject({ message: 'errors.technical', idempotencyKey: input.idempotencyKey, errors: {} });
    expect(state.initial.amount).toBe('125 000');
  });

  it('a fresh form gets a fresh key; a refused post says why', () => {
    expect(applyFormState(undefined, newKey)).toEqual({ initial: {}, errors: {}, message: null, notice: null, idempotencyKey: newKey() });
    expect(applyFormState({ error: { code: 'FORBIDDEN' } }, newKey).message).toBe('blancoApply.errors.noAccess');
    expect(
      applyFormState({ data: { status: 'form', input: { ...input, idempotencyKey: 'x' }, fieldErrors: {}, message: 'm', notice: null } }, newKey)
        .idempotencyKey,
    ).toBe(newKey());
  });
});

describe('absurd input in the application', () => {
  it('an income of 1e300, 1 with 300 zeros or 400 nines gets a field message, the bound itself is fine', () => {
    const income = (typed: string) => errorsOf({ ...validFields(), 'applicant.monthlyIncome': typed })['applicant.monthlyIncome'];
    expect(income('1e300')).toEqual(['blancoApply.errors.numberInvalid']);
    expect(income(`1${'0'.repeat(300)}`)).toEqual(['validation.numberTooLarge']);
    expect(income('9'.repeat(400))).toEqual(['validation.numberTooLarge']);
    expect(income('10 000 000')).toBeUndefined();
    expect(income('10 000 001')).toEqual(['validation.numberTooLarge']);
    for (const expense of ['livingExpenses', 'loanExpenses', 'otherExpenses']) {
      expect(errorsOf({ ...validFields(), [`applicant.${expense}`]: '9'.repeat(400) })[`applicant.${expense}`]).toEqual(['validation.numberTooLarge']);
    }
    expect(errorsOf({ ...validFields(), amount: '9'.repeat(400) }).amount).toEqual(['blancoApply.errors.amountTooHighForAll']);
  });

  it('names with U+202E, a zero-width space or NUL get a field message; NFC is what is sent', () => {
    const errors = errorsOf({
      ...validFields(),
      'applicant.firstname': 'Anna\u202egpj.exe',
      'applicant.lastname': 'And\u200bersson',
      'applicant.employerName': 'Verk\u0000staden',
    });
    expect(errors).toEqual({
      'applicant.firstname': ['validation.unsafeCharacters'],
      'applicant.lastname': ['validation.unsafeCharacters'],
      'applicant.employerName': ['validation.unsafeCharacters'],
    });
    const result = check({ ...validFields(), 'applicant.lastname': 'So\u0308derberg' });
    if (!result.success) throw new Error(JSON.stringify(result.fieldErrors));
    expect(toCreateLead(result.output, 'SE').applicant.lastname).toBe('Söderberg');
  });
});

describe('a form sent again after it changed (no JavaScript)', () => {
  it('keeps what was typed, says it was already sent, and carries the fresh key the action handed out', () => {
    const fresh = '5d0c1f7e-2b3a-4c6d-8e9f-0a1b2c3d4e5f';
    const state = applyFormState(
      {
        data: {
          status: 'form',
          input: { ...validFields(), idempotencyKey: fresh, 'applicant.monthlyIncome': '43000' },
          fieldErrors: {},
          message: 'blancoApply.errors.changedAfterSend',
          notice: null,
        },
      },
      () => 'never-used',
    );
    expect(state).toMatchObject({ message: 'blancoApply.errors.changedAfterSend', idempotencyKey: fresh });
    expect(state.initial['applicant.monthlyIncome']).toBe('43000');
  });
});
