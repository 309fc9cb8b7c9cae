// The inventory financing application (SPEC §3 Inventory financing application, §5 its rules):
// the form's field names, one valibot schema for the applyInventoryFinancing action (and any script), the
// down payment minimum to the cent as the API counts it, and the CreateInventoryLead it sends.
// Pure and client-safe (the personal-id check is passed in, so its libraries stay on the server).
// Messages are translation keys under inventoryFinancingApply.errors.*.
import * as v from 'valibot';
import type { BusinessFinancePriceList, CreateInventoryLead } from '../api/business-finance-schemas';
import { MONEY_MAX, type CountryCode } from '../api/schemas';
import { applyFields, contactPersonForApi } from '../forms/apply-fields';
import { NUMBER_TOO_LARGE_MESSAGE, phoneSchema, type PhoneCheck } from '../forms/fields';
import { formReader } from '../forms/parse';
import { validate, type FieldErrors } from '../forms/validate';
import { phoneForApi } from '../format';
import { canonicalNumberPlate } from '../number-plate';
import { canonicalVin } from '../vin';
import { organizationNumberProblemBy } from '../forms/organization-number-rule';
import { downPaymentMeetsMinimum, hasAtMostTwoDecimals, isDealersOwnNumber } from './money';

const fields = applyFields('inventoryFinancingApply');
export const { key } = fields;
const { requiredNumber, text } = fields;

/** Form field names are the schema's paths, so flatten()'s keys name the inputs. */
export const FIELDS = {
  numberPlate: 'vehicle.numberPlate',
  vin: 'vehicle.vin',
  mileageKm: 'vehicle.mileageKm',
  brand: 'vehicle.brand',
  model: 'vehicle.model',
  variant: 'vehicle.variant',
  modelYear: 'vehicle.modelYear',
  vatStatus: 'vehicle.vatStatus',
  price: 'vehicle.price',
  downPayment: 'downPayment',
  sellerKind: 'seller.kind',
  sellerOrganizationNumber: 'seller.organizationNumber',
  sellerName: 'seller.name',
  contactName: 'contactPerson.name',
  contactEmail: 'contactPerson.email',
  contactPhone: 'contactPerson.phone',
  signatoryPersonalId: 'signatory.personalId',
  signatoryName: 'signatory.name',
  signatoryPhone: 'signatory.phone',
  guarantorIsSignatory: 'guarantorIsSignatory',
  guarantorPersonalId: 'guarantor.personalId',
  guarantorName: 'guarantor.name',
  guarantorPhone: 'guarantor.phone',
  facilityId: 'facilityId',
  termsAccepted: 'confirmations.termsAccepted',
} as const;

/** The intent buttons' values: `lookup` fetches the vehicle, `calculate` shows the credit and daily cost; any other sends the form. */
export const LOOKUP_INTENT = 'lookup';
export const CALCULATE_INTENT = 'calculate';

/** The vehicle fields the register fills: missing ones get the warning to fetch the vehicle (SPEC §5). */
export const LOOKED_UP_FIELDS = [FIELDS.brand, FIELDS.model, FIELDS.modelYear, FIELDS.vin, FIELDS.vatStatus] as const;

const VAT_STATUSES = ['VAT_DEDUCTIBLE', 'MARGIN_SCHEME'] as const;
const SELLER_KINDS = ['COMPANY', 'PRIVATE_PERSON'] as const;

// ---- the schema ----

export interface InventoryApplyOptions {
  phone: PhoneCheck;
  /** forms/personal-id.ts isValidPersonalId on the server; a shape check in a browser. */
  personalId: (country: CountryCode, value: string) => boolean;
  /** The dealer's own organisation number: the seller may not be it. */
  dealerOrganizationNumber: string;
  /** The facilities the user may apply for. */
  facilityIds: readonly string[];
  /** YYYY-MM-DD in the country's zone. */
  today: string;
}

const money = () =>
  v.pipe(
    requiredNumber(),
    v.minValue(0, key('notNegative')),
    v.check(hasAtMostTwoDecimals, key('numberInvalid')),
    v.maxValue(MONEY_MAX, NUMBER_TOO_LARGE_MESSAGE),
  );

