// The leasing application's vehicle lookup (issue 25 §2), on the lookup inventory financing has
// (lib/forms/vehicle-lookup.server.ts): by plate and distance driven only (leasing has no VIN), a
// found car fills brand, model, model year and the register's plate, the distance as typed; the
// endpoint POST /api/leasing/vehicle-lookup answers with leasing's field names and its texts, the
// plate's example filled in; and the company's signatory taken as the contact person.
import type { APIContext } from 'astro';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../src/lib/api/client';
import type { Vehicle } from '../../src/lib/api/lookup-schemas';
import type { CountryCode } from '../../src/lib/api/schemas';
import { lookUpVehicle, vehicleLookupParts } from '../../src/lib/forms/vehicle-lookup.server';
import { translator } from '../../src/lib/i18n';
import { FIELDS } from '../../src/lib/leasing/apply';
import { signatoryAsContact } from '../../src/lib/leasing/apply-result';
import { LEASING_VEHICLE_LOOKUP } from '../../src/lib/leasing/vehicle-lookup.server';
import { POST } from '../../src/pages/api/leasing/vehicle-lookup';

// The vehicle lookup reaches the organisation's object only for a limited form (the price tag's, docs/decisions/0064).
vi.mock('cloudflare:workers', async () => (await import('../support/dealer-state-storage')).workerModule());

const BASE = 'http://api.test/se/';
const withVehicle = LEASING_VEHICLE_LOOKUP.fill;
const E = (name: string) => `leasingApply.errors.${name}`;
const VOLVO: Vehicle = {
  country: 'SE',
  numberPlate: 'MLB 52K',
  vin: 'YV1UZA8V1P1123456',
  make: 'Volvo',
  model: 'XC60',
  variant: 'B5 AWD Plus Dark',
  modelYear: 2023,
  firstRegistrationDate: '2022-11-15',
  fuel: 'HYBRID',
  gearbox: 'AUTOMATIC',
  powerKw: 184,
  colour: 'BLACK',
  registrationStatus: 'REGISTERED',
  vatStatus: 'VAT_DEDUCTIBLE',
  lastInspection: null,
  mileageKm: 51_000,
  mileageBelowLastInspection: false,
};

function fakeApi(answer: Response) {
  const calls: { method: string; url: string }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ method: init.method ?? 'GET', url: String(input) });
    return answer.clone();
  });
  return { api: createApiClient({ baseUrl: BASE, accessToken: 't', fetch: fetch as typeof globalThis.fetch, readTimeoutMs: 30 }), calls };
}

const typed = (numberPlate: string, distanceKm: string) => ({ [FIELDS.numberPlate]: numberPlate, [FIELDS.distanceKm]: distanceKm, [FIELDS.price]: '400000' });

async function lookUp(country: CountryCode, fields: Record<string, string>, answer: Response = Response.json(VOLVO)) {
  const { api, calls } = fakeApi(answer);
  return { lookup: await lookUpVehicle(api, country, LEASING_VEHICLE_LOOKUP, fields), calls };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the leasing form’s vehicle lookup', () => {
  it('asks the register by the plate in the path with the distance driven', async () => {
    const { lookup, calls } = await lookUp('SE', typed('mlb52k', '51 000'));
    expect(lookup).toEqual({ result: 'found', vehicle: VOLVO });
    expect(calls).toEqual([{ method: 'GET', url: `${BASE}lookup/vehicle/MLB%2052K/51000` }]);
  });

  it('asks for the plate even in Denmark, where the form may be sent without one (there is no VIN field to look up by)', async () => {
    const { lookup, calls } = await lookUp('DK', typed(' ', '12'));
    expect(lookup).toEqual({ result: 'invalid', fieldErrors: { [FIELDS.numberPlate]: [E('notEmpty')] } });
    expect(calls).toHaveLength(0);
  });

  it('names a malformed plate and a distance that is no whole number, and asks nothing', async () => {
    const { lookup, calls } = await lookUp('FI', typed('ABC 1234', '12,5'));
    expect(lookup).toEqual({ result: 'invalid', fieldErrors: { [FIELDS.numberPlate]: [E('numberPlateInvalid')], [FIELDS.distanceKm]: [E('wholeNumber')] } });
    expect(calls).toHaveLength(0);
    expect((await lookUp('SE', typed('MLB 52K', ''))).lookup).toEqual({ result: 'invalid', fieldErrors: { [FIELDS.distanceKm]: [E('notEmpty')] } });
  });

  it('says no vehicle has the plate, at the plate', async () => {
    const { lookup } = await lookUp('SE', typed('ABC 123', '100'), Response.json({ error: { code: 'VEHICLE_NOT_FOUND' } }, { status: 404 }));
    expect(lookup).toEqual({ result: 'notFound', fieldErrors: { [FIELDS.numberPlate]: [E('noVehicle')] } });
  });

  it('lets the dealer type the vehicle when the register is down, and logs it as leasing’s', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { lookup } = await lookUp('SE', typed('ABC 123', '100'), Response.json({ error: { code: 'REGISTER_UNAVAILABLE' } }, { status: 503 }));
    expect(lookup).toEqual({ result: 'unavailable' });
    expect(JSON.parse(String(warn.mock.calls[0]?.[0]))).toMatchObject({ message: 'leasing apply: vehicle register unavailable', kind: 'unavailable' });
  });
});

