// The organisation view in backend/: the dealer's root data, facilities and the bank account its
// commissions are paid to (each demo dealer its country's kind of account; one set to MISSING by the
// test control), ORGANIZATION_ADMIN only; and the dealer's postal address in GET partner, for every user.
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrganisationSchema, type Organisation } from '../../src/lib/api/partner-schemas.ts';
import { PartnerSchema } from '../../src/lib/api/schemas.ts';
import { startBackend, type RunningBackend } from '../support/backend.ts';
import { tokenOf, USERS } from '../support/blanco-api.ts';
import { errorCodeOf } from '../support/business-finance-api.ts';
import { callApi, postJson } from '../support/partner-api.ts';

describe('GET partner/organisation', () => {
  let backend: RunningBackend;
  const tokens = {} as Record<'anna' | 'erik' | 'basic' | 'mikko' | 'mette', string>;
  beforeAll(async () => {
    backend = await startBackend();
    for (const name of ['anna', 'erik', 'basic', 'mikko', 'mette'] as const) tokens[name] = await tokenOf(backend, USERS[name]);
  }, 30_000);
  afterAll(() => backend?.stop());

  async function organisationOf(token: string, country: string): Promise<Organisation> {
    const response = await callApi(backend, country, 'partner/organisation', token);
    expect(response.status).toBe(200);
    return v.parse(OrganisationSchema, await response.json());
  }

  it("Bilhuset's company data, both facilities and its bankgiro", async () => {
    expect(await organisationOf(tokens.anna, 'se')).toEqual({
      name: 'Bilhuset Syd AB',
      organizationNumber: '5561234567',
      countryCode: 'SE',
      email: 'info@bilhuset.example',
      phone: '+46 40 10 20 30',
      facilities: [
        { id: 'facility-lund', name: 'Bilhuset Syd Lund' },
        { id: 'facility-malmo', name: 'Bilhuset Syd Malmö' },
      ],
      bankAccount: { type: 'BANKGIRO', accountNumber: '50501055' },
    });
  });

  it("Autotalo's account is a Finnish IBAN with its BIC, Bilcenter's a Danish registration and account number with its IBAN", async () => {
    for (const [email, country, bankAccount] of [
      [USERS.mikko, 'fi', { type: 'FI_BANK', iban: 'FI2112345600000785', bic: 'NDEAFIHH' }],
      [USERS.mette, 'dk', { type: 'BBAN', clearingNumber: '0040', accountNumber: '0440116243', iban: 'DK5000400440116243' }],
    ] as const) {
      await postJson(backend, '/__test/roles', { email, roles: ['ORGANIZATION_ADMIN'] });
      try {
        expect((await organisationOf(await tokenOf(backend, email), country)).bankAccount).toEqual(bankAccount);
      } finally {
        await postJson(backend, '/__test/reset-user', { email });
      }
    }
  });

  it('a dealer set up without an account answers MISSING, and has its account back after the reset', async () => {
    expect((await postJson(backend, '/__test/bank-account', { organizationNumber: '5561234567', missing: true })).status).toBe(204);
    try {
      expect((await organisationOf(tokens.anna, 'se')).bankAccount).toEqual({ type: 'MISSING' });
    } finally {
      expect((await postJson(backend, '/__test/bank-account', { organizationNumber: '5561234567', missing: false })).status).toBe(204);
    }
    expect((await organisationOf(tokens.anna, 'se')).bankAccount.type).toBe('BANKGIRO');
  });

  it("GET partner answers every user, organisation admin or not, their dealer's postal address (the point shop's checkout starts there)", async () => {
    for (const [token, country, address] of [
      [tokens.anna, 'se', { street: 'Jägersrovägen 160', postalCode: '212 37', city: 'Malmö' }],
      [tokens.basic, 'se', { street: 'Jägersrovägen 160', postalCode: '212 37', city: 'Malmö' }],
      [tokens.mikko, 'fi', { street: 'Konalantie 47', postalCode: '00390', city: 'Helsinki' }],
      [tokens.mette, 'dk', { street: 'Viborgvej 143', postalCode: '8210', city: 'Aarhus V' }],
    ] as const) {
      const response = await callApi(backend, country, 'partner', token);
      expect(response.status).toBe(200);
      expect(v.parse(PartnerSchema, await response.json()).address).toEqual(address);
    }
  });

  it('a user without ORGANIZATION_ADMIN gets 403 on the organisation and its users', async () => {
    for (const [token, country] of [
      [tokens.erik, 'se'],
      [tokens.basic, 'se'],
      [tokens.mikko, 'fi'],
      [tokens.mette, 'dk'],
    ] as const) {
      for (const path of ['partner/organisation', 'partner/employees']) {
        expect(await errorCodeOf(await callApi(backend, country, path, token))).toEqual({ status: 403, code: 'NO_ACCESS' });
      }
    }
  });
});
