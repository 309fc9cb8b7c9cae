// src/lib/api/lookup.ts through the real API client over a recording fetch: the plate travels in
// the path (encoded), the VIN in a POST body, and answers are checked against VehicleSchema.
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../src/lib/api/client';
import { isApiError } from '../../src/lib/api/errors';
import { lookupVehicleByPlate, lookupVehicleByVin } from '../../src/lib/api/lookup';
import type { Vehicle } from '../../src/lib/api/lookup-schemas';

const BASE = 'http://api.test/fi/';
const VEHICLE: Vehicle = {
  country: 'FI',
  numberPlate: 'ÅLA-312',
  vin: 'YV1ZWA8T1M1123456',
  make: 'Volvo',
  model: 'V60',
  variant: 'B4 Momentum',
  modelYear: 2021,
  firstRegistrationDate: '2021-03-11',
  fuel: 'HYBRID',
  gearbox: 'AUTOMATIC',
  powerKw: 145,
  colour: 'BLUE',
  registrationStatus: 'REGISTERED',
  vatStatus: 'MARGIN_SCHEME',
  lastInspection: { date: '2025-03-20', odometerKm: 67_015 },
  mileageKm: 70_000,
  mileageBelowLastInspection: false,
};

function fakeApi(answer: Response) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ method: init.method ?? 'GET', url: String(input), body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
    return answer.clone();
  });
  return { api: createApiClient({ baseUrl: BASE, accessToken: 't', fetch: fetch as typeof globalThis.fetch }), calls };
}

describe('vehicle lookups', () => {
  it('look a plate up with GET lookup/vehicle/{plate}/{mileage}, the plate encoded in the path', async () => {
    const { api, calls } = fakeApi(Response.json(VEHICLE));
    expect(await lookupVehicleByPlate(api, 'ÅLA 312', 70_000)).toEqual(VEHICLE);
    expect(calls).toEqual([{ method: 'GET', url: `${BASE}lookup/vehicle/%C3%85LA%20312/70000`, body: undefined }]);
  });

  it('look a stock car up by VIN in a POST body, with the mileage', async () => {
    const { api, calls } = fakeApi(Response.json({ ...VEHICLE, numberPlate: null }));
    expect((await lookupVehicleByVin(api, 'YV1ZWA8T1M1123456', 0)).numberPlate).toBeNull();
    expect(calls).toEqual([{ method: 'POST', url: `${BASE}lookup/vehicle-by-vin`, body: { vin: 'YV1ZWA8T1M1123456', metricInKilometers: 0 } }]);
  });

  it('tell "no vehicle for the plate" (notFound) from "register unavailable" (the unavailable kind, as a timeout)', async () => {
    const missing = fakeApi(Response.json({ error: { code: 'VEHICLE_NOT_FOUND' } }, { status: 404 }));
    await expect(lookupVehicleByPlate(missing.api, 'ABC-123', 1)).rejects.toSatisfy((error) => isApiError(error, 'notFound'));
    const down = fakeApi(Response.json({ error: { code: 'REGISTER_UNAVAILABLE' } }, { status: 503 }));
    await expect(lookupVehicleByPlate(down.api, 'ERR-503', 1)).rejects.toMatchObject({ kind: 'unavailable', status: 503, code: 'REGISTER_UNAVAILABLE' });
    // Another 503 stays a technical error.
    const broken = fakeApi(Response.json({ error: { code: 'INJECTED_FAULT' } }, { status: 503 }));
    await expect(lookupVehicleByPlate(broken.api, 'ERR-503', 1)).rejects.toMatchObject({ kind: 'technical' });
  });

  it('refuse an answer that is not a vehicle', async () => {
    const { api } = fakeApi(Response.json({ ...VEHICLE, fuel: 'STEAM' }));
    await expect(lookupVehicleByPlate(api, 'ABC-123', 1)).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });
});
