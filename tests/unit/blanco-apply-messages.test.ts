// The application form's messages per field, numbers as typed, and what the form keeps:
import { isValidPersonalId } from '../../src/lib/forms/personal-id';
// what a dealer sees under each field of an incomplete or wrong application.
import { describe, expect, it } from 'vitest';
import type { CreditProduct, PriceList } from '../../src/lib/api/blanco';
import { amountMessageParams, applyInputFromForm, blancoApplySchema, validateApply, BLANCO_APPLY_MESSAGES } from '../../src/lib/blanco/apply';
import { applyFormState as formState, type ApplyResult, type PostedResult } from '../../src/lib/forms/apply-flow';
import { parseNumber } from '../../src/lib/forms/number';
import { formFields } from '../../src/lib/forms/validate';
import { isValidPhone } from '../../src/lib/forms/phone';

/** The page's reading of a post, as the loan application's page calls it. */
const applyFormState = (result: PostedResult<ApplyResult>, newKey: () => string) => formState(result, { newKey, messages: BLANCO_APPLY_MESSAGES, empty: {} });

const PRICE_LIST: PriceList = {
  id: 'pl-1',
  validFrom: '2026-01-01',
  currency: 'SEK',
  steps: [{ interestRate: 6.95, minAmount: 30_000, maxAmount: 250_000, terms: [24, 36, 60], setupFee: 495, monthlyFee: 35 }],
};
const PRODUCT: CreditProduct = { id: 'blanco', minAmount: 20_000, maxAmount: 350_000, terms: [24, 36, 60] };
const KEY = '0b9f3c1e-7d2a-4c5b-9e8f-1a2b3c4d5e6f';

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

