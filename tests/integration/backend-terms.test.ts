// The user terms a user accepted (SPEC §1): stored with the user, shown in account/me, reset by the test controls.
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserSchema } from '../../src/lib/api/schemas.ts';
import { TERMS_VERSION } from '../../src/lib/terms-version.ts';
import { startBackend, type RunningBackend } from '../support/backend.ts';
import { signIn } from '../support/oidc-sign-in.ts';
import { callApi, DEMO_PASSWORD, postJson } from '../support/partner-api.ts';

const ERIK = 'erik.sales@bilhuset.example';
let backend: RunningBackend;
let erik: string;
beforeAll(async () => {
  backend = await startBackend();
  erik = (await signIn(backend.url, ERIK, DEMO_PASSWORD)).access_token;
}, 30_000);
afterAll(() => backend?.stop());

const me = async () => v.parse(UserSchema, await (await callApi(backend, 'se', 'account/me', erik)).json());
const accept = (body: unknown) => callApi(backend, 'se', 'account/me/terms', erik, { method: 'PUT', body });

describe('user terms', () => {
  it('a demo user has accepted the current terms from the seed', async () => {
    expect((await me()).termsAccepted).toMatchObject({ version: TERMS_VERSION });
  });

  it('PUT account/me/terms stores the version with the time and answers the user', async () => {
    expect((await postJson(backend, '/__test/terms', { email: ERIK, version: null })).status).toBe(204);
    expect((await me()).termsAccepted).toBeNull();

    const before = Date.now();
    const response = await accept({ version: '2027-01-15' });
    expect(response.status).toBe(200);
    const user = v.parse(UserSchema, await response.json());
    expect(user.termsAccepted?.version).toBe('2027-01-15');
    const acceptedAt = Date.parse(user.termsAccepted?.acceptedAt ?? '');
    expect(acceptedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(acceptedAt).toBeLessThanOrEqual(Date.now() + 1000);
    expect((await me()).termsAccepted).toEqual(user.termsAccepted);
  });

  it('a version that is no date, or none, → 400 WRONG_DATA and the acceptance stays', async () => {
    const kept = (await me()).termsAccepted;
    for (const body of [{ version: 'latest' }, { version: '' }, {}]) {
      const response = await accept(body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: 'WRONG_DATA', message: expect.stringContaining('version') } });
    }
    expect((await me()).termsAccepted).toEqual(kept);
  });

  it('without a token → 401', async () => {
    expect((await callApi(backend, 'se', 'account/me/terms', undefined, { method: 'PUT', body: { version: TERMS_VERSION } })).status).toBe(401);
  });

  it('the test control sets an older version, and reset-user puts the current one back', async () => {
    expect((await postJson(backend, '/__test/terms', { email: ERIK, version: '2020-01-01' })).status).toBe(204);
    expect((await me()).termsAccepted?.version).toBe('2020-01-01');
    expect((await postJson(backend, '/__test/reset-user', { email: ERIK })).status).toBe(204);
    expect((await me()).termsAccepted?.version).toBe(TERMS_VERSION);
    expect((await postJson(backend, '/__test/terms', { email: 'nobody@example.com', version: null })).status).toBe(404);
  });
});
