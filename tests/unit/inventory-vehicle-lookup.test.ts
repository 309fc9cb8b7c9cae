// The apply page's vehicle register lookup itself (lib/forms/vehicle-lookup.server.ts with inventory financing's fields),
// the same for the form's action and the endpoint: what is typed is checked before the API is
// asked, by plate or (a stock car without plates) by VIN, and every answer becomes a message at
// the right field, or "enter the vehicle by hand".
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../src/lib/api/client';
import { createApiClient } from '../../src/lib/api/client';
import type { Vehicle } from '../../src/lib/api/lookup-schemas';
import type { CountryCode } from '../../src/lib/api/schemas';
import { lookUpVehicle } from '../../src/lib/forms/vehicle-lookup.server';
import { INVENTORY_VEHICLE_LOOKUP } from '../../src/lib/inventory-financing/vehicle-lookup.server';

// The vehicle lookup reaches the organisation's object only for a limited form (the price tag's, docs/decisions/0064).
vi.mock('cloudflare:workers', async () => (await import('../support/dealer-state-storage')).workerModule());

const BASE = 'http://api.test/dk/';
const E = (name: string) => `inventoryFinancingApply.errors.${name}`;
const SKODA: Vehicle = {
  country: 'DK',
  numberPlate: null,
  vin: 'TMBJC9NY4NF123456',
  make: 'Škoda',
  model: 'Enyaq',
  variant: '80 iV',
  modelYear: 2022,
  firstRegistrationDate: '2022-05-02',
  fuel: 'ELECTRIC',
  gearbox: 'AUTOMATIC',
  powerKw: 150,
  colour: 'WHITE',
  registrationStatus: 'DEREGISTERED',
  vatStatus: 'VAT_DEDUCTIBLE',
  lastInspection: null,
  mileageKm: 12,
  mileageBelowLastInspection: false,
};

function fakeApi(answer: Response) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ method: init.method ?? 'GET', url: String(input), body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
    return answer.clone();
  });
  const told = { unauthorized: false };
  return {
    api: createApiClient({ baseUrl: BASE, accessToken: 't', fetch: fetch as typeof globalThis.fetch, onUnauthorized: () => (told.unauthorized = true) }),
    calls,
    told,
  };
}

const typed = (numberPlate: string | undefined, vin: string | undefined, mileageKm: string | undefined) => {
  const fields: Record<string, string> = {};
  if (numberPlate !== undefined) fields['vehicle.numberPlate'] = numberPlate;
  if (vin !== undefined) fields['vehicle.vin'] = vin;
  if (mileageKm !== undefined) fields['vehicle.mileageKm'] = mileageKm;
  return fields;
};

async function lookUp(country: CountryCode, fields: Record<string, string>, answer: Response = Response.json(SKODA)) {
  const { api, calls, told } = fakeApi(answer);
  return { lookup: await lookUpVehicle(api, country, INVENTORY_VEHICLE_LOOKUP, fields), calls, sessionEnded: told.unauthorized };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a stock car without plates, looked up by VIN', () => {
  it('is found by its VIN in a POST body, with the mileage', async () => {
    const { lookup, calls } = await lookUp('DK', typed('', ' tmbjc9ny4nf123456 ', '12'));
    expect(lookup).toEqual({ result: 'found', vehicle: SKODA });
    expect(calls).toEqual([{ method: 'POST', url: `${BASE}lookup/vehicle-by-vin`, body: { vin: 'TMBJC9NY4NF123456', metricInKilometers: 12 } }]);
  });

  it('asks a Danish dealer for a plate or a VIN when both are empty, and a Swedish one for the plate', async () => {
    const dk = await lookUp('DK', typed(' ', ' ', '12'));
    expect(dk.lookup).toEqual({ result: 'invalid', fieldErrors: { 'vehicle.numberPlate': [E('plateOrVinRequired')] } });
    const se = await lookUp('SE', typed('', '', '12'));
    expect(se.lookup).toEqual({ result: 'invalid', fieldErrors: { 'vehicle.numberPlate': [E('notEmpty')] } });
    expect([...dk.calls, ...se.calls]).toHaveLength(0);
  });

  it('reads fields the form did not send as empty', async () => {
    const { lookup, calls } = await lookUp('DK', typed(undefined, undefined, undefined));
    expect(lookup).toEqual({
      result: 'invalid',
      fieldErrors: { 'vehicle.numberPlate': [E('plateOrVinRequired')], 'vehicle.mileageKm': [E('notEmpty')] },
    });
    expect(calls).toHaveLength(0);
    expect((await lookUp('DK', typed(undefined, 'TMBJC9NY4NF123456', '12'))).lookup.result).toBe('found');
  });

  it('names a VIN of the wrong shape and asks nothing', async () => {
    const { lookup, calls } = await lookUp('DK', typed('', 'TMBJC9NY4NF12345', '12'));
    expect(lookup).toEqual({ result: 'invalid', fieldErrors: { 'vehicle.vin': [E('vinInvalid')] } });
    expect(calls).toHaveLength(0);
  });

  it('says the register has no vehicle with that VIN, under the VIN', async () => {
    const { lookup } = await lookUp('DK', typed('', 'TMBJC9NY4NF123456', '12'), Response.json({ error: { code: 'VEHICLE_NOT_FOUND' } }, { status: 404 }));
    expect(lookup).toEqual({ result: 'notFound', fieldErrors: { 'vehicle.vin': [E('noVehicleForVin')] } });
  });

  it('names the VIN when the register refuses it', async () => {
    const { lookup } = await lookUp('DK', typed('', 'TMBJC9NY4NF123456', '12'), Response.json({ error: { code: 'INVALID_VIN' } }, { status: 400 }));
    expect(lookup).toEqual({ result: 'invalid', fieldErrors: { 'vehicle.vin': [E('vinInvalid')] } });
  });
});

