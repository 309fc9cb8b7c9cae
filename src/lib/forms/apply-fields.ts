// The field rules the application forms share, with their messages under the form's namespace
// (`<namespace>.errors.*`, which the locale files fill from the shared `apply` texts unless the
// form says it differently): what an idempotency key, a whole number, a model year, a distance,
// a contact person and the terms confirmation must be, and the contact person as the API takes it.
// Pure and client-safe.
import * as v from 'valibot';
import { DISTANCE_KM_MAX, type CountryCode } from '../api/schemas';
import { phoneForApi } from '../format';
import { emailSchema, idempotencyKeySchema, NUMBER_TOO_LARGE_MESSAGE, phoneSchema, textSchema, type PhoneCheck } from './fields';
import type { OrganizationNumberProblem } from './organization-number-rule';

const FIRST_MODEL_YEAR = 1950;

/** The latest model year a form accepts: next year's models are sold from the autumn. */
export const latestModelYear = (today: string) => Number(today.slice(0, 4)) + 1;

export function applyFields(namespace: string) {
  const key = (name: string) => `${namespace}.errors.${name}`;
  /** An empty field's message: naming the field (`<namespace>.errors.missing.<field>`, "Ange bilens märke") where the form has one. */
  const missing = (field?: string) => (field ? key(`missing.${field}`) : key('notEmpty'));
  const requiredNumber = (missingMessage = key('notEmpty')) => v.nonNullable(v.number(key('numberInvalid')), missingMessage);
  const wholeNumber = (message = key('wholeNumber')) => v.check<number, string>(Number.isInteger, message);
  const text = (maxLength: number, required = true, field?: string) =>
    textSchema(maxLength, { ...(required ? { required: missing(field) } : {}), tooLong: key('tooLong') });
  const organizationNumberMessages: Record<OrganizationNumberProblem, string> = {
    empty: key('notEmpty'),
    length: key('lengthMismatch'),
    pattern: key('organizationNumberInvalid'),
  };
  return {
    key,
    missing,
    requiredNumber,
    wholeNumber,
    text,
    organizationNumberMessages,
    idempotencyKey: () => idempotencyKeySchema(key('formExpired')),
    /** From 1950 to next year; `missing` is the message when it is empty. */
    modelYear: (today: string, missing?: string) =>
      v.pipe(
        requiredNumber(missing),
        wholeNumber(key('yearInvalid')),
        v.minValue(FIRST_MODEL_YEAR, key('yearInvalid')),
        v.maxValue(latestModelYear(today), key('yearInvalid')),
      ),
    distanceKm: (field?: string) =>
      v.pipe(requiredNumber(missing(field)), v.minValue(0, key('notNegative')), wholeNumber(), v.maxValue(DISTANCE_KM_MAX, NUMBER_TOO_LARGE_MESSAGE)),
    /** `named`: an empty field's message names it (missing.contactName, missing.email, missing.phone). */
    contactPerson: (country: CountryCode, phone: PhoneCheck, named = false) =>
      v.object({
        name: text(100, true, named ? 'contactName' : undefined),
        email: emailSchema({ required: missing(named ? 'email' : undefined), invalid: key('emailInvalid') }),
        phone: phoneSchema(country, phone, { required: missing(named ? 'phone' : undefined), invalid: key('phoneInvalid') }),
      }),
    confirmations: () => v.object({ termsAccepted: v.literal(true, key('confirmationRequired')) }),
  };
}

/** The contact person as the API takes it: the e-mail in lower case, the phone in E.164. */
export function contactPersonForApi<T extends { email: string; phone: string }>(contact: T, country: CountryCode): T {
  return { ...contact, email: contact.email.toLowerCase(), phone: phoneForApi(contact.phone, country) };
}
