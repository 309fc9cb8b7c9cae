// lookup/vehicle/{numberPlate}/{metricInKilometers} and lookup/vehicle-by-vin: the vehicle register
// stand-in per country (found, no vehicle, invalid, register unavailable), who may ask, and the
// person lookup for inventory financing's signatory and guarantor (a body, never a URL).
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_VEHICLES } from '../../backend/src/vehicles/demo-vehicles.ts';
import { VehicleSchema } from '../../src/lib/api/lookup-schemas.ts';
import { startBackend, type RunningBackend } from '../support/backend.ts';
import { OUTCOME_IDS, tokenOf, USERS, type Country } from '../support/blanco-api.ts';
import { callApi, postJson } from '../support/partner-api.ts';

describe('vehicle register lookup', () => {
  let backend: RunningBackend;
  const tokens = {} as Record<Country | 'erik' | 'basic', string>;
  const byPlate = (country: Country, plate: string, mileage: string | number = 50_000, token = tokens[country]) =>
    callApi(backend, country, `lookup/vehicle/${encodeURIComponent(plate)}/${mileage}`, token);
  const byVin = (country: Country, vin: unknown, metricInKilometers: unknown = 50_000, token = tokens[country]) =>
    callApi(backend, country, 'lookup/vehicle-by-vin', token, { method: 'POST', body: { vin, metricInKilometers } });
  const vehicleOf = async (response: Response) => {
    expect(response.status).toBe(200);
    return v.parse(VehicleSchema, await response.json());
  };
  const errorOf = async (response: Response) => ({ status: response.status, code: ((await response.json()) as { error: { code: string } }).error.code });
  /** Roles live in the users table; the API reads them on every request. */
  const setRoles = (email: string, roles: string[]) => {
    const db = new DatabaseSync(join(backend.dataDir, 'portal.db'));
    try {
      db.prepare('UPDATE users SET roles = ? WHERE email = ?').run(JSON.stringify(roles), email);
    } finally {
      db.close();
    }
  };
  const switchRegister = async (available: boolean) => expect((await postJson(backend, '/__test/vehicle-register', { available })).status).toBe(204);

  beforeAll(async () => {
    backend = await startBackend();
    const signedIn = await Promise.all(
      (
        [
          ['se', USERS.anna],
          ['fi', USERS.mikko],
          ['dk', USERS.mette],
          ['erik', USERS.erik],
          ['basic', USERS.basic],
        ] as const
      ).map(async ([who, email]) => [who, await tokenOf(backend, email)] as const),
    );
    for (const [who, token] of signedIn) tokens[who] = token;
  }, 30_000);
  afterEach(() => switchRegister(true));
  afterAll(() => backend?.stop());

  it("finds a Swedish car by its plate however typed, with the register's fields and VAT status", async () => {
    for (const typed of ['MLB 52K', 'mlb52k', 'MLB-52K']) {
      expect(await vehicleOf(await byPlate('se', typed, 51_000)), typed).toEqual({
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
        lastInspection: { date: '2025-11-03', odometerKm: 48_210 },
        mileageKm: 51_000,
        mileageBelowLastInspection: false,
      });
    }
  });

  it('gives a Swedish inspection read in mil in km, and flags a mileage below the last inspection', async () => {
    const corolla = await vehicleOf(await byPlate('se', 'DJU 318', 90_000));
    expect(corolla).toMatchObject({
      make: 'Toyota',
      vatStatus: 'MARGIN_SCHEME',
      lastInspection: { odometerKm: 94_120 },
      mileageKm: 90_000,
      mileageBelowLastInspection: true,
    });
  });

  it('finds Finnish cars, an Åland plate too, and a young car with no inspection yet', async () => {
    expect(await vehicleOf(await byPlate('fi', 'kmt 482'))).toMatchObject({
      country: 'FI',
      numberPlate: 'KMT-482',
      make: 'Škoda',
      fuel: 'DIESEL',
      vatStatus: 'MARGIN_SCHEME',
    });
    expect(await vehicleOf(await byPlate('fi', 'åla 312'))).toMatchObject({ numberPlate: 'ÅLA-312', make: 'Volvo', model: 'V60' });
    expect(await vehicleOf(await byPlate('fi', 'ZXN-15', 0))).toMatchObject({
      make: 'Tesla',
      vatStatus: 'VAT_DEDUCTIBLE',
      lastInspection: null,
      mileageKm: 0,
      mileageBelowLastInspection: false,
    });
  });

  it('finds a Danish car by plate (typed as printed, AB 12 345), and a Danish stock car without plates by its VIN', async () => {
    expect(await vehicleOf(await byPlate('dk', 'CV 48 213'))).toMatchObject({
      country: 'DK',
      numberPlate: 'CV 48213',
      make: 'Volkswagen',
      vatStatus: 'MARGIN_SCHEME',
    });
    expect(await vehicleOf(await byVin('dk', 'tmbjc9ny4nf123456'))).toMatchObject({
      numberPlate: null,
      vin: 'TMBJC9NY4NF123456',
      make: 'Škoda',
      model: 'Enyaq',
      registrationStatus: 'DEREGISTERED',
      vatStatus: 'VAT_DEDUCTIBLE',
    });
    expect(await vehicleOf(await byVin('dk', '3FMTK3SU5MMA12345'))).toMatchObject({ make: 'Ford', model: 'Mustang Mach-E', numberPlate: null });
    // A car with plates is found by its VIN too, and a VIN lookup works in every country.
    expect(await vehicleOf(await byVin('dk', 'WVWZZZ3CZLE123456'))).toMatchObject({ numberPlate: 'CV 48213' });
    expect(await vehicleOf(await byVin('se', '5UXTA6C05M9E12345'))).toMatchObject({ make: 'BMW', numberPlate: 'HNX 22C' });
  });

  it('every demo car of backend/README.md is found in its country by its plate (if it has one) and by its VIN', async () => {
    for (const [country, cars] of [
      ['se', DEMO_VEHICLES.SE],
      ['fi', DEMO_VEHICLES.FI],
      ['dk', DEMO_VEHICLES.DK],
    ] as const) {
      for (const car of cars) {
        if (car.numberPlate !== null) expect(await vehicleOf(await byPlate(country, car.numberPlate)), car.numberPlate).toMatchObject(car);
        expect(await vehicleOf(await byVin(country, car.vin)), car.vin).toMatchObject(car);
      }
    }
  });

  it('a valid plate or VIN the register does not know is "no vehicle for the plate" (404 VEHICLE_NOT_FOUND)', async () => {
    for (const [country, plate] of [
      ['se', 'ABC 123'],
      ['fi', 'ABC-123'],
      ['dk', 'AB 12345'],
    ] as const) {
      expect(await errorOf(await byPlate(country, plate)), plate).toEqual({ status: 404, code: 'VEHICLE_NOT_FOUND' });
    }
    expect(await errorOf(await byVin('se', 'WAUZZZ8V0KA000001'))).toEqual({ status: 404, code: 'VEHICLE_NOT_FOUND' });
    // Another country's car is not in this country's register.
    expect(await errorOf(await byVin('fi', 'TMBJC9NY4NF123456'))).toEqual({ status: 404, code: 'VEHICLE_NOT_FOUND' });
  });

  it('a plate of the wrong shape is 400 INVALID_NUMBER_PLATE in each country', async () => {
    for (const [country, plate] of [
      ['se', 'QBC 123'],
      ['se', 'ÅBC 123'],
      ['se', 'CV 48213'],
      ['fi', 'ABCD-123'],
      ['fi', 'ÅLA-12345'],
      ['dk', 'AB 1234'],
      ['dk', 'ABC 123'],
    ] as const) {
      expect(await errorOf(await byPlate(country, plate)), `${country} ${plate}`).toEqual({ status: 400, code: 'INVALID_NUMBER_PLATE' });
    }
  });

  it('a malformed VIN is 400 INVALID_VIN: I, O or Q, a wrong length, a wrong North-American check digit', async () => {
    for (const vin of ['TMBJC9NY4NF12345I', 'TMBJC9NY4NF12345O', 'TMBJC9NY4NF12345Q', 'TMBJC9NY4NF12345', '3FMTK3SU6MMA12345']) {
      expect(await errorOf(await byVin('dk', vin)), vin).toEqual({ status: 400, code: 'INVALID_VIN' });
    }
    expect(await errorOf(await byVin('dk', 12345))).toEqual({ status: 400, code: 'WRONG_DATA' });
  });

  it('a mileage that is not whole kilometres from 0 to 2 000 000 is 400 WRONG_DATA', async () => {
    for (const mileage of ['abc', '-1', '12.5', '1e5', '2000001']) {
      expect(await errorOf(await byPlate('se', 'MLB 52K', mileage)), mileage).toEqual({ status: 400, code: 'WRONG_DATA' });
    }
    expect(await errorOf(await byVin('dk', 'TMBJC9NY4NF123456', -5))).toEqual({ status: 400, code: 'WRONG_DATA' });
  });

  it('the demo plate of each country, and the demo VIN, find the register unavailable (503 REGISTER_UNAVAILABLE)', async () => {
    for (const [country, plate] of [
      ['se', 'ERR 503'],
      ['fi', 'ERR-503'],
      ['dk', 'ER 50300'],
    ] as const) {
      expect(await errorOf(await byPlate(country, plate)), plate).toEqual({ status: 503, code: 'REGISTER_UNAVAILABLE' });
      expect(await errorOf(await byVin(country, 'WAUZZZ00000000503'))).toEqual({ status: 503, code: 'REGISTER_UNAVAILABLE' });
    }
  });

  it('the test switch takes the whole register down and brings it back; a malformed plate is still 400', async () => {
    await switchRegister(false);
    expect(await errorOf(await byPlate('se', 'MLB 52K'))).toEqual({ status: 503, code: 'REGISTER_UNAVAILABLE' });
    expect(await errorOf(await byVin('dk', 'TMBJC9NY4NF123456'))).toEqual({ status: 503, code: 'REGISTER_UNAVAILABLE' });
    expect(await errorOf(await byPlate('se', 'QBC 123'))).toEqual({ status: 400, code: 'INVALID_NUMBER_PLATE' });
    await switchRegister(true);
    await vehicleOf(await byPlate('se', 'MLB 52K'));
  });

  it('a user without roles gets 403 NO_ACCESS, before the plate is even read', async () => {
    expect(await errorOf(await byPlate('se', 'MLB 52K', 1, tokens.basic))).toEqual({ status: 403, code: 'NO_ACCESS' });
    expect(await errorOf(await byPlate('se', 'not a plate', 1, tokens.basic))).toEqual({ status: 403, code: 'NO_ACCESS' });
    expect(await errorOf(await byVin('se', 'YV1UZA8V1P1123456', 1, tokens.basic))).toEqual({ status: 403, code: 'NO_ACCESS' });
  });

  it('erik (loans only) looks a car up by its plate for the price tag, but not by VIN (the applications’ stock cars)', async () => {
    expect(await vehicleOf(await byPlate('se', 'MLB 52K', 51_000, tokens.erik))).toMatchObject({ make: 'Volvo', model: 'XC60', modelYear: 2023 });
    expect(await errorOf(await byPlate('se', 'QBC 123', 1, tokens.erik))).toEqual({ status: 400, code: 'INVALID_NUMBER_PLATE' });
    expect(await errorOf(await byVin('se', 'YV1UZA8V1P1123456', 1, tokens.erik))).toEqual({ status: 403, code: 'NO_ACCESS' });
  });

  it('a user with BUSINESS_FINANCE only looks up cars, and the signatory and guarantor by a personal id in the body', async () => {
    setRoles(USERS.basic, ['BUSINESS_FINANCE']);
    try {
      await vehicleOf(await byPlate('se', 'FYP 905', 60_000, tokens.basic));
      await vehicleOf(await byVin('se', 'WVWZZZCDZMW123456', 60_000, tokens.basic));
      const person = await callApi(backend, 'se', 'lookup/persons', tokens.basic, { method: 'POST', body: { personalId: OUTCOME_IDS.se.APPROVED } });
      expect(person.status).toBe(200);
      expect(await person.json()).toMatchObject({ personalId: OUTCOME_IDS.se.APPROVED });
    } finally {
      setRoles(USERS.basic, []);
    }
  });

  it('no person lookup takes a personal id in the URL: only the POST body answers', async () => {
    const id = OUTCOME_IDS.se.APPROVED;
    for (const path of [`lookup/persons/${id}`, `lookup/persons?personalId=${id}`, `lookup/persons/${id}/1`]) {
      const response = await callApi(backend, 'se', path, tokens.se);
      expect(response.status, path).not.toBe(200);
      expect(await response.text(), path).not.toContain('firstname');
    }
  });
});
