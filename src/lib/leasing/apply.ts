// The leasing application (SPEC §3 Leasing application, §5 leasing messages): one schema for the
// island and the applyLeasing action, the form's field names, the number plate and organisation
// number rules of each country, the low-residual warning and the CreateLeasingLead the API takes.
// Pure and client-safe. Messages are translation keys under leasingApply.errors.*.
import * as v from 'valibot';
import type { CreateLeasingLead, LeasingPriceList, Organization } from '../api/leasing-schemas';
import { MONEY_MAX, type CountryCode } from '../api/schemas';
import { applyFields, contactPersonForApi } from '../forms/apply-fields';
import { NUMBER_TOO_LARGE_MESSAGE, type PhoneCheck } from '../forms/fields';
import { formReader } from '../forms/parse';
import { canonicalNumberPlate } from '../number-plate';
import { validate, type FieldErrors } from '../forms/validate';
import { organizationNumberProblemBy, type PersonalIdCheck } from '../forms/organization-number-rule';

const fields = applyFields('leasingApply');
/** A message's translation key: `leasingApply.errors.<name>`. */
export const { key } = fields;
const { requiredNumber, missing } = fields;

/** Form field names are the schema's paths, so flatten()'s keys name the inputs. */
export const FIELDS = {
  brand: 'vehicle.brand',
  model: 'vehicle.model',
  year: 'vehicle.year',
  numberPlate: 'vehicle.numberPlate',
  distanceKm: 'vehicle.distanceKm',
  organizationNumber: 'customer.organizationNumber',
  contactName: 'contactPerson.name',
  email: 'contactPerson.email',
  phone: 'contactPerson.phone',
  price: 'price',
  firstRent: 'firstRent',
  residual: 'residual',
  months: 'months',
  termsAccepted: 'confirmations.termsAccepted',
} as const;

/** The intent buttons' values (the form without JavaScript): `lookup` fetches the organisation, `lookupVehicle` the vehicle
 * from the register, `signatoryContact` makes the company's signatory the contact person; any other sends the form. */
export const LOOKUP_INTENT = 'lookup';
export const VEHICLE_LOOKUP_INTENT = 'lookupVehicle';
export const SIGNATORY_CONTACT_INTENT = 'signatoryContact';

function organizationNumberSchema(country: CountryCode, personalId: PersonalIdCheck) {
  return v.pipe(
    v.string(missing('organizationNumber')),
    v.trim(),
    v.nonEmpty(missing('organizationNumber')),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const problem = organizationNumberProblemBy(country, dataset.value, personalId);
      if (problem) addIssue({ message: fields.organizationNumberMessages[problem] });
    }),
  );
}

// ---- number plates ----

/**
 * The plate in the country's written form, or null when it is not one (NORDIC.md "Number plates"): the
 * shape every form checks (number-plate.ts, which the vehicle register lookup reads it with too), no O
 * last in Sweden, written as leasing writes it: SE `ABC 123` or `ABC 12A`, FI `ABC-123` or Åland
 * `ÅL 12345`, DK `AB 12 345` (as the field's example).
 * @internal exported for its unit tests
 */
export function normaliseNumberPlate(country: CountryCode, raw: string): string | null {
  const plate = canonicalNumberPlate(country, raw);
  if (!plate || (country === 'SE' && plate.endsWith('O'))) return null;
  return country === 'DK' ? `${plate.slice(0, 5)} ${plate.slice(5)}` : plate.replace(/^ÅL-/, 'ÅL ');
}

/** Denmark: a stock car has often no plates (the dealer hands them in), so the plate may be left empty there. */
export const plateOptional = (country: CountryCode) => country === 'DK';

function numberPlateSchema(country: CountryCode) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.check((plate) => plate !== '' || plateOptional(country), missing('numberPlate')),
    v.check((plate) => plate === '' || normaliseNumberPlate(country, plate) !== null, key('numberPlateInvalid')),
    v.transform((plate) => (plate === '' ? null : normaliseNumberPlate(country, plate))),
  );
}

// ---- the low-residual warning (docs/decisions/0027) ----

/** The floor is 50 % of the price less half a percentage point per month of the term: 44 % at 12 months, 32 % at 36, 20 % at 60. */
const FLOOR_PERCENT_AT_ZERO = 50;
const FLOOR_DROP_PER_MONTH = 0.5;

/** @internal exported for its unit tests */
export function residualFloorPercent(months: number): number {
  return FLOOR_PERCENT_AT_ZERO - FLOOR_DROP_PER_MONTH * months;
}

export interface LowResidual {
  floorPercent: number;
  /** The floor in money: a residual below it gets the warning. */
  floorAmount: number;
}

/**
 * The warning (never a block) when the residual is obviously below what the vehicle will be worth
 * at the end of the term: below residualFloorPercent(months) of the price. Null when it is not,
 * or when price or term are not known yet.
 */
export function lowResidual(price: number, residual: number, months: number): LowResidual | null {
  if (!(price > 0) || !Number.isInteger(months) || months <= 0 || !(residual >= 0)) return null;
  const floorPercent = residualFloorPercent(months);
  const floorAmount = Math.round(price * floorPercent) / 100;
  return residual < floorAmount ? { floorPercent, floorAmount } : null;
}

