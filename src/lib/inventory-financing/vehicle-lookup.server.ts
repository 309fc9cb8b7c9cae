// Inventory financing's part in the vehicle register lookup (lib/forms/vehicle-lookup.server.ts): its
// plate, VIN and mileage fields, its messages, and the vehicle fields a found car fills in (the
// typed mileage kept). Server only, as the lookup.
import type { Vehicle } from '../api/lookup-schemas';
import type { VehicleLookupForm } from '../forms/vehicle-lookup.server';
import { FIELDS, key, type InventoryApplyFields } from './apply';

/** The form's fields with what the register answered filled in (the typed mileage kept). */
function withVehicle(fields: InventoryApplyFields, vehicle: Vehicle): InventoryApplyFields {
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

export const INVENTORY_VEHICLE_LOOKUP: VehicleLookupForm<InventoryApplyFields> = {
  name: 'inventory apply',
  names: { numberPlate: FIELDS.numberPlate, mileageKm: FIELDS.mileageKm, vin: FIELDS.vin },
  key,
  fill: withVehicle,
};
