// The private loan application (SPEC §3 Applicant form, §5): one schema for the island and
// the applyBlanco action, its form field names, and the CreateLead the API takes.
// Pure and client-safe. Messages are translation keys under blancoApply.errors.*.
import * as v from 'valibot';
import type { CreateLead, CreditProduct, PriceList } from '../api/blanco';
import { MARITAL_STATUSES, MONTHLY_MONEY_MAX, RESIDENCE_TYPES, SOURCES_OF_INCOME } from '../api/blanco-values';
import type { CountryCode } from '../api/schemas';
import { boundedNumber, emailSchema, pastDateSchema, phoneSchema, textSchema, type PhoneCheck } from '../forms/fields';
import { formMessages } from '../forms/apply-flow';
import { formReader } from '../forms/parse';
import { normalisePersonalId } from '../forms/personal-id';
import type { PersonalIdCheck } from '../forms/organization-number-rule';
import { phoneForApi } from '../format';
import { validate, type FieldErrors } from '../forms/validate';
import { AMOUNT_MESSAGE, checkAmount, checkAmountAnyStep, stepOfRate, type AmountProblem } from './bounds';

const PERSONS = ['applicant', 'coApplicant'] as const;
export type Person = (typeof PERSONS)[number];
const TEXT_MAX_LENGTH = 100;
const MAX_CHILDREN = 20;
/** Monthly income and expenses: far above any real household's, below anything absurd (1e300, 400 nines). */
const MONTHLY_AMOUNT_MAX = MONTHLY_MONEY_MAX;
/** Household share in percent. */
const HOUSEHOLD_SHARE_MAX = 100;

/** Form field names are the schema's paths, so flatten()'s keys name the inputs. */
export const personField = (person: Person, name: string) => `${person}.${name}`;
/**
 * SPEC §5: every loan form; the dealer arranges the credit for the car it sells, so it is the
 * reseller and also confirms the two reseller duties (ADR 0053).
 */
export const CONFIRMATIONS = ['creditCheckInformed', 'loanOnlyForPurchase', 'identityChecked', 'neverPaidToCustomer', 'termsAccepted'] as const;
export const confirmationField = (name: (typeof CONFIRMATIONS)[number]) => `confirmations.${name}`;
export const CHILD_BANDS = { DK: ['age0to1', 'age2to6', 'age7to17', 'over18'], FI: ['under18'], SE: ['under18'] } as const;

const key = (name: string) => `blancoApply.errors.${name}`;

/** The amount problem for the chosen rate, or before a rate is chosen, for every rate. */
export function amountProblem(amount: number, rate: number | null, priceList: PriceList, product: CreditProduct): AmountProblem | null {
  const step = stepOfRate(rate, priceList.steps);
  return step ? checkAmount(amount, step, product, priceList.steps) : checkAmountAnyStep(amount, product, priceList.steps);
}

// ---- the schema ----

const requiredNumber = (requiredKey: string) => v.nonNullable(v.number(key('numberInvalid')), key(requiredKey));
const money = (requiredKey: string) =>
  boundedNumber({ min: 0, max: MONTHLY_AMOUNT_MAX }, { required: key(requiredKey), invalid: key('numberInvalid'), tooSmall: key('notNegative') });
const count = boundedNumber(
  { min: 0, max: MAX_CHILDREN, integer: true },
  { required: key('childrenRequired'), invalid: key('numberInvalid'), tooSmall: key('countInvalid'), tooLarge: key('countInvalid') },
);
const householdShare = boundedNumber(
  { min: 0, max: HOUSEHOLD_SHARE_MAX },
  { required: key('householdShareRequired'), invalid: key('numberInvalid'), tooSmall: key('householdShareRange'), tooLarge: key('householdShareRange') },
);
const alwaysNull = v.pipe(
  v.unknown(),
  v.transform(() => null),
);
const text = (requiredKey: string) => textSchema(TEXT_MAX_LENGTH, { required: key(requiredKey), tooLong: key('tooLong') });
const optionalText = textSchema(TEXT_MAX_LENGTH, { tooLong: key('tooLong') });

const pastDate = (requiredKey: string, todayIs: string) =>
  pastDateSchema(todayIs, { required: key(requiredKey), invalid: key('dateInvalid'), inFuture: key('dateInFuture') });

function childrenSchema(country: CountryCode) {
  const bands: readonly string[] = CHILD_BANDS[country];
  const field = (band: string) => (bands.includes(band) ? count : alwaysNull);
  return v.object({
    under18: field('under18'),
    age0to1: field('age0to1'),
    age2to6: field('age2to6'),
    age7to17: field('age7to17'),
    over18: field('over18'),
  });
}