describe('a car looked up by plate', () => {
  it('uses the plate and ignores a mistyped VIN beside it', async () => {
    const { lookup, calls } = await lookUp('DK', typed('ab 12345', 'not a vin', '12'));
    expect(lookup.result).toBe('found');
    expect(calls).toEqual([{ method: 'GET', url: `${BASE}lookup/vehicle/AB%2012345/12`, body: undefined }]);
  });

  it('names the plate when the register refuses it', async () => {
    const { lookup } = await lookUp('DK', typed('AB 12345', '', '12'), Response.json({ error: { code: 'INVALID_NUMBER_PLATE' } }, { status: 400 }));
    expect(lookup).toEqual({ result: 'invalid', fieldErrors: { 'vehicle.numberPlate': [E('numberPlateInvalid')] } });
  });

  it('asks nothing for a malformed plate even when the mileage is right', async () => {
    const { lookup, calls } = await lookUp('SE', typed('QBC 123', '', '48 500'));
    expect(lookup).toEqual({ result: 'invalid', fieldErrors: { 'vehicle.numberPlate': [E('numberPlateInvalid')] } });
    expect(calls).toHaveLength(0);
  });
});

describe('the mileage typed for a lookup', () => {
  it('takes 0 km and 2 000 000 km', async () => {
    expect((await lookUp('DK', typed('AB 12345', '', '0'))).calls[0]?.url).toBe(`${BASE}lookup/vehicle/AB%2012345/0`);
    expect((await lookUp('DK', typed('AB 12345', '', '2 000 000'))).calls[0]?.url).toBe(`${BASE}lookup/vehicle/AB%2012345/2000000`);
  });

  it('refuses one kilometre more than 2 000 000, a negative mileage and a fraction, and asks nothing', async () => {
    for (const mileage of ['2 000 001', '-1', '12,5', 'tolv']) {
      const { lookup, calls } = await lookUp('DK', typed('AB 12345', '', mileage));
      expect(lookup).toEqual({ result: 'invalid', fieldErrors: { 'vehicle.mileageKm': [E('wholeNumber')] } });
      expect(calls).toHaveLength(0);
    }
  });
});

describe('a register or API that fails', () => {
  it('after a 401 the client tells the middleware, which signs the dealer out whatever the form says', async () => {
    const failed = await lookUp('DK', typed('AB 12345', '', '12'), Response.json({ error: { code: 'UNAUTHORIZED' } }, { status: 401 }));
    expect(failed.sessionEnded).toBe(true);
    expect(failed.lookup).toEqual({ result: 'unavailable' });
  });

  it('lets the dealer type the vehicle by hand, and logs the kind of failure for the operator', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { lookup } = await lookUp('DK', typed('AB 12345', '', '12'), Response.json({ error: { code: 'REGISTER_UNAVAILABLE' } }, { status: 503 }));
    expect(lookup).toEqual({ result: 'unavailable' });
    expect(JSON.parse(String(warn.mock.calls[0]?.[0]))).toMatchObject({
      level: 'warn',
      message: 'inventory apply: vehicle register unavailable',
      kind: 'unavailable',
    });
  });

  it('logs a failure that is not the API’s own as unexpected', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = {
      get: async () => {
        throw new TypeError('bug');
      },
    } as unknown as ApiClient;
    expect(await lookUpVehicle(broken, 'SE', INVENTORY_VEHICLE_LOOKUP, typed('MLB 52K', '', '100'))).toEqual({ result: 'unavailable' });
    expect(JSON.parse(String(warn.mock.calls[0]?.[0]))).toMatchObject({ kind: 'unexpected' });
  });
});

describe('the form after a lookup', () => {
  it('fills in what the register knows, a car without plates with an empty plate, and keeps the typed mileage', () => {
    expect(INVENTORY_VEHICLE_LOOKUP.fill(typed('', 'tmbjc9ny4nf123456', '12 000'), SKODA)).toEqual({
      'vehicle.numberPlate': '',
      'vehicle.vin': 'TMBJC9NY4NF123456',
      'vehicle.mileageKm': '12 000',
      'vehicle.brand': 'Škoda',
      'vehicle.model': 'Enyaq',
      'vehicle.variant': '80 iV',
      'vehicle.modelYear': '2022',
      'vehicle.vatStatus': 'VAT_DEDUCTIBLE',
    });
  });
});
