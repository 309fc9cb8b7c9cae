// The price tag's vehicle lookup (issue 25 §2): the "fetch vehicle" button sends the plate and the
// mileage in the GET form, the tag itself is then not checked; a found car becomes the vehicle text
// (make, model, variant, model year, mileage, within the tag's 120 characters); no vehicle and a
// malformed plate are said at the plate, a mileage that is no whole number at the mileage, and the
// register down says so (the dealer types the text).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PriceList } from '../../src/lib/api/blanco';
import { createApiClient } from '../../src/lib/api/client';
import type { Vehicle } from '../../src/lib/api/lookup-schemas';
import { PriceTagQuerySchema } from '../../src/lib/api/price-tag';
import { priceTagForm, vehicleText, type PriceTagValues } from '../../src/lib/price-tag/price-tag';
import { lookUpPriceTagVehicle } from '../../src/lib/price-tag/vehicle-lookup.server';
import * as v from 'valibot';
import type { User } from '../../src/lib/api/schemas';
import { worker } from '../support/dealer-state-storage';

vi.mock('cloudflare:workers', async () => (await import('../support/dealer-state-storage')).workerModule());
beforeEach(() => worker.reset());

const SELLER = { id: 'seller-1', dealer: { name: 'Autotalo', organizationNumber: '1234567-8', countryCode: 'FI' } } as User;

const BASE = 'http://api.test/fi/';
const VOLVO: Vehicle = {
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
  lastInspection: null,
  mileageKm: 67_015,
  mileageBelowLastInspection: false,
};
const PRICE_LIST: PriceList = {
  id: 'pl',
  validFrom: '2026-01-01',
  currency: 'EUR',
  steps: [{ interestRate: 7.9, minAmount: 1000, maxAmount: 60_000, terms: [60], setupFee: 0, monthlyFee: 0 }],
};
const NBSP = /[\u00a0\u202f]/g;

function fakeApi(answer: Response) {
  const urls: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    urls.push(String(input));
    return answer.clone();
  });
  return { api: createApiClient({ baseUrl: BASE, accessToken: 't', fetch: fetch as typeof globalThis.fetch, readTimeoutMs: 30 }), urls };
}

const values = (numberPlate: string, mileageKm: string): PriceTagValues => ({
  heading: 'Viikon auto',
  numberPlate,
  mileageKm,
  vehicle: 'vanha teksti',
  cashPrice: '24500',
  downPayment: '',
  term: '',
  interestRate: '',
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the vehicle text a found car writes', () => {
  it('is make, model, variant, model year and the mileage in the dealer’s language', () => {
    expect(vehicleText(VOLVO, 67_015, 'fi-FI').replace(NBSP, ' ')).toBe('Volvo V60 B4 Momentum 2021, 67 015 km');
    expect(vehicleText(VOLVO, 58_300, 'da-DK')).toBe('Volvo V60 B4 Momentum 2021, 58.300 km');
    expect(vehicleText({ ...VOLVO, variant: '' }, 0, 'sv-SE')).toBe('Volvo V60 2021, 0 km');
  });

  it('leaves the variant out when the whole would not fit on the tag, and cuts only as the last resort', () => {
    const long = { ...VOLVO, variant: 'x'.repeat(100) };
    const text = vehicleText(long, 67_015, 'sv-SE');
    expect(text.replace(NBSP, ' ')).toBe('Volvo V60 2021, 67 015 km');
    const exactly = vehicleText({ ...VOLVO, variant: 'v'.repeat(120 - 'Volvo V60  2021, 1 km'.length) }, 1, 'sv-SE');
    expect(exactly).toHaveLength(120);
    expect(exactly).toContain('vvv');
    expect(vehicleText({ ...VOLVO, model: 'm'.repeat(200) }, 1, 'sv-SE')).toHaveLength(120);
  });

  it('is a text the tag takes (the schema the PDF is made with)', () => {
    const vehicle = vehicleText(VOLVO, 2_000_000, 'sv-FI');
    expect(v.safeParse(PriceTagQuerySchema, { heading: 'Bil', vehicle, cashPrice: '1', term: '1', interestRate: '1' }).success).toBe(true);
  });
});

