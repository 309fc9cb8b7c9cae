// The vehicle register lookup of a form (SPEC §7 lookup/vehicle, §8), written once for every form
// that has one (inventory financing's and leasing's applications, the price tag): by plate, or, in a
// form with a VIN field, for a stock car without plates (usual in Denmark) by VIN. The plate, VIN and
// mileage are checked first, so a malformed one never reaches the API; every answer becomes found,
// invalid (field messages), notFound or unavailable (the dealer enters the vehicle by hand). The
// form names its fields and its messages (VehicleLookupForm). Server only.
import type { ApiClient } from '../api/client';
import { isApiError } from '../api/errors';
import { lookupVehicleByPlate, lookupVehicleByVin } from '../api/lookup';
import type { Vehicle } from '../api/lookup-schemas';
import { DISTANCE_KM_MAX, type CountryCode, type User } from '../api/schemas';
import { limitedLookup } from '../dealer-state/lookups.server';
import type { Translate } from '../i18n';
import { canonicalNumberPlate } from '../number-plate';
import { logger } from '../server/logger';
import { canonicalVin } from '../vin';
import type { FormParts, TypedFields } from './apply-flow';
import { parseNumber } from './number';
import type { FieldErrors } from './validate';
import { vehicleLookupAnswer, type VehicleLookupAnswer, type VehicleLookupMessage } from './vehicle-lookup-answer';

export type VehicleLookup =
  | { result: 'found'; vehicle: Vehicle }
  | { result: 'invalid'; fieldErrors: FieldErrors }
  | { result: 'notFound'; fieldErrors: FieldErrors }
  | { result: 'unavailable' }
  /** Over the lookups' limit (docs/decisions/0064): the dealer enters the vehicle by hand. */
  | { result: 'limited' };

/** What a form says when its lookup is over the lookups' limit. */
const VEHICLE_LOOKUP_LIMITED = 'lookupLimit.vehicle';

/** A form's part in the lookup: its field names, its messages, and what it fills in from a found car. */
export interface VehicleLookupForm<Fields extends TypedFields = TypedFields> {
  /** For the operator's log line: whose lookup found the register down. */
  name: string;
  /** The form's field names; `vin` only in a form that has a VIN field. */
  names: { numberPlate: string; mileageKm: string; vin?: string };
  /** The translation key of each of the lookup's messages (under the form's own namespace). */
  key: (message: VehicleLookupMessage) => string;
  /** The form's fields with what the register answered filled in. */
  fill: (typed: Fields, vehicle: Vehicle) => Fields;
  /** The placeholders its messages take (a plate's example), when the endpoint translates them. */
  params?: (country: CountryCode) => Record<string, string>;
}

/** `limitedFor`: the user whose lookups are limited and recorded (the price tag's, docs/decisions/0064). */
export async function lookUpVehicle<Fields extends TypedFields>(
  api: ApiClient,
  country: CountryCode,
  form: VehicleLookupForm<Fields>,
  typed: Fields,
  limitedFor?: User,
): Promise<VehicleLookup> {
  const { names, key } = form;
  const plateTyped = (typed[names.numberPlate] ?? '').trim();
  const vinTyped = names.vin ? (typed[names.vin] ?? '').trim() : '';
  const mileage = parseNumber(typed[names.mileageKm] ?? '');
  const errors: FieldErrors = {};
  const plate = plateTyped === '' ? undefined : canonicalNumberPlate(country, plateTyped);
  const vin = vinTyped === '' ? undefined : canonicalVin(vinTyped);
  if (plateTyped !== '' && !plate) errors[names.numberPlate] = [key('numberPlateInvalid')];
  if (plateTyped === '' && vinTyped === '') errors[names.numberPlate] = [key(names.vin && country === 'DK' ? 'plateOrVinRequired' : 'notEmpty')];
  if (names.vin && plateTyped === '' && vinTyped !== '' && !vin) errors[names.vin] = [key('vinInvalid')];
  if (mileage === null) errors[names.mileageKm] = [key('notEmpty')];
  else if (!Number.isInteger(mileage) || mileage < 0 || mileage > DISTANCE_KM_MAX) errors[names.mileageKm] = [key('wholeNumber')];
  if (Object.keys(errors).length > 0 || mileage === null) return { result: 'invalid', fieldErrors: errors };
  const field = plate ? names.numberPlate : (names.vin ?? names.numberPlate);
  const ask = () => askRegister(api, form.name, key, field, plate, vin, mileage);
  if (!limitedFor) return ask();
  const limited = await limitedLookup(limitedFor, 'vehicle', plate ?? vin ?? '', ask, (lookup) =>
    lookup.result === 'found' ? true : lookup.result === 'notFound' ? false : null,
  );
  return limited.kind === 'answered' ? limited.answer : { result: limited.kind };
}