const APPLICANT: Record<string, string> = {
  personalId: '19900101-0017',
  firstname: 'Anna',
  lastname: 'Andersson',
  email: 'anna@example.com',
  phone: '070 123 45 67',
  countryOfBirth: 'SE',
  'children.under18': '0',
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

const prefixed = (person: 'applicant' | 'coApplicant', fields: Record<string, string>) =>
  Object.fromEntries(Object.entries(fields).map(([name, value]) => [`${person}.${name}`, value]));

const VALID = {
  idempotencyKey: KEY,
  amount: '100 000',
  interestRate: '6,95',
  term: '60',
  facilityId: 'f1',
  ...prefixed('applicant', APPLICANT),
  'confirmations.creditCheckInformed': 'on',
  'confirmations.loanOnlyForPurchase': 'on',
  'confirmations.identityChecked': 'on',
  'confirmations.neverPaidToCustomer': 'on',
  'confirmations.termsAccepted': 'on',
};

function errorsOf(fields: Record<string, string>) {
  const schema = blancoApplySchema('SE', PRICE_LIST, PRODUCT, {
    phone: isValidPhone,
    personalId: isValidPersonalId,
    facilities: [{ id: 'f1' }],
    today: '2026-11-22',
  });
  const result = validateApply(schema, applyInputFromForm(form(fields)));
  return result.success ? {} : result.fieldErrors;
}

const e = (name: string) => [`blancoApply.errors.${name}`];

describe('an empty application', () => {
  it('names what is missing under each field', () => {
    const errors = errorsOf({ 'applicant.sourceOfIncome': 'selfEmployed' });
    expect(errors).toMatchObject({
      idempotencyKey: e('formExpired'),
      amount: e('amountRequired'),
      interestRate: e('rateRequired'),
      term: e('termRequired'),
      facilityId: e('facilityRequired'),
      'applicant.personalId': e('personalIdRequired'),
      'applicant.firstname': e('firstnameRequired'),
      'applicant.lastname': e('lastnameRequired'),
      'applicant.email': e('emailRequired'),
      'applicant.phone': e('phoneRequired'),
      'applicant.countryOfBirth': e('countryOfBirthRequired'),
      'applicant.children.under18': e('childrenRequired'),
      'applicant.monthlyIncome': e('monthlyIncomeRequired'),
      'applicant.typeOfResidence': e('typeOfResidenceRequired'),
      'applicant.habitationDate': e('habitationDateRequired'),
      'applicant.maritalStatus': e('maritalStatusRequired'),
      'applicant.livingExpenses': e('expenseRequired'),
      'applicant.loanExpenses': e('expenseRequired'),
      'applicant.otherExpenses': e('expenseRequired'),
      'applicant.householdSharePercent': e('householdShareRequired'),
      'applicant.employerName': e('employerNameRequired'),
      'applicant.employmentStartedTime': e('employmentStartedRequired'),
      'confirmations.creditCheckInformed': e('confirmationRequired'),
    });
    expect(errorsOf({})['applicant.sourceOfIncome']).toEqual(e('sourceOfIncomeRequired'));
  });

  it('is fine once everything is filled in', () => {
    expect(errorsOf(VALID)).toEqual({});
  });

  it('takes a date from 1 January 1900, the first day a form takes', () => {
    expect(errorsOf({ ...VALID, 'applicant.habitationDate': '1900-01-01' })).toEqual({});
  });
});

describe('wrong values', () => {
  it.each([
    ['applicant.countryOfBirth', 'se', 'countryOfBirthRequired'],
    ['applicant.countryOfBirth', 'SWE', 'countryOfBirthRequired'],
    ['applicant.countryOfBirth', 'XSE', 'countryOfBirthRequired'],
    ['applicant.habitationDate', '2019-06-01x', 'dateInvalid'],
    ['applicant.habitationDate', 'x2019-06-01', 'dateInvalid'],
    ['applicant.habitationDate', '2019-02-30', 'dateInvalid'],
    ['applicant.habitationDate', '2026-11-23', 'dateInFuture'],
    ['applicant.employmentStartedTime', '1.3.2015', 'dateInvalid'],
    // A year typed short (issue 24): 0002 is no date an applicant means; 1900 is the first year taken.
    ['applicant.employmentStartedTime', '0002-03-01', 'dateInvalid'],
    ['applicant.habitationDate', '1899-12-31', 'dateInvalid'],
    ['applicant.email', 'anna@', 'emailInvalid'],
    ['applicant.email', `${'a'.repeat(250)}@example.com`, 'emailInvalid'],
    ['applicant.personalId', '19900101-0018', 'personalIdInvalid'],
    ['applicant.phone', '12', 'phoneInvalid'],
    ['applicant.householdSharePercent', '101', 'householdShareRange'],
    ['applicant.householdSharePercent', '-1', 'householdShareRange'],
    ['applicant.monthlyIncome', '-5', 'notNegative'],
    ['applicant.children.under18', '1,5', 'countInvalid'],
    ['applicant.children.under18', '21', 'countInvalid'],
    ['applicant.monthlyIncome', 'lots', 'numberInvalid'],
    ['applicant.firstname', 'A'.repeat(101), 'tooLong'],
    ['applicant.employerName', 'A'.repeat(101), 'tooLong'],
    ['term', '12', 'termUnavailable'],
    ['interestRate', '5', 'rateRequired'],
    ['facilityId', 'someone-elses', 'facilityRequired'],
    ['idempotencyKey', 'not-a-uuid', 'formExpired'],
  ])('%s = %j is refused with %s', (field, value, message) => {
    expect(errorsOf({ ...VALID, [field]: value })[field]).toEqual(e(message));
  });

  it('takes the edges: today, 100 % and 20 children', () => {
    expect(
      errorsOf({ ...VALID, 'applicant.habitationDate': '2026-11-22', 'applicant.householdSharePercent': '100', 'applicant.children.under18': '20' }),
    ).toEqual({});
    expect(errorsOf({ ...VALID, 'applicant.householdSharePercent': '0', 'applicant.monthlyIncome': '0' })).toEqual({});
  });

  it('asks for Danish citizenship as yes or no in Denmark', () => {
    const schema = blancoApplySchema('DK', PRICE_LIST, PRODUCT, { phone: isValidPhone, personalId: isValidPersonalId, today: '2026-11-22' });
    const danish = (answer: string) => validateApply(schema, applyInputFromForm(form({ ...VALID, 'applicant.danishCitizen': answer })));
    const errors = (answer: string) => {
      const result = danish(answer);
      return result.success ? {} : result.fieldErrors;
    };
    expect(errors('maybe')['applicant.danishCitizen']).toEqual(e('danishCitizenRequired'));
    expect(errors('yes')['applicant.danishCitizen']).toBeUndefined();
    expect(errors('no')['applicant.danishCitizen']).toBeUndefined();
    expect(applyInputFromForm(form({ 'applicant.danishCitizen': 'no' })).applicant.danishCitizen).toBe(false);
    expect(applyInputFromForm(form({ 'applicant.danishCitizen': 'yes' })).applicant.danishCitizen).toBe(true);
    expect(applyInputFromForm(form({ 'applicant.danishCitizen': '' })).applicant.danishCitizen).toBeNull();
  });

  it('asks for an employer only once the source of income is known', () => {
    const errors = errorsOf({ ...VALID, 'applicant.sourceOfIncome': '', 'applicant.employerName': '', 'applicant.employmentStartedTime': '' });
    expect(errors['applicant.sourceOfIncome']).toEqual(e('sourceOfIncomeRequired'));
    expect(errors['applicant.employerName']).toBeUndefined();
    expect(errors['applicant.employmentStartedTime']).toBeUndefined();
  });

  it('checks the term against the rate only once a rate is chosen', () => {
    const errors = errorsOf({ ...VALID, interestRate: '', term: '12' });
    expect(errors.interestRate).toEqual(e('rateRequired'));
    expect(errors.term).toBeUndefined();
    expect(errorsOf({ ...VALID, interestRate: '5', term: '12' }).term).toEqual(e('termUnavailable'));
  });

  it('ignores a facility check when the dealer’s facilities are not known', () => {
    const schema = blancoApplySchema('SE', PRICE_LIST, PRODUCT, { phone: isValidPhone, personalId: isValidPersonalId, today: '2026-11-22' });
    expect(validateApply(schema, applyInputFromForm(form({ ...VALID, facilityId: 'any' }))).success).toBe(true);
  });

  it('shows one message per field, the first', () => {
    const errors = errorsOf({ ...VALID, 'applicant.email': ' ' });
    expect(errors['applicant.email']).toEqual(e('emailRequired'));
  });
});

describe('numbers as typed', () => {
  it.each([
    ['-1.000', -1000],
    ['1.000.000', 1000000],
    ['1.000,55', 1000.55],
    ['1.000,5', 1000.5],
    ['1.2345', 1.2345],
    ['12 500 SEK', 12500],
    ['12 500 dkk', 12500],
    ['12 500 kr.', 12500],
    ['12 500 EUR', 12500],
    ['12 500 €', 12500],
    ['5,9 %', 5.9],
    ["12'500", 12500],
    ['12\u202f500', 12500],
  ])('%j reads as %d', (raw, expected) => {
    expect(parseNumber(raw)).toBe(expected);
  });

  it.each(['kr 12 500', '12 500 kr x', 'x1.000', '1.000x', '1.000,', '1,2,3', '12.50.0', '1.000,5x', 'abc', '--1', '1-'])('%j is not a number', (raw) => {
    expect(parseNumber(raw)).toBeNaN();
  });
});

describe('what the form keeps', () => {
  it('keeps every typed text field and drops files', () => {
    const data = form({ amount: '100 000', 'applicant.firstname': 'Åsa' });
    data.set('upload', new File(['x'], 'x.txt'));
    expect(formFields(data)).toEqual({ amount: '100 000', 'applicant.firstname': 'Åsa' });
  });

  it('fills the amount into its bound message', () => {
    const money = (amount: number) => `${amount} kr`;
    expect(amountMessageParams({ kind: 'tooLow', min: 30_000 }, money)).toEqual({ min: '30000 kr' });
    expect(amountMessageParams({ kind: 'tooHigh', max: 250_000 }, money)).toEqual({ max: '250000 kr' });
    expect(amountMessageParams({ kind: 'tooHighForAll', max: 350_000 }, money)).toEqual({ max: '350000 kr' });
  });

  it('says "no access" or "technical" after a refused action, with a fresh key', () => {
    expect(applyFormState({ error: { code: 'FORBIDDEN' } }, () => 'new')).toEqual({
      initial: {},
      errors: {},
      message: 'blancoApply.errors.noAccess',
      notice: null,
      idempotencyKey: 'new',
    });
    expect(applyFormState({ error: { code: 'INTERNAL_SERVER_ERROR' } }, () => 'new').message).toBe('errors.technical');
    expect(applyFormState({ error: {} }, () => 'new').message).toBe('errors.technical');
    expect(applyFormState(undefined, () => 'new')).toEqual({ initial: {}, errors: {}, message: null, notice: null, idempotencyKey: 'new' });
    expect(applyFormState({ data: { status: 'created', href: '/blanco/L1?submitted=1' } }, () => 'new').idempotencyKey).toBe('new');
  });

  it('takes a fresh key when the sent one is missing or not a UUID', () => {
    expect(applyFormState({ data: { status: 'form', input: {}, fieldErrors: {}, message: 'm', notice: null } }, () => 'new')).toEqual({
      initial: {},
      errors: {},
      message: 'm',
      notice: null,
      idempotencyKey: 'new',
    });
    expect(
      applyFormState({ data: { status: 'form', input: { idempotencyKey: 'x' }, fieldErrors: {}, message: 'm', notice: null } }, () => 'new').idempotencyKey,
    ).toBe('new');
    expect(
      applyFormState({ data: { status: 'form', input: { idempotencyKey: KEY.toUpperCase() }, fieldErrors: {}, message: 'm', notice: null } }, () => 'new')
        .idempotencyKey,
    ).toBe(KEY.toUpperCase());
    expect(
      applyFormState({ data: { status: 'form', input: { idempotencyKey: `${KEY}0` }, fieldErrors: {}, message: 'm', notice: null } }, () => 'new')
        .idempotencyKey,
    ).toBe('new');
    expect(
      applyFormState({ data: { status: 'form', input: { idempotencyKey: `0${KEY}` }, fieldErrors: {}, message: 'm', notice: null } }, () => 'new')
        .idempotencyKey,
    ).toBe('new');
  });
});
