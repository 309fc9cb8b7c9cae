// account/me updates and the employees list of partner/.
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmployeePageSchema, UserSchema } from '../../src/lib/api/schemas.ts';
import { startBackend, type RunningBackend } from '../support/backend.ts';
import { signIn } from '../support/oidc-sign-in.ts';
import { callApi, DEMO_PASSWORD, postJson } from '../support/partner-api.ts';

let backend: RunningBackend;
let anna: string;
let mikko: string;
beforeAll(async () => {
  backend = await startBackend();
  anna = (await signIn(backend.url, 'anna.admin@bilhuset.example', DEMO_PASSWORD)).access_token;
  mikko = (await signIn(backend.url, 'mikko.myyja@autotalo.example', DEMO_PASSWORD)).access_token;
}, 30_000);
afterAll(() => backend?.stop());

const me = async (country: string, token: string) => v.parse(UserSchema, await (await callApi(backend, country, 'account/me', token)).json());

describe('PUT account/me/language', () => {
  it('a language the user lacks → 400 WRONG_DATA, and nothing changes', async () => {
    const response = await callApi(backend, 'se', 'account/me/language', anna, { method: 'PUT', body: { languageCode: 'fi' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'WRONG_DATA' } });
    expect((await me('se', anna)).language.selectedLanguageCode).toBeNull();
  });

  it('a code that is no language → 400 WRONG_DATA with the validation message', async () => {
    const response = await callApi(backend, 'se', 'account/me/language', anna, { method: 'PUT', body: { languageCode: 'en' } });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('WRONG_DATA');
    expect(body.error.message).toContain('languageCode');
  });

  it('a Finnish user switches to Swedish → 204 and me shows it', async () => {
    const response = await callApi(backend, 'fi', 'account/me/language', mikko, { method: 'PUT', body: { languageCode: 'sv' } });
    expect(response.status).toBe(204);
    expect((await me('fi', mikko)).language).toEqual({ availableLanguageCodes: ['fi', 'sv'], selectedLanguageCode: 'sv' });
  });
});

describe('PUT account/me', () => {
  it('updates name and phone and returns the user', async () => {
    const response = await callApi(backend, 'fi', 'account/me', mikko, {
      method: 'PUT',
      body: { firstname: ' Mikko ', lastname: 'Myyjä-Virta', phone: '+358 40 765 4321' },
    });
    expect(response.status).toBe(200);
    const user = v.parse(UserSchema, await response.json());
    expect(user).toMatchObject({ firstname: 'Mikko', lastname: 'Myyjä-Virta', phone: '+358 40 765 4321' });
    expect((await me('fi', mikko)).lastname).toBe('Myyjä-Virta');
  });

  it('an empty first name → 400 WRONG_DATA', async () => {
    const response = await callApi(backend, 'fi', 'account/me', mikko, {
      method: 'PUT',
      body: { firstname: '', lastname: 'Myyjä', phone: '' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'WRONG_DATA', message: expect.stringContaining('firstname') } });
  });
});

describe('GET partner/employees', () => {
  const employees = async (query: string, token = anna, country = 'se') => {
    const response = await callApi(backend, country, `partner/employees?${query}`, token);
    expect(response.status).toBe(200);
    return v.parse(EmployeePageSchema, await response.json());
  };

  it('pages the dealer’s active users, demo users and seeded colleagues, sorted by last name (Swedish order)', async () => {
    const first = await employees('page=0&size=2');
    expect(first).toMatchObject({ page: 0, size: 2, totalElements: 25, totalPages: 13 });
    expect(first.content.map((e) => e.lastname)).toEqual(['Andersson', 'Bengtsson']);
    const second = await employees('page=1&size=2');
    expect(second.content.map((e) => e.lastname)).toEqual(['Berg', 'Eriksson']);
    const last = await employees('page=12&size=2');
    expect(last.content.map((e) => e.lastname)).toEqual(['Öberg']);
    expect(JSON.stringify(await employees('size=100'))).not.toContain('nina.new@bilhuset.example');
  });

  it('defaults to the first page of 20', async () => {
    expect(await employees('')).toMatchObject({ page: 0, size: 20, totalElements: 25, totalPages: 2 });
  });

  it('filters by first or last name, ignoring case', async () => {
    expect((await employees('name=SVENS')).content.map((e) => e.email)).toEqual(['erik.sales@bilhuset.example']);
    expect((await employees('name=bodil')).content.map((e) => e.email)).toEqual(['basic.user@bilhuset.example']);
    expect((await employees('name=henrik åberg')).content.map((e) => e.email)).toEqual(['henrik.aberg@bilhuset.example']);
    expect(await employees('name=mikko')).toMatchObject({ content: [], totalElements: 0, totalPages: 0 });
  });

  it('only shows the user’s own dealer', async () => {
    await postJson(backend, '/__test/roles', { email: 'mikko.myyja@autotalo.example', roles: ['ORGANIZATION_ADMIN'] });
    try {
      const page = await employees('size=100', mikko, 'fi');
      expect(page.totalElements).toBe(7);
      expect(page.content.every((e) => e.email.endsWith('@autotalo.example'))).toBe(true);
    } finally {
      await postJson(backend, '/__test/reset-user', { email: 'mikko.myyja@autotalo.example' });
    }
  });

  it('a user without ORGANIZATION_ADMIN gets 403', async () => {
    const response = await callApi(backend, 'fi', 'partner/employees', mikko);
    expect(response.status).toBe(403);
  });

  it('a bad page size → 400 WRONG_DATA', async () => {
    const response = await callApi(backend, 'se', 'partner/employees?size=0', anna);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'WRONG_DATA' } });
  });
});