function personSchema(country: CountryCode, options: InventoryApplyOptions) {
  return v.object({
    personalId: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(key('notEmpty')),
      v.check((id) => options.personalId(country, id), key('personalIdInvalid')),
    ),
    name: text(100),
    phone: phoneSchema(country, options.phone, { required: key('notEmpty'), invalid: key('phoneInvalid') }),
  });
}

export function inventoryApplySchema(country: CountryCode, priceList: BusinessFinancePriceList, options: InventoryApplyOptions) {
  const person = personSchema(country, options);
  return v.pipe(
    v.object({
      idempotencyKey: fields.idempotencyKey(),
      facilityId: v.picklist(options.facilityIds as string[], key('facilityRequired')),
      vehicle: v.object({
        numberPlate: v.pipe(
          v.string(),
          v.trim(),
          // A Danish stock car has often no plates: the VIN identifies it (NORDIC.md).
          v.check((plate) => plate !== '' || country === 'DK', key('notEmpty')),
          v.check((plate) => plate === '' || canonicalNumberPlate(country, plate) !== undefined, key('numberPlateInvalid')),
          v.transform((plate) => (plate === '' ? null : (canonicalNumberPlate(country, plate) ?? null))),
        ),
        vin: v.pipe(
          v.string(),
          v.trim(),
          v.nonEmpty(key('vehicleMissing')),
          v.check((vin) => canonicalVin(vin) !== undefined, key('vinInvalid')),
          v.transform((vin) => canonicalVin(vin) ?? vin),
        ),
        mileageKm: fields.distanceKm(),
        brand: v.pipe(text(50, false), v.nonEmpty(key('vehicleMissing'))),
        model: v.pipe(text(80, false), v.nonEmpty(key('vehicleMissing'))),
        variant: v.pipe(
          text(80, false),
          v.transform((variant) => (variant === '' ? null : variant)),
        ),
        modelYear: fields.modelYear(options.today, key('vehicleMissing')),
        vatStatus: v.picklist(VAT_STATUSES, key('vehicleMissing')),
        price: v.pipe(money(), v.minValue(0.01, key('priceRequired'))),
      }),
      downPayment: money(),
      seller: v.object({
        kind: v.picklist(SELLER_KINDS, key('sellerKindRequired')),
        organizationNumber: v.pipe(v.string(), v.trim()),
        name: text(100),
      }),
      contactPerson: fields.contactPerson(country, options.phone),
      signatory: person,
      guarantorIsSignatory: v.boolean(),
      guarantor: v.nullable(person),
      confirmations: fields.confirmations(),
    }),
    v.forward(
      v.partialCheck(
        [
          ['seller', 'kind'],
          ['seller', 'organizationNumber'],
        ],
        (input) => {
          if (input.seller.kind !== 'COMPANY') return true;
          return organizationNumberProblemBy(country, input.seller.organizationNumber, options.personalId) === null;
        },
        key('organizationNumberInvalid'),
      ),
      ['seller', 'organizationNumber'],
    ),
    v.forward(
      v.partialCheck(
        [
          ['seller', 'kind'],
          ['seller', 'organizationNumber'],
        ],
        (input) => input.seller.kind !== 'COMPANY' || !isDealersOwnNumber(country, input.seller.organizationNumber, options.dealerOrganizationNumber),
        key('sellerIsDealer'),
      ),
      ['seller', 'organizationNumber'],
    ),
    v.forward(
      v.partialCheck([['vehicle', 'price'], ['downPayment']], (input) => input.downPayment < input.vehicle.price, key('downPaymentNotBelowPrice')),
      ['downPayment'],
    ),
    v.forward(
      v.partialCheck(
        [['vehicle', 'price'], ['downPayment']],
        (input) => input.downPayment >= input.vehicle.price || downPaymentMeetsMinimum(input.vehicle.price, input.downPayment, priceList.downPaymentMinPercent),
        key('downPaymentTooLow'),
      ),
      ['downPayment'],
    ),
  );
}

export type InventoryApplySchema = ReturnType<typeof inventoryApplySchema>;
export type InventoryApplyOutput = v.InferOutput<InventoryApplySchema>;

