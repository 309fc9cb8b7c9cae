// The seed is what DEMO-DATA.md promises: every demo user signs in and sees their organisation.
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KeyAccountManagerSchema, PartnerSchema, UserSchema } from '../../src/lib/api/schemas.ts';
import { startBackend, type RunningBackend } from '../support/backend.ts';
import { signIn } from '../support/oidc-sign-in.ts';
import { callApi, DEMO_PASSWORD } from '../support/partner-api.ts';

const DEMO_USERS = [
  {
    email: 'anna.admin@bilhuset.example',
    country: 'se',
    dealer: 'Bilhuset Syd AB',
    organizationNumber: '5561234567',
    roles: ['BLANCO', 'LEASING', 'BUSINESS_FINANCE', 'POINT_SHOP', 'MARKET_PLACE', 'COMMISSION', 'ORGANIZATION_ADMIN'],
    kam: { firstName: 'Karin', lastName: 'Lund', phoneNumber: '+46 40 123 45 67' },
    balance: 12500,
  },
  {
    email: 'erik.sales@bilhuset.example',
    country: 'se',
    dealer: 'Bilhuset Syd AB',
    organizationNumber: '5561234567',
    roles: ['BLANCO'],
    kam: { firstName: 'Karin', lastName: 'Lund', phoneNumber: '+46 40 123 45 67' },
    balance: null,
  },
  {
    email: 'basic.user@bilhuset.example',
    country: 'se',
    dealer: 'Bilhuset Syd AB',
    organizationNumber: '5561234567',
    roles: [],
    kam: { firstName: 'Lars', lastName: 'Holm', phoneNumber: null },
    balance: null,
  },
  {
    email: 'mikko.myyja@autotalo.example',
    country: 'fi',
    dealer: 'Autotalo Oy',
    organizationNumber: '1234567-1',
    roles: ['BLANCO', 'LEASING', 'POINT_SHOP', 'COMMISSION'],
    kam: { firstName: 'Kaisa', lastName: 'Virtanen', phoneNumber: '+358 9 123 4567' },
    balance: 8300,
  },
  {
    email: 'mette.salg@bilcenter.example',
    country: 'dk',
    dealer: 'Bilcenter ApS',
    organizationNumber: '12345674',
    roles: ['BLANCO', 'LEASING', 'POINT_SHOP', 'MARKET_PLACE'],
    kam: { firstName: 'Mads', lastName: 'Nielsen', phoneNumber: '+45 86 12 34 56' },
    balance: 4100,
  },
] as const;

let backend: RunningBackend;
beforeAll(async () => {
  backend = await startBackend();
}, 30_000);
afterAll(() => backend?.stop());

describe.each(DEMO_USERS)('demo user $email', (demo) => {
  let token: string;
  beforeAll(async () => {
    token = (await signIn(backend.url, demo.email, DEMO_PASSWORD)).access_token;
  }, 20_000);

  it('GET account/me returns their roles, dealer and country', async () => {
    const response = await callApi(backend, demo.country, 'account/me', token);
    expect(response.status).toBe(200);
    const me = v.parse(UserSchema, await response.json());
    expect(me.email).toBe(demo.email);
    expect(me.grantedRoles).toEqual(demo.roles);
    expect(me.dealer).toEqual({
      name: demo.dealer,
      organizationNumber: demo.organizationNumber,
      countryCode: demo.country.toUpperCase(),
    });
    expect(me.intercomUserId).toBe(me.id);
    expect(me.intercomUserAuthCode).toMatch(/^[0-9a-f]{64}$/);
  });

  it('GET partner/kam returns their key account manager', async () => {
    const response = await callApi(backend, demo.country, 'partner/kam', token);
    expect(response.status).toBe(200);
    expect(v.parse(KeyAccountManagerSchema, await response.json())).toEqual(demo.kam);
  });

  it('GET partner returns their dealer', async () => {
    const response = await callApi(backend, demo.country, 'partner', token);
    const partner = v.parse(PartnerSchema, await response.json());
    expect(partner).toMatchObject({ name: demo.dealer, organizationNumber: demo.organizationNumber });
  });

  it('GET shop/account returns the points balance, or 403 without POINT_SHOP', async () => {
    const response = await callApi(backend, demo.country, 'shop/account', token);
    if (demo.balance === null) {
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: { code: 'NO_ACCESS' } });
    } else {
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ balance: demo.balance });
    }
  });
});

describe('languages per country', () => {
  it.each([
    ['anna.admin@bilhuset.example', 'se', ['sv'], null],
    ['mikko.myyja@autotalo.example', 'fi', ['fi', 'sv'], 'fi'],
    ['mette.salg@bilcenter.example', 'dk', ['da'], null],
  ])(
    '%s (%s) may choose %j, has chosen %s',
    async (email, country, available, selected) => {
      const { access_token } = await signIn(backend.url, email, DEMO_PASSWORD);
      const me = v.parse(UserSchema, await (await callApi(backend, country, 'account/me', access_token)).json());
      expect(me.language).toEqual({ availableLanguageCodes: available, selectedLanguageCode: selected });
    },
    20_000,
  );
});

describe('Bilhuset Syd AB', () => {
  it('has two facilities and is onboarded to inventory financing', async () => {
    const { access_token } = await signIn(backend.url, 'erik.sales@bilhuset.example', DEMO_PASSWORD);
    const facilities = await (await callApi(backend, 'se', 'partner/facilities', access_token)).json();
    expect(facilities.map((facility: { name: string }) => facility.name).sort()).toEqual(['Bilhuset Syd Lund', 'Bilhuset Syd Malmö']);
    const partner = await (await callApi(backend, 'se', 'partner', access_token)).json();
    expect(partner.onboardedToInventoryFinancing).toBe(true);
  }, 20_000);
});