describe('the leasing form after a vehicle lookup', () => {
  it('fills brand, model, model year and the register’s plate, keeping the distance and everything else typed', () => {
    expect(withVehicle(typed('mlb52k', '51 000'), VOLVO)).toEqual({
      [FIELDS.numberPlate]: 'MLB 52K',
      [FIELDS.distanceKm]: '51 000',
      [FIELDS.price]: '400000',
      [FIELDS.brand]: 'Volvo',
      [FIELDS.model]: 'XC60',
      [FIELDS.year]: '2023',
    });
  });

  it('keeps the typed plate for a car the register knows without plates', () => {
    expect(withVehicle(typed('CV 48213', '5'), { ...VOLVO, numberPlate: null })[FIELDS.numberPlate]).toBe('CV 48213');
  });

  it('comes back without JavaScript with the vehicle and the “check it” notice, the “type it” notice, or the plate’s message', () => {
    const fields = typed('MLB 52K', '51000');
    expect(vehicleLookupParts(LEASING_VEHICLE_LOOKUP, fields, { result: 'found', vehicle: VOLVO })).toEqual({
      input: withVehicle(fields, VOLVO),
      parts: { notice: E('vehicleFound') },
    });
    expect(vehicleLookupParts(LEASING_VEHICLE_LOOKUP, fields, { result: 'unavailable' })).toEqual({
      input: fields,
      parts: { notice: E('registerUnavailable') },
    });
    const notFound = { [FIELDS.numberPlate]: [E('noVehicle')] };
    expect(vehicleLookupParts(LEASING_VEHICLE_LOOKUP, fields, { result: 'notFound', fieldErrors: notFound })).toEqual({
      input: fields,
      parts: { fieldErrors: notFound },
    });
  });
});

describe('the signatory as the contact person', () => {
  it('fills the contact person’s name only: the lookup has no e-mail or phone for the signatory', () => {
    expect(signatoryAsContact({ signatory: { name: 'Henrik Borg' } })).toEqual({ [FIELDS.contactName]: 'Henrik Borg' });
  });
});

describe('POST /api/leasing/vehicle-lookup', () => {
  function call(body: string, answer: Response, roles = ['LEASING'], country: CountryCode = 'SE', locale: 'sv-SE' | 'fi-FI' = 'sv-SE') {
    const { api, calls } = fakeApi(answer);
    const response = POST({
      request: new Request('http://se.localhost/api/leasing/vehicle-lookup', { method: 'POST', body, headers: { 'content-type': 'application/json' } }),
      locals: { user: { grantedRoles: roles, facility: { id: 'f1', name: 'Malmö' } }, api, country, t: translator(locale) },
    } as unknown as APIContext) as Promise<Response>;
    return { response, calls };
  }

  it('a known plate answers leasing’s vehicle fields filled in and the notice, in the dealer’s language', async () => {
    const { response } = call(JSON.stringify({ numberPlate: 'mlb 52k', distanceKm: '51000' }), Response.json(VOLVO));
    expect((await response).status).toBe(200);
    expect(await (await response).json()).toEqual({
      result: 'found',
      fields: { [FIELDS.numberPlate]: 'MLB 52K', [FIELDS.distanceKm]: '51000', [FIELDS.brand]: 'Volvo', [FIELDS.model]: 'XC60', [FIELDS.year]: '2023' },
      notice: translator('sv-SE')(E('vehicleFound')),
    });
  });

  it('a malformed plate is named with the country’s example, and the API is not asked', async () => {
    const { response, calls } = call(JSON.stringify({ numberPlate: 'AB', distanceKm: '10' }), Response.json(VOLVO), ['LEASING'], 'FI', 'fi-FI');
    expect((await response).status).toBe(400);
    const message = ((await (await response).json()) as { errors: Record<string, string> }).errors[FIELDS.numberPlate];
    expect(message).toContain('ABC-123');
    expect(message).not.toContain('{');
    expect(calls).toHaveLength(0);
  });

  it('the register down is 503 with the “enter the vehicle by hand” notice', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { response } = call(
      JSON.stringify({ numberPlate: 'ABC 123', distanceKm: '10' }),
      Response.json({ error: { code: 'REGISTER_UNAVAILABLE' } }, { status: 503 }),
    );
    expect((await response).status).toBe(503);
    expect(await (await response).json()).toEqual({ result: 'unavailable', notice: translator('sv-SE')(E('registerUnavailable')) });
  });

  it('another body is 400 wrongData, and a user without LEASING gets 403 before anything is asked', async () => {
    const wrong = call(JSON.stringify({ numberPlate: 'ABC 123' }), Response.json(VOLVO));
    expect((await wrong.response).status).toBe(400);
    expect(wrong.calls).toHaveLength(0);
    const forbidden = call(JSON.stringify({ numberPlate: 'ABC 123', distanceKm: '10' }), Response.json(VOLVO), ['BLANCO']);
    expect((await forbidden.response).status).toBe(403);
    expect(forbidden.calls).toHaveLength(0);
  });
});