describe('the price tag form sent by the lookup’s button', () => {
  it('is not checked as a tag: the lookup answers instead', () => {
    const search = new URLSearchParams({ ...values('ÅLA-312', '67015'), heading: '', intent: 'lookupVehicle' });
    expect(priceTagForm(search, PRICE_LIST, null)).toMatchObject({ errors: {}, query: null, vehicleLookup: true });
    search.delete('intent');
    expect(priceTagForm(search, PRICE_LIST, null)).toMatchObject({ errors: { heading: 'priceTag.errors.headingRequired' }, vehicleLookup: false });
  });
});

describe('the price tag’s lookup', () => {
  const locals = { country: 'FI' as const, locale: 'fi-FI' as const };

  it('writes the vehicle text of a found car, keeps everything else typed, and says to check it', async () => {
    const { api, urls } = fakeApi(Response.json(VOLVO));
    const answer = await lookUpPriceTagVehicle(api, locals, SELLER, values('åla312', '67 015'));
    expect(urls).toEqual([`${BASE}lookup/vehicle/%C3%85LA-312/67015`]);
    expect({ ...answer, values: { ...answer.values, vehicle: answer.values.vehicle.replace(NBSP, ' ') } }).toEqual({
      values: { ...values('åla312', '67 015'), vehicle: 'Volvo V60 B4 Momentum 2021, 67 015 km' },
      errors: {},
      notice: { key: 'priceTag.vehicleLookup.vehicleFound', found: true },
    });
  });

  it('asks for the plate and the mileage, names a malformed plate or mileage, and asks the register nothing', async () => {
    const { api, urls } = fakeApi(Response.json(VOLVO));
    expect((await lookUpPriceTagVehicle(api, locals, SELLER, values('', ''))).errors).toEqual({
      numberPlate: 'priceTag.vehicleLookup.notEmpty',
      mileageKm: 'priceTag.vehicleLookup.notEmpty',
    });
    expect((await lookUpPriceTagVehicle(api, locals, SELLER, values('ABCD-1', '12,5'))).errors).toEqual({
      numberPlate: 'priceTag.vehicleLookup.numberPlateInvalid',
      mileageKm: 'priceTag.vehicleLookup.wholeNumber',
    });
    expect(urls).toEqual([]);
  });

  it('says no vehicle has the plate at the plate, the vehicle text left as typed', async () => {
    const { api } = fakeApi(Response.json({ error: { code: 'VEHICLE_NOT_FOUND' } }, { status: 404 }));
    expect(await lookUpPriceTagVehicle(api, locals, SELLER, values('ABC-123', '10'))).toEqual({
      values: values('ABC-123', '10'),
      errors: { numberPlate: 'priceTag.vehicleLookup.noVehicle' },
      notice: null,
    });
  });

  it('says the register is down, and the dealer types the text', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { api } = fakeApi(Response.json({ error: { code: 'REGISTER_UNAVAILABLE' } }, { status: 503 }));
    expect(await lookUpPriceTagVehicle(api, locals, SELLER, values('ABC-123', '10'))).toEqual({
      values: values('ABC-123', '10'),
      errors: {},
      notice: { key: 'priceTag.vehicleLookup.registerUnavailable', found: false },
    });
  });

  it('over the limit asks the register nothing and says to type the car; each lookup leaves a record', async () => {
    const { api, urls } = fakeApi(Response.json(VOLVO));
    for (let index = 0; index < 30; index++) await lookUpPriceTagVehicle(api, locals, SELLER, values('ÅLA-312', '10'));
    expect(await lookUpPriceTagVehicle(api, locals, SELLER, values('ÅLA-312', '10'))).toEqual({
      values: values('ÅLA-312', '10'),
      errors: {},
      notice: { key: 'lookupLimit.vehicle', found: false },
    });
    expect(urls).toHaveLength(30);
    await Promise.all(worker.background);
    const kept = worker.objects.get('FI:1234567-8')!.lookupRecords(1);
    expect(kept).toHaveLength(30);
    expect(kept.every((record) => record.kind === 'vehicle' && record.found === true && record.userId === 'seller-1')).toBe(true);
    // The time is a number that may hold any digits; everything else kept must not hold the plate's.
    expect(JSON.stringify(kept.map((record) => ({ ...record, at: 0 })))).not.toMatch(/312|ÅLA/);
  });
});