// ---- the schema ----

export interface LeasingApplyOptions {
  /** isValidPhone in the action, looksLikePhone in the island (forms/fields.ts PhoneCheck). */
  phone: PhoneCheck;
  /** YYYY-MM-DD in the country's zone: a model year may be at most next year. */
  today: string;
  /** A sole trader's personnummer: isValidPersonalId in the action, looksLikePersonalId in the island. */
  personalId: PersonalIdCheck;
}

export function leasingApplySchema(country: CountryCode, priceList: LeasingPriceList, options: LeasingApplyOptions) {
  // The rents are compared with a price the price list allows; another price has its own message.
  const priceAllowed = (price: number) => price >= priceList.minPrice && price <= priceList.maxPrice;
  const rentPart = (field: string) =>
    v.pipe(requiredNumber(missing(field)), v.minValue(0, key('notNegative')), v.maxValue(MONEY_MAX, NUMBER_TOO_LARGE_MESSAGE));
  return v.pipe(
    v.object({
      idempotencyKey: fields.idempotencyKey(),
      vehicle: v.object({
        brand: fields.text(50, true, 'brand'),
        model: fields.text(80, true, 'model'),
        year: fields.modelYear(options.today, missing('year')),
        numberPlate: numberPlateSchema(country),
        distanceKm: fields.distanceKm('distanceKm'),
      }),
      customer: v.object({ organizationNumber: organizationNumberSchema(country, options.personalId) }),
      contactPerson: fields.contactPerson(country, options.phone, true),
      price: v.pipe(requiredNumber(missing('price')), v.minValue(priceList.minPrice, key('priceTooLow')), v.maxValue(priceList.maxPrice, key('priceTooHigh'))),
      firstRent: rentPart('firstRent'),
      residual: rentPart('residual'),
      months: v.pipe(
        requiredNumber(missing('months')),
        fields.wholeNumber(),
        v.minValue(priceList.minMonths, key('monthsTooFew')),
        v.maxValue(priceList.maxMonths, key('monthsTooMany')),
      ),
      confirmations: fields.confirmations(),
    }),
    v.forward(
      v.partialCheck([['price'], ['firstRent']], (input) => !priceAllowed(input.price) || input.firstRent < input.price, key('firstRentExceedsPrice')),
      ['firstRent'],
    ),
    v.forward(
      v.partialCheck([['price'], ['residual']], (input) => !priceAllowed(input.price) || input.residual < input.price, key('residualExceedsPrice')),
      ['residual'],
    ),
    // Each below the price, but together they leave nothing to pay by rents.
    v.forward(
      v.partialCheck(
        [['price'], ['firstRent'], ['residual']],
        (input) =>
          !priceAllowed(input.price) || input.firstRent >= input.price || input.residual >= input.price || input.firstRent + input.residual < input.price,
        key('togetherExceedPrice'),
      ),
      ['residual'],
    ),
  );
}

export type LeasingApplySchema = ReturnType<typeof leasingApplySchema>;
export type LeasingApplyOutput = v.InferOutput<LeasingApplySchema>;

export function validateLeasingApply(
  schema: LeasingApplySchema,
  input: unknown,
): { success: true; output: LeasingApplyOutput } | { success: false; fieldErrors: FieldErrors } {
  // Not abortPipeEarly: the price's checks must not hide the first raised rent's.
  return validate(schema, input, { abortPipeEarly: false });
}

// ---- the form ----

/** What was typed, field by field (the checkbox "on" when ticked): kept so nothing is lost. */
export type LeasingApplyFields = Record<string, string>;

/** A posted form as the schema's input: the checkbox present or absent, numbers read leniently. */
export function leasingInputFromForm(form: FormData) {
  const { text: value, number } = formReader(form);
  return {
    idempotencyKey: value('idempotencyKey'),
    vehicle: {
      brand: value(FIELDS.brand),
      model: value(FIELDS.model),
      year: number(FIELDS.year),
      numberPlate: value(FIELDS.numberPlate),
      distanceKm: number(FIELDS.distanceKm),
    },
    customer: { organizationNumber: value(FIELDS.organizationNumber) },
    contactPerson: { name: value(FIELDS.contactName), email: value(FIELDS.email), phone: value(FIELDS.phone) },
    price: number(FIELDS.price),
    firstRent: number(FIELDS.firstRent),
    residual: number(FIELDS.residual),
    months: number(FIELDS.months),
    confirmations: { termsAccepted: form.has(FIELDS.termsAccepted) },
  };
}

/** The API's CreateLeasingLead: the customer as the lookup found it, the phone in E.164, the email in lower case. */
export function toCreateLeasingLead(
  output: LeasingApplyOutput,
  organization: Pick<Organization, 'organizationNumber' | 'name'>,
  facilityId: string,
  country: CountryCode,
  rent: number,
): CreateLeasingLead {
  return {
    facilityId,
    vehicle: output.vehicle,
    customer: { organizationNumber: organization.organizationNumber, name: organization.name },
    contactPerson: contactPersonForApi(output.contactPerson, country),
    price: output.price,
    firstRent: output.firstRent,
    residual: output.residual,
    months: output.months,
    rent,
    confirmations: output.confirmations,
  };
}
