// The vehicle register lookups (SPEC §7 lookup/vehicle), each answer checked against
// lookup-schemas.ts. Called with the request's ApiClient, so from server code only.
import type { ApiClient } from './client';
import { ENDPOINTS } from './endpoints';
import { PersonSchema, VehicleSchema } from './lookup-schemas';

/**
 * The plate goes in the path (the SPEC's contract; a plate names a car, not a person).
 * 404 VEHICLE_NOT_FOUND: no vehicle for the plate; 400 INVALID_NUMBER_PLATE;
 * 503 REGISTER_UNAVAILABLE: the dealer enters the vehicle by hand (SPEC §8).
 */
export const lookupVehicleByPlate = (api: ApiClient, numberPlate: string, mileageKm: number) =>
  api.get(ENDPOINTS.lookup.vehicle, VehicleSchema, { params: { numberPlate, metricInKilometers: mileageKm } });

/** A stock car without plates: the same answers, 400 INVALID_VIN for a malformed VIN. */
export const lookupVehicleByVin = (api: ApiClient, vin: string, mileageKm: number) =>
  api.post(ENDPOINTS.lookup.vehicleByVin, VehicleSchema, { body: { vin, metricInKilometers: mileageKm }, read: true });

/**
 * A person of the population register by personal identity number, in the body (never a URL).
 * 404 PERSON_NOT_FOUND: no person for the personal id; 400 INVALID_PERSONAL_ID; 503: the register
 * does not answer, and the dealer types the name (SPEC §8).
 */
export const lookupPerson = (api: ApiClient, personalId: string) => api.post(ENDPOINTS.lookup.persons, PersonSchema, { body: { personalId }, read: true });
