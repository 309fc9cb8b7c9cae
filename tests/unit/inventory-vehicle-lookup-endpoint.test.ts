// POST /api/inventory-financing/vehicle-lookup, the apply page's lookup with JavaScript: what is
// typed travels in a JSON body, the answer names the form's fields and carries the texts the page
// shows after a post (same lookup as the applyInventory action), BUSINESS_FINANCE only.
import type { APIContext } from 'astro';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../src/lib/api/client';
import type { Vehicle } from '../../src/lib/api/lookup-schemas';
import { translator } from '../../src/lib/i18n';
import { vehicleLookupAnswer } from '../../src/lib/forms/vehicle-lookup-answer';
import { key } from '../../src/lib/inventory-financing/apply';
import { POST } from '../../src/pages/api/inventory-financing/vehicle-lookup';

// The vehicle lookup reaches the organisation's object only for a limited form (the price tag's, docs/decisions/0064).
vi.mock('cloudflare:workers', async () => (await import('../support/dealer-state-storage')).workerModule());

const BASE = 'http://api.test/se/';
const ERROR_KEYS = ['vehicleFound', 'noVehicle', 'numberPlateInvalid', 'notEmpty', 'registerUnavailable'] as const;
let errors: Record<(typeof ERROR_KEYS)[number], string>;
beforeEach(() => {
  const sv = translator('sv-SE');
  errors = Object.fromEntries(ERROR_KEYS.map((key) => [key, sv(`inventoryFinancingApply.errors.${key}`)])) as typeof errors;
});
const VOLVO: Vehicle = {
  country: 'SE',
  numberPlate: 'MLB 52K',
  vin: 'YV1UZA8V1P1234567',
  make: 'Volvo',
  model: 'XC60',
  variant: 'B5 AWD Plus',
  modelYear: 2023,
  firstRegistrationDate: '2023-02-01',
  fuel: 'HYBRID',
  gearbox: 'AUTOMATIC',
  powerKw: 184,
  colour: 'BLACK',
  registrationStatus: 'REGISTERED',
  vatStatus: 'VAT_DEDUCTIBLE',
  lastInspection: null,
  mileageKm: 48_500,
  mileageBelowLastInspection: false,
};

function setUp(answer: Response | 'hang', roles: string[] = ['BUSINESS_FINANCE']) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ method: init.method ?? 'GET', url: String(input), body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
    if (answer === 'hang') return new Promise<Response>((_, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    return answer.clone();
  });
  const api = createApiClient({ baseUrl: BASE, accessToken: 't', fetch: fetch as typeof globalThis.fetch, readTimeoutMs: 30 });
  const user = { grantedRoles: roles, facility: { id: 'f1', name: 'Malmö' } };
  const call = (body: string) =>
    POST({
      request: new Request('http://se.localhost/api/inventory-financing/vehicle-lookup', {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json' },
      }),
      locals: { user, api, country: 'SE', t: translator('sv-SE') },
    } as unknown as APIContext) as Promise<Response>;
  return { call, calls };
}

const typed = (numberPlate: string, mileageKm: string, vin = '') => JSON.stringify({ numberPlate, vin, mileageKm });

describe('POST /api/inventory-financing/vehicle-lookup', () => {
  it('a known plate fills the form’s vehicle fields, the mileage as typed, with the “check the vehicle” notice', async () => {
    const { call, calls } = setUp(Response.json(VOLVO));
    const response = await call(typed('mlb52k', '48500'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      result: 'found',
      fields: {
        'vehicle.numberPlate': 'MLB 52K',
        'vehicle.vin': 'YV1UZA8V1P1234567',
        'vehicle.mileageKm': '48500',
        'vehicle.brand': 'Volvo',
        'vehicle.model': 'XC60',
        'vehicle.variant': 'B5 AWD Plus',
        'vehicle.modelYear': '2023',
        'vehicle.vatStatus': 'VAT_DEDUCTIBLE',
      },
      notice: errors.vehicleFound,
    });
    expect(calls).toEqual([{ method: 'GET', url: `${BASE}lookup/vehicle/MLB%2052K/48500`, body: undefined }]);
  });

  it('a plate the register does not know is a message under the plate field', async () => {
    const response = await setUp(Response.json({ error: { code: 'VEHICLE_NOT_FOUND' } }, { status: 404 })).call(typed('ABC 123', '1000'));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ result: 'notFound', errors: { 'vehicle.numberPlate': errors.noVehicle } });
  });

  it('a malformed plate and a missing mileage are messages at their fields, and nothing is looked up', async () => {
    const { call, calls } = setUp(Response.json(VOLVO));
    const response = await call(typed('QBC 123', ''));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      result: 'invalid',
      errors: { 'vehicle.numberPlate': errors.numberPlateInvalid, 'vehicle.mileageKm': errors.notEmpty },
    });
    expect(calls).toHaveLength(0);
  });

  it('a register that is down, or an API that does not answer in time, tells the dealer to type the vehicle', async () => {
    const down = await setUp(Response.json({ error: { code: 'REGISTER_UNAVAILABLE' } }, { status: 503 })).call(typed('ERR 503', '12000'));
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ result: 'unavailable', notice: errors.registerUnavailable });
    expect(await (await setUp('hang').call(typed('ERR 503', '12000'))).json()).toEqual({ result: 'unavailable', notice: errors.registerUnavailable });
  });

  it('a body that is not the three typed strings is refused without a lookup (the page then posts the form)', async () => {
    const { call, calls } = setUp(Response.json(VOLVO));
    for (const body of [
      'numberPlate=MLB52K',
      JSON.stringify({ numberPlate: 'MLB 52K', mileageKm: 48500, vin: '' }),
      typed('MLB 52K', '48500', 'X'.repeat(600)),
    ]) {
      const response = await call(body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: { code: 'wrongData' } });
    }
    expect(calls).toHaveLength(0);
  });

  it('a user without BUSINESS_FINANCE gets 403 and nothing is looked up', async () => {
    const { call, calls } = setUp(Response.json(VOLVO), ['LEASING']);
    const response = await call(typed('MLB 52K', '48500'));
    expect(response.status).toBe(403);
    expect(calls).toHaveLength(0);
  });
});

describe('vehicleLookupAnswer', () => {
  it('keeps the first message of each field, translated', () => {
    const t = translator('fi-FI');
    const answer = vehicleLookupAnswer(
      { result: 'invalid', fieldErrors: { 'vehicle.vin': ['inventoryFinancingApply.errors.vinInvalid', 'inventoryFinancingApply.errors.notEmpty'] } },
      t,
      key,
    );
    expect(answer).toEqual({ result: 'invalid', errors: { 'vehicle.vin': t('inventoryFinancingApply.errors.vinInvalid') } });
  });
});