/** Field errors of the seller's number when it is given as a company's: the organisation number's own message first. */
function sellerNumberErrors(country: CountryCode, input: ReturnType<typeof inventoryInputFromForm>): FieldErrors {
  if (input.seller.kind !== 'COMPANY') return {};
  // Which message only: whether a sole trader's personnummer is one the schema has said, with the
  // message this gives any number that is not (pattern's organizationNumberInvalid).
  const problem = organizationNumberProblemBy(country, input.seller.organizationNumber, () => true);
  return problem ? { [FIELDS.sellerOrganizationNumber]: [fields.organizationNumberMessages[problem]] } : {};
}

export function validateInventoryApply(
  country: CountryCode,
  schema: InventoryApplySchema,
  input: ReturnType<typeof inventoryInputFromForm>,
): { success: true; output: InventoryApplyOutput } | { success: false; fieldErrors: FieldErrors } {
  const result = validate(schema, input, { abortPipeEarly: false });
  if (result.success) return result;
  return { success: false, fieldErrors: { ...result.fieldErrors, ...sellerNumberErrors(country, input) } };
}

// ---- the form ----

/** What was typed, field by field (a checkbox "on" when ticked): kept so nothing is lost. */
export type InventoryApplyFields = Record<string, string>;

/** A posted form as the schema's input: the guarantor left out when it is the signatory (without JavaScript its fields are ignored). */
export function inventoryInputFromForm(form: FormData) {
  const { text: value, number } = formReader(form);
  const person = (prefix: 'signatory' | 'guarantor') => ({
    personalId: value(`${prefix}.personalId`),
    name: value(`${prefix}.name`),
    phone: value(`${prefix}.phone`),
  });
  const guarantorIsSignatory = form.has(FIELDS.guarantorIsSignatory);
  const kind = value(FIELDS.sellerKind);
  return {
    idempotencyKey: value('idempotencyKey'),
    facilityId: value(FIELDS.facilityId),
    vehicle: {
      numberPlate: value(FIELDS.numberPlate),
      vin: value(FIELDS.vin),
      mileageKm: number(FIELDS.mileageKm),
      brand: value(FIELDS.brand),
      model: value(FIELDS.model),
      variant: value(FIELDS.variant),
      modelYear: number(FIELDS.modelYear),
      vatStatus: value(FIELDS.vatStatus),
      price: number(FIELDS.price),
    },
    downPayment: number(FIELDS.downPayment),
    seller: { kind, organizationNumber: kind === 'COMPANY' ? value(FIELDS.sellerOrganizationNumber) : '', name: value(FIELDS.sellerName) },
    contactPerson: { name: value(FIELDS.contactName), email: value(FIELDS.contactEmail), phone: value(FIELDS.contactPhone) },
    signatory: person('signatory'),
    guarantorIsSignatory,
    guarantor: guarantorIsSignatory ? null : person('guarantor'),
    confirmations: { termsAccepted: form.has(FIELDS.termsAccepted) },
  };
}

/** The API's CreateInventoryLead: phones in E.164, the email in lower case, the country's currency. */
export function toCreateInventoryLead(
  output: InventoryApplyOutput,
  country: CountryCode,
  currency: CreateInventoryLead['vehicle']['currency'],
  normalisePersonalId: (country: CountryCode, value: string) => string,
): CreateInventoryLead {
  const person = (p: { personalId: string; name: string; phone: string }) => ({
    personalId: normalisePersonalId(country, p.personalId),
    name: p.name,
    phone: phoneForApi(p.phone, country),
  });
  return {
    facilityId: output.facilityId,
    vehicle: { ...output.vehicle, currency },
    downPayment: output.downPayment,
    seller:
      output.seller.kind === 'COMPANY'
        ? { kind: 'COMPANY', organizationNumber: output.seller.organizationNumber, name: output.seller.name }
        : { kind: 'PRIVATE_PERSON', name: output.seller.name },
    contactPerson: contactPersonForApi(output.contactPerson, country),
    signatory: person(output.signatory),
    guarantor: output.guarantorIsSignatory || !output.guarantor ? null : person(output.guarantor),
    guarantorIsSignatory: output.guarantorIsSignatory,
    confirmations: output.confirmations,
  };
}