async function askRegister(
  api: ApiClient,
  name: string,
  key: VehicleLookupForm['key'],
  field: string,
  plate: string | undefined,
  vin: string | undefined,
  mileage: number,
): Promise<VehicleLookup> {
  try {
    const vehicle = plate ? await lookupVehicleByPlate(api, plate, mileage) : await lookupVehicleByVin(api, vin ?? '', mileage);
    return { result: 'found', vehicle };
  } catch (error) {
    if (isApiError(error, 'notFound')) return { result: 'notFound', fieldErrors: { [field]: [key(plate ? 'noVehicle' : 'noVehicleForVin')] } };
    if (isApiError(error, 'wrongData')) return { result: 'invalid', fieldErrors: { [field]: [key(plate ? 'numberPlateInvalid' : 'vinInvalid')] } };
    logger.warn(`${name}: vehicle register unavailable`, { kind: isApiError(error) ? error.kind : 'unexpected' });
    return { result: 'unavailable' };
  }
}

/** What a lookup posted without JavaScript hands back: the vehicle filled in with the "check it" notice, the "type it yourself" notice, or the fields' messages. */
export function vehicleLookupParts<Fields extends TypedFields>(
  form: VehicleLookupForm<Fields>,
  typed: Fields,
  lookup: VehicleLookup,
): { input: Fields; parts: FormParts } {
  if (lookup.result === 'found') return { input: form.fill(typed, lookup.vehicle), parts: { notice: form.key('vehicleFound') } };
  if (lookup.result === 'unavailable') return { input: typed, parts: { notice: form.key('registerUnavailable') } };
  if (lookup.result === 'limited') return { input: typed, parts: { notice: VEHICLE_LOOKUP_LIMITED } };
  return { input: typed, parts: { fieldErrors: lookup.fieldErrors } };
}

/** The lookup asked by a form's script (its endpoint): the answer with the texts translated, and its HTTP status. */
export async function answerVehicleLookup<Fields extends TypedFields>(
  api: ApiClient,
  locals: { country: CountryCode; t: Translate },
  form: VehicleLookupForm<Fields>,
  typed: Fields,
): Promise<{ answer: VehicleLookupAnswer; status: number }> {
  const asked = await lookUpVehicle(api, locals.country, form, typed);
  const lookup = asked.result === 'limited' ? ({ result: 'unavailable' } as const) : asked;
  const answer = vehicleLookupAnswer(
    lookup.result === 'found' ? { result: 'found', fields: form.fill(typed, lookup.vehicle) } : lookup,
    locals.t,
    form.key,
    form.params?.(locals.country),
  );
  return { answer, status: VEHICLE_LOOKUP_STATUS[answer.result] };
}

/** The HTTP status of each outcome (the body tells them apart anyway). */
const VEHICLE_LOOKUP_STATUS: Record<VehicleLookupAnswer['result'], number> = { found: 200, invalid: 400, notFound: 404, unavailable: 503 };
