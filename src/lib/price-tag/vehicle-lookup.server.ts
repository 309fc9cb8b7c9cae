// The price tag's vehicle lookup (issue 25 §2), on the register lookup the applications share
// (lib/forms/vehicle-lookup.server.ts): the plate and mileage typed in the price tag's GET form, a
// found car written into the vehicle text (price-tag.ts vehicleText), "no vehicle" at the plate, and
// the register down said so above the vehicle text, which the dealer then types. Server only.
import type { ApiClient } from '../api/client';
import type { CountryCode, User } from '../api/schemas';
import { parseNumber } from '../forms/number';
import type { VehicleLookupMessage } from '../forms/vehicle-lookup-answer';
import { lookUpVehicle, vehicleLookupParts, type VehicleLookupForm } from '../forms/vehicle-lookup.server';
import type { Locale } from '../i18n';
import { vehicleText, type PriceTagField, type PriceTagValues } from './price-tag';

/** The lookup's messages under priceTag.vehicleLookup (a form without a VIN field never gets the VIN's). */
const MESSAGE_KEY: Record<VehicleLookupMessage, string> = {
  notEmpty: 'priceTag.vehicleLookup.notEmpty',
  wholeNumber: 'priceTag.vehicleLookup.wholeNumber',
  numberPlateInvalid: 'priceTag.vehicleLookup.numberPlateInvalid',
  plateOrVinRequired: 'priceTag.vehicleLookup.notEmpty',
  vinInvalid: 'priceTag.vehicleLookup.numberPlateInvalid',
  noVehicle: 'priceTag.vehicleLookup.noVehicle',
  noVehicleForVin: 'priceTag.vehicleLookup.noVehicle',
  vehicleFound: 'priceTag.vehicleLookup.vehicleFound',
  registerUnavailable: 'priceTag.vehicleLookup.registerUnavailable',
};

/** The price tag's part in the lookup: its two fields, its messages, and the vehicle text a found car writes. */
function priceTagVehicleLookup(locale: Locale): VehicleLookupForm<PriceTagValues> {
  return {
    name: 'price tag',
    names: { numberPlate: 'numberPlate', mileageKm: 'mileageKm' },
    key: (message) => MESSAGE_KEY[message],
    // The lookup asked only after the mileage was read as a whole number.
    fill: (typed, vehicle) => ({ ...typed, vehicle: vehicleText(vehicle, parseNumber(typed.mileageKm) ?? vehicle.mileageKm, locale) }),
  };
}

export interface PriceTagVehicleLookup {
  /** The form's values, the vehicle text written when the car was found. */
  values: PriceTagValues;
  /** Translation keys at the plate or the mileage. */
  errors: Partial<Record<PriceTagField, string>>;
  /** Found ("check the text") or the register down ("type it"): a translation key. */
  notice: { key: string; found: boolean } | null;
}

/** A GET form's lookup: limited per user and dealer, and recorded, like the loan form's person lookup (docs/decisions/0064). */
export async function lookUpPriceTagVehicle(
  api: ApiClient,
  locals: { country: CountryCode; locale: Locale },
  user: User,
  values: PriceTagValues,
): Promise<PriceTagVehicleLookup> {
  const form = priceTagVehicleLookup(locals.locale);
  const lookup = await lookUpVehicle(api, locals.country, form, values, user);
  const { input, parts } = vehicleLookupParts(form, values, lookup);
  const errors: PriceTagVehicleLookup['errors'] = {};
  for (const [field, messages] of Object.entries(parts.fieldErrors ?? {})) {
    const first = messages?.[0];
    if (first) errors[field as PriceTagField] = first;
  }
  return { values: input, errors, notice: parts.notice ? { key: parts.notice, found: lookup.result === 'found' } : null };
}
