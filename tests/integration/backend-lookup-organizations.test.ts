// POST lookup/organizations: the company register stand-in per country, SE sole traders, unknown and invalid numbers.
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrganizationSchema } from '../../src/lib/api/leasing-schemas.ts';
import { startBackend, type RunningBackend } from '../support/backend.ts';
import { tokenOf, USERS, type Country } from '../support/blanco-api.ts';
import { callApi } from '../support/partner-api.ts';

describe('organisation lookup', () => {
  let backend: RunningBackend;
  const tokens = {} as Record<Country, string>;
  const lookup = (country: Country, organizationNumber: unknown) =>
    callApi(backend, country, 'lookup/organizations', tokens[country], { method: 'POST', body: { organizationNumber } });
  beforeAll(async () => {
    backend = await startBackend();
    tokens.se = await tokenOf(backend, USERS.anna);
    tokens.fi = await tokenOf(backend, USERS.mikko);
    tokens.dk = await tokenOf(backend, USERS.mette);
  }, 30_000);
  afterAll(() => backend?.stop());

  it('finds a known Swedish company with name, address, VAT number and signatory, however the number is typed', async () => {
    for (const typed of ['556789-0107', '5567890107', '165567890107']) {
      const response = await lookup('se', typed);
      expect(response.status, typed).toBe(200);
      expect(v.parse(OrganizationSchema, await response.json())).toEqual({
        organizationNumber: '556789-0107',
        kind: 'COMPANY',
        name: 'Skånebygg Entreprenad AB',
        vatNumber: 'SE556789010701',
        address: { street: 'Industrigatan 12', postalCode: '212 14', city: 'Malmö' },
        signatory: { name: 'Henrik Borg' },
      });
    }
  });

  it("finds a Swedish sole trader by the owner's personnummer, with or without the century", async () => {
    for (const typed of ['780523-4627', '19780523-4627', '197805234627']) {
      const response = await lookup('se', typed);
      expect(response.status, typed).toBe(200);
      expect(await response.json()).toMatchObject({
        organizationNumber: '780523-4627',
        kind: 'SOLE_TRADER',
        name: 'Eva Lindgren Hårvård',
        signatory: { name: 'Eva Lindgren' },
      });
    }
  });

  it('finds a known Finnish and a known Danish company', async () => {
    expect(await (await lookup('fi', '2345678-0')).json()).toMatchObject({
      organizationNumber: '2345678-0',
      name: 'Rakennus Virtanen Oy',
      vatNumber: 'FI23456780',
      address: { city: 'Helsinki' },
      signatory: { name: 'Jari Virtanen' },
    });
    expect(await (await lookup('dk', 'DK 3145 0004')).json()).toMatchObject({
      organizationNumber: '31450004',
      name: 'Jensen Byg ApS',
      vatNumber: 'DK31450004',
      address: { postalCode: '8000', city: 'Aarhus C' },
    });
  });

  it('a valid number nobody has is "no organisation found" (404 ORGANIZATION_NOT_FOUND)', async () => {
    // Valid check digits: the demo dealers themselves, not in the register; a valid personnummer of no sole trader.
    for (const [country, number] of [
      ['se', '556123-4567'],
      ['se', '19850312-9820'],
      ['fi', '1234567-1'],
      ['dk', '13585628'],
    ] as const) {
      const response = await lookup(country, number);
      expect(response.status, number).toBe(404);
      expect(await response.json()).toMatchObject({ error: { code: 'ORGANIZATION_NOT_FOUND' } });
    }
  });

  it("an invalid number is 400 INVALID_ORGANIZATION_NUMBER; another country's number is invalid here", async () => {
    for (const [country, number] of [
      ['se', '556789-0108'],
      ['se', '12345'],
      ['fi', '2345678-1'],
      ['dk', '13585627'],
      ['dk', '556789-0107'],
      ['fi', '31450004'],
    ] as const) {
      const response = await lookup(country, number);
      expect(response.status, `${country} ${number}`).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: 'INVALID_ORGANIZATION_NUMBER' } });
    }
    const missing = await lookup('se', 5567890107);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ error: { code: 'WRONG_DATA' } });
  });
});