function applicantSchema(country: CountryCode, todayIs: string, phone: PhoneCheck, personalId: PersonalIdCheck) {
  const employed = (input: { sourceOfIncome: string }) => input.sourceOfIncome !== 'retired';
  return v.pipe(
    v.object({
      personalId: v.pipe(
        v.string(),
        v.trim(),
        v.nonEmpty(key('personalIdRequired')),
        v.check((id) => personalId(country, id), key('personalIdInvalid')),
      ),
      firstname: text('firstnameRequired'),
      lastname: text('lastnameRequired'),
      email: emailSchema({ required: key('emailRequired'), invalid: key('emailInvalid') }),
      phone: phoneSchema(country, phone, { required: key('phoneRequired'), invalid: key('phoneInvalid') }),
      countryOfBirth: v.pipe(v.string(), v.trim(), v.nonEmpty(key('countryOfBirthRequired')), v.regex(/^[A-Z]{2}$/, key('countryOfBirthRequired'))),
      danishCitizen: country === 'DK' ? v.nonNullable(v.boolean(), key('danishCitizenRequired')) : alwaysNull,
      children: childrenSchema(country),
      monthlyIncome: money('monthlyIncomeRequired'),
      sourceOfIncome: v.picklist(SOURCES_OF_INCOME, key('sourceOfIncomeRequired')),
      employerName: v.nullable(optionalText),
      employmentStartedTime: v.nullable(pastDate('employmentStartedRequired', todayIs)),
      typeOfResidence: v.picklist(RESIDENCE_TYPES, key('typeOfResidenceRequired')),
      habitationDate: pastDate('habitationDateRequired', todayIs),
      maritalStatus: v.picklist(MARITAL_STATUSES, key('maritalStatusRequired')),
      livingExpenses: money('expenseRequired'),
      loanExpenses: money('expenseRequired'),
      otherExpenses: money('expenseRequired'),
      householdSharePercent: householdShare,
    }),
    v.forward(
      v.partialCheck([['sourceOfIncome'], ['employerName']], (input) => !employed(input) || Boolean(input.employerName), key('employerNameRequired')),
      ['employerName'],
    ),
    v.forward(
      v.partialCheck(
        [['sourceOfIncome'], ['employmentStartedTime']],
        (input) => !employed(input) || input.employmentStartedTime !== null,
        key('employmentStartedRequired'),
      ),
      ['employmentStartedTime'],
    ),
    // A retired applicant has no employer, whatever a hidden field still held.
    v.transform((input) => (employed(input) ? input : { ...input, employerName: null, employmentStartedTime: null })),
  );
}

export interface ApplySchemaOptions {
  /** isValidPhone on the server, looksLikePhone in the island (forms/fields.ts PhoneCheck). */
  phone: PhoneCheck;
  /** isValidPersonalId on the server, looksLikePersonalId in the island: the three countries' validators stay on the server. */
  personalId: PersonalIdCheck;
  /** The dealer's facilities; the chosen one must be among them. */
  facilities?: readonly { id: string }[];
  /** YYYY-MM-DD in the country's zone (forms/parse.ts today()); dates after it are refused. */
  today: string;
}

export function blancoApplySchema(country: CountryCode, priceList: PriceList, product: CreditProduct, options: ApplySchemaOptions) {
  const person = applicantSchema(country, options.today, options.phone, options.personalId);
  const problemMessage = (amount: number, rate: number | null) => {
    const problem = amountProblem(amount, rate, priceList, product);
    return problem ? AMOUNT_MESSAGE[problem.kind] : key('amountRequired');
  };
  const confirmed = v.literal(true, key('confirmationRequired'));
  return v.pipe(
    v.object({
      idempotencyKey: v.pipe(v.string(), v.uuid(key('formExpired'))),
      amount: v.pipe(
        requiredNumber('amountRequired'),
        v.check(
          (amount) => amountProblem(amount, null, priceList, product) === null,
          (issue) => problemMessage(issue.input as number, null),
        ),
      ),
      interestRate: v.pipe(
        requiredNumber('rateRequired'),
        v.check((rate) => stepOfRate(rate, priceList.steps) !== null, key('rateRequired')),
      ),
      term: requiredNumber('termRequired'),
      facilityId: v.pipe(
        v.string(),
        v.nonEmpty(key('facilityRequired')),
        v.check((id) => !options.facilities || options.facilities.some((facility) => facility.id === id), key('facilityRequired')),
      ),
      applicant: person,
      coApplicant: v.nullable(person),
      confirmations: v.object(Object.fromEntries(CONFIRMATIONS.map((name) => [name, confirmed])) as Record<(typeof CONFIRMATIONS)[number], typeof confirmed>),
    }),
    v.forward(
      v.partialCheck(
        [['amount'], ['interestRate']],
        (input) => amountProblem(input.amount, input.interestRate, priceList, product) === null,
        (issue) => {
          const input = issue.input as { amount: number; interestRate: number };
          return problemMessage(input.amount, input.interestRate);
        },
      ),
      ['amount'],
    ),
    v.forward(
      v.partialCheck(
        [['interestRate'], ['term']],
        (input) => stepOfRate(input.interestRate, priceList.steps)?.terms.includes(input.term) ?? false,
        key('termUnavailable'),
      ),
      ['term'],
    ),
  );
}

