// The vehicle register stand-in behind lookup/vehicle and lookup/vehicle-by-vin: the demo cars,
// an outage on purpose (a demo plate or VIN per country, or the test switch), and the check of the
// dealer's mileage against the last inspection.
import { Hono } from 'hono';
import * as v from 'valibot';
import type { Vehicle } from '../../../src/lib/api/lookup-schemas.ts';
import type { CountryCode } from '../../../src/lib/api/schemas.ts';
import { ApiError, parseBody } from '../api/errors.ts';
import { DEMO_VEHICLES, UNAVAILABLE_PLATES, UNAVAILABLE_VIN, type RegisteredVehicle } from './demo-vehicles.ts';

/** In memory: a restart brings the register back. Switched by POST /__test/vehicle-register. */
export interface VehicleRegister {
  available: boolean;
}

export function createVehicleRegister(): VehicleRegister {
  return { available: true };
}

const unavailable = () => new ApiError(503, 'REGISTER_UNAVAILABLE', 'The vehicle register does not answer: enter the vehicle by hand');
const notFound = () => new ApiError(404, 'VEHICLE_NOT_FOUND', 'No vehicle in the register');

function answer(found: RegisteredVehicle | undefined, mileageKm: number): Vehicle {
  if (!found) throw notFound();
  const inspected = found.lastInspection?.odometerKm;
  return { ...found, mileageKm, mileageBelowLastInspection: inspected !== undefined && mileageKm < inspected };
}

/** By a canonical plate, in the dealer's country. */
export function vehicleByPlate(register: VehicleRegister, country: CountryCode, plate: string, mileageKm: number): Vehicle {
  if (!register.available || plate === UNAVAILABLE_PLATES[country]) throw unavailable();
  return answer(
    DEMO_VEHICLES[country].find((candidate) => candidate.numberPlate === plate),
    mileageKm,
  );
}

/** By a canonical VIN, in the dealer's country. */
export function vehicleByVin(register: VehicleRegister, country: CountryCode, vin: string, mileageKm: number): Vehicle {
  if (!register.available || vin === UNAVAILABLE_VIN) throw unavailable();
  return answer(
    DEMO_VEHICLES[country].find((candidate) => candidate.vin === vin),
    mileageKm,
  );
}

/** Test-only (BACKEND_TEST_ROUTES=1): POST { available } switches the whole register off or on. */
export function vehicleRegisterRoutes(register: VehicleRegister) {
  return new Hono().post('/', async (c) => {
    register.available = (await parseBody(c, v.object({ available: v.boolean() }))).available;
    return c.body(null, 204);
  });
}
