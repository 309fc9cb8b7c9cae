// The price tag form (SPEC §2 PriceTag, §5 heading required): what the dealer typed, read from the
// address (a GET form that works without JavaScript), checked with the schema backend/ uses and
// against the price list, and the query of the PDF download. The number plate and mileage are only
// for the vehicle lookup that writes the vehicle text (a plate names a car, not a person, so it may
// be in the address; nothing else of the lookup is). Pure and client-safe.
import * as v from 'valibot';
import type { CreditProduct, PriceList } from '../api/blanco';
import type { Vehicle } from '../api/lookup-schemas';
import { creditOf, PriceTagQuerySchema, type PriceTagFormat, type PriceTagQuery } from '../api/price-tag';
import { checkAmount, stepOfRate } from '../blanco/bounds';
import { formatKilometres } from '../format';
import { UNSAFE_TEXT_MESSAGE } from '../forms/fields';
import type { Locale } from '../i18n';

const PRICE_TAG_FIELDS = ['heading', 'numberPlate', 'mileageKm', 'vehicle', 'cashPrice', 'downPayment', 'term', 'interestRate'] as const;
export type PriceTagField = (typeof PRICE_TAG_FIELDS)[number];
export type PriceTagValues = Record<PriceTagField, string>;

/** The button that fetches the vehicle from the register posts `intent=lookupVehicle`; any other press shows the tag. */
export const INTENT_PARAM = 'intent';
export const VEHICLE_LOOKUP_INTENT = 'lookupVehicle';
const isVehicleLookup = (search: URLSearchParams) => search.get(INTENT_PARAM) === VEHICLE_LOOKUP_INTENT;

export interface PriceTagForm {
  values: PriceTagValues;
  /** Translation keys, per field: priceTag.errors.*, or validation.unsafeCharacters for heading and vehicle. */
  errors: Partial<Record<PriceTagField, string>>;
  /** The checked tag, when the form was sent and is valid. */
  query: PriceTagQuery | null;
  /** The vehicle lookup's button sent the form: the tag is not checked, the register is asked. */
  vehicleLookup: boolean;
}

const ISSUE_FIELD: Record<string, PriceTagField> = {
  heading: 'heading',
  headingTooLong: 'heading',
  headingUnsafe: 'heading',
  vehicleTooLong: 'vehicle',
  vehicleUnsafe: 'vehicle',
  cashPrice: 'cashPrice',
  downPayment: 'downPayment',
  term: 'term',
  interestRate: 'interestRate',
};
const ISSUE_KEY: Record<string, string> = {
  heading: 'priceTag.errors.headingRequired',
  headingTooLong: 'priceTag.errors.headingTooLong',
  vehicleTooLong: 'priceTag.errors.vehicleTooLong',
  headingUnsafe: UNSAFE_TEXT_MESSAGE,
  vehicleUnsafe: UNSAFE_TEXT_MESSAGE,
  cashPrice: 'priceTag.errors.cashPrice',
  downPayment: 'priceTag.errors.downPayment',
  term: 'priceTag.errors.term',
  interestRate: 'priceTag.errors.interestRate',
};

/**
 * The form as sent in the address; nothing is checked until it was sent (`heading` present), nor when
 * the vehicle lookup's button sent it.
 */
/** A saved draft's fields as the form's values, nothing checked yet (the dealer was still typing). */
export function priceTagDraftValues(fields: Readonly<Record<string, string>>): PriceTagValues {
  return Object.fromEntries(PRICE_TAG_FIELDS.map((field) => [field, fields[field] ?? ''])) as PriceTagValues;
}

export function priceTagForm(search: URLSearchParams, priceList: PriceList, product: CreditProduct | null): PriceTagForm {
  const values = Object.fromEntries(PRICE_TAG_FIELDS.map((field) => [field, search.get(field) ?? ''])) as PriceTagValues;
  const vehicleLookup = isVehicleLookup(search);
  if (!search.has('heading') || vehicleLookup) return { values, errors: {}, query: null, vehicleLookup };
  const errors: PriceTagForm['errors'] = {};
  const parsed = v.safeParse(PriceTagQuerySchema, values);
  if (!parsed.success) {
    for (const issue of parsed.issues) {
      const field = ISSUE_FIELD[issue.message];
      if (field && !errors[field]) errors[field] = ISSUE_KEY[issue.message]!;
    }
    return { values, errors, query: null, vehicleLookup };
  }
  const query = parsed.output;
  const step = stepOfRate(query.interestRate, priceList.steps);
  if (query.downPayment >= query.cashPrice) errors.downPayment = 'priceTag.errors.downPaymentTooHigh';
  else if (!step) errors.interestRate = 'priceTag.errors.interestRate';
  else {
    const problem = product ? checkAmount(creditOf(query), step, product, priceList.steps) : null;
    if (problem) errors.cashPrice = `priceTag.errors.credit.${problem.kind}`;
    else if (!step.terms.includes(query.term)) errors.term = 'priceTag.errors.termUnavailable';
  }
  return { values, errors, query: Object.keys(errors).length === 0 ? query : null, vehicleLookup };
}

/** The vehicle text's longest, as the tag prints it (PriceTagQuerySchema). */
const VEHICLE_TEXT_MAX = 120;

/**
 * The vehicle text a register answer writes: make, model, variant, model year and the mileage
 * ("Volvo XC60 B5 AWD Plus Dark 2023, 48 210 km"), without the variant when the whole would not fit
 * on the tag, cut to fit as the last resort.
 */
export function vehicleText(vehicle: Pick<Vehicle, 'make' | 'model' | 'variant' | 'modelYear'>, mileageKm: number, locale: Locale): string {
  const words = (...parts: string[]) =>
    parts
      .map((part) => part.trim())
      .filter((part) => part !== '')
      .join(' ');
  const tail = `${vehicle.modelYear}, ${formatKilometres(mileageKm, locale)}`;
  const full = words(vehicle.make, vehicle.model, vehicle.variant, tail);
  if (full.length <= VEHICLE_TEXT_MAX) return full;
  const short = words(vehicle.make, vehicle.model, tail);
  return short.length <= VEHICLE_TEXT_MAX ? short : short.slice(0, VEHICLE_TEXT_MAX).trimEnd();
}

/** The PDF download's address query for a checked tag and a format. */
export function downloadQuery(query: PriceTagQuery, format: PriceTagFormat): string {
  return new URLSearchParams({
    heading: query.heading,
    vehicle: query.vehicle,
    cashPrice: String(query.cashPrice),
    downPayment: String(query.downPayment),
    term: String(query.term),
    interestRate: String(query.interestRate),
    format,
  }).toString();
}

/** Why a price tag's download came back to its page (priceTag.errors.<problem>), kept in the session for it. */
export type PriceTagDownloadProblem = 'priceTagUnavailable' | 'downloadFailed';

export const priceTagDownloadProblemOf = (kept: string | null): PriceTagDownloadProblem | null =>
  kept === 'priceTagUnavailable' || kept === 'downloadFailed' ? kept : null;