export type BlancoApplySchema = ReturnType<typeof blancoApplySchema>;
export type BlancoApplyOutput = v.InferOutput<BlancoApplySchema>;

/** Runs the schema; per-field messages keyed by field name, first message per field. */
export function validateApply(
  schema: BlancoApplySchema,
  input: unknown,
): { success: true; output: BlancoApplyOutput } | { success: false; fieldErrors: FieldErrors } {
  // Not abortPipeEarly: it would stop the applicant's checks at the first cross-field one.
  return validate(schema, input, { abortPipeEarly: false });
}

// ---- the form ----

/** What was typed, field by field (checkboxes "on" when ticked): kept so nothing is lost. */
export type ApplyFields = Record<string, string>;

function yesNo(value: string): boolean | null {
  return value === 'yes' ? true : value === 'no' ? false : null;
}

/** A posted form as the schema's input: checkboxes present or absent, numbers read leniently. */
export function applyInputFromForm(form: FormData) {
  const { text, number } = formReader(form);
  const optional = (name: string) => (text(name).trim() === '' ? null : text(name));
  const person = (who: Person) => {
    const field = (name: string) => personField(who, name);
    return {
      personalId: text(field('personalId')),
      firstname: text(field('firstname')),
      lastname: text(field('lastname')),
      email: text(field('email')),
      phone: text(field('phone')),
      countryOfBirth: text(field('countryOfBirth')),
      danishCitizen: yesNo(text(field('danishCitizen'))),
      children: {
        under18: number(field('children.under18')),
        age0to1: number(field('children.age0to1')),
        age2to6: number(field('children.age2to6')),
        age7to17: number(field('children.age7to17')),
        over18: number(field('children.over18')),
      },
      monthlyIncome: number(field('monthlyIncome')),
      sourceOfIncome: text(field('sourceOfIncome')),
      employerName: optional(field('employerName')),
      employmentStartedTime: optional(field('employmentStartedTime')),
      typeOfResidence: text(field('typeOfResidence')),
      habitationDate: text(field('habitationDate')),
      maritalStatus: text(field('maritalStatus')),
      livingExpenses: number(field('livingExpenses')),
      loanExpenses: number(field('loanExpenses')),
      otherExpenses: number(field('otherExpenses')),
      householdSharePercent: number(field('householdSharePercent')),
    };
  };
  return {
    idempotencyKey: text('idempotencyKey'),
    amount: number('amount'),
    interestRate: number('interestRate'),
    term: number('term'),
    facilityId: text('facilityId'),
    applicant: person('applicant'),
    coApplicant: form.has('hasCoApplicant') ? person('coApplicant') : null,
    confirmations: Object.fromEntries(CONFIRMATIONS.map((name) => [name, form.has(confirmationField(name))])) as Record<
      (typeof CONFIRMATIONS)[number],
      boolean
    >,
  };
}

/** The API's CreateLead: personal ids in the country's written form, phones in E.164. */
export function toCreateLead(output: BlancoApplyOutput, country: CountryCode): CreateLead {
  const person = (applicant: NonNullable<BlancoApplyOutput['coApplicant']>) => ({
    ...applicant,
    personalId: normalisePersonalId(country, applicant.personalId),
    phone: phoneForApi(applicant.phone, country),
    email: applicant.email.toLowerCase(),
  });
  return {
    amount: output.amount,
    term: output.term,
    interestRate: output.interestRate,
    facilityId: output.facilityId,
    applicant: person(output.applicant),
    coApplicant: output.coApplicant ? person(output.coApplicant) : null,
    confirmations: output.confirmations,
  };
}

/** The loan application's messages (blancoApply.errors.*) in the shared apply lifecycle. */
export const BLANCO_APPLY_MESSAGES = formMessages('blancoApply');

/** The bound message of an amount problem with its amount filled in. */
export function amountMessageParams(problem: AmountProblem, formatMoney: (amount: number) => string): Record<string, string> {
  return problem.kind === 'tooLow' ? { min: formatMoney(problem.min) } : { max: formatMoney(problem.max) };
}
