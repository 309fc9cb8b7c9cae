// Leasing's part in the vehicle register lookup (lib/forms/vehicle-lookup.server.ts, the same as
// inventory financing's): the plate and the distance driven are what the register is asked with, a
// found car fills in the brand, model, model year and the plate as the register writes it (the
// typed distance kept). Messages are leasing's (leasingApply.errors.*, the shared apply texts).
import type { Vehicle } from '../api/lookup-schemas';
import type { VehicleLookupForm } from '../forms/vehicle-lookup.server';
import { PLATE_EXAMPLE } from '../number-plate';
import { FIELDS, key, type LeasingApplyFields } from './apply';

/** The form's fields with what the register answered filled in. */
function withVehicle(fields: LeasingApplyFields, vehicle: Vehicle): LeasingApplyFields {
  return {
    ...fields,
    [FIELDS.numberPlate]: vehicle.numberPlate ?? fields[FIELDS.numberPlate] ?? '',
    [FIELDS.brand]: vehicle.make,
    [FIELDS.model]: vehicle.model,
    [FIELDS.year]: String(vehicle.modelYear),
  };
}

export const LEASING_VEHICLE_LOOKUP: VehicleLookupForm<LeasingApplyFields> = {
  name: 'leasing apply',
  names: { numberPlate: FIELDS.numberPlate, mileageKm: FIELDS.distanceKm },
  key,
  fill: withVehicle,
  params: (country) => ({ example: PLATE_EXAMPLE[country] }),
};
