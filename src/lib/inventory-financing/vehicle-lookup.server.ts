// The vehicle register lookup of the apply page (SPEC §7 lookup/vehicle, §8): by plate, or for a
// stock car without plates (usual in Denmark) by VIN. The plate, VIN and mileage are checked
// first, so a malformed one never reaches the API; every answer becomes found, invalid (field
// messages), notFound or unavailable (the dealer enters the vehicle by hand). Server only.
import type { ApiClient } from '../api/client';
import { isApiError } from '../api/errors';
import { lookupVehicleByPlate, lookupVehicleByVin } from '../api/lookup';
import type { Vehicle } from '../api/lookup-schemas';
import { DISTANCE_KM_MAX, type CountryCode } from '../api/schemas';
import type { FieldErrors } from '../forms/validate';
import { parseNumber } from '../forms/parse';
import { canonicalNumberPlate } from '../number-plate';
import { canonicalVin } from '../vin';
import { logger } from '../server/logger';
import { FIELDS, key, type InventoryApplyFields } from './apply';

export type VehicleLookup =
  | { result: 'found'; vehicle: Vehicle }
  | { result: 'invalid'; fieldErrors: FieldErrors }
  | { result: 'notFound'; fieldErrors: FieldErrors }
  | { result: 'unavailable' };

export async function lookUpVehicle(api: ApiClient, country: CountryCode, fields: InventoryApplyFields): Promise<VehicleLookup> {
  const plateTyped = (fields[FIELDS.numberPlate] ?? '').trim();
  const vinTyped = (fields[FIELDS.vin] ?? '').trim();
  const mileage = parseNumber(fields[FIELDS.mileageKm] ?? '');
  const errors: FieldErrors = {};
  const plate = plateTyped === '' ? undefined : canonicalNumberPlate(country, plateTyped);
  const vin = vinTyped === '' ? undefined : canonicalVin(vinTyped);
  if (plateTyped !== '' && !plate) errors[FIELDS.numberPlate] = [key('numberPlateInvalid')];
  if (plateTyped === '' && vinTyped === '') errors[FIELDS.numberPlate] = [key(country === 'DK' ? 'plateOrVinRequired' : 'notEmpty')];
  if (plateTyped === '' && vinTyped !== '' && !vin) errors[FIELDS.vin] = [key('vinInvalid')];
  if (mileage === null) errors[FIELDS.mileageKm] = [key('notEmpty')];
  else if (!Number.isInteger(mileage) || mileage < 0 || mileage > DISTANCE_KM_MAX) errors[FIELDS.mileageKm] = [key('wholeNumber')];
  if (Object.keys(errors).length > 0 || mileage === null) return { result: 'invalid', fieldErrors: errors };
  try {
    const vehicle = plate ? await lookupVehicleByPlate(api, plate, mileage) : await lookupVehicleByVin(api, vin ?? '', mileage);
    return { result: 'found', vehicle };
  } catch (error) {
    const field = plate ? FIELDS.numberPlate : FIELDS.vin;
    if (isApiError(error, 'notFound')) return { result: 'notFound', fieldErrors: { [field]: [key(plate ? 'noVehicle' : 'noVehicleForVin')] } };
    if (isApiError(error, 'wrongData')) return { result: 'invalid', fieldErrors: { [field]: [key(plate ? 'numberPlateInvalid' : 'vinInvalid')] } };
    logger.warn('inventory apply: vehicle register unavailable', { kind: isApiError(error) ? error.kind : 'unexpected' });
    return { result: 'unavailable' };
  }
}

/** The form's fields with what the register answered filled in (the typed mileage kept). */
export function withVehicle(fields: InventoryApplyFields, vehicle: Vehicle): InventoryApplyFields {
  return {
    ...fields,
    [FIELDS.numberPlate]: vehicle.numberPlate ?? '',
    [FIELDS.vin]: vehicle.vin,
    [FIELDS.brand]: vehicle.make,
    [FIELDS.model]: vehicle.model,
    [FIELDS.variant]: vehicle.variant,
    [FIELDS.modelYear]: String(vehicle.modelYear),
    [FIELDS.vatStatus]: vehicle.vatStatus,
  };
}
