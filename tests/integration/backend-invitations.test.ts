// Account activation: POST user-invitations/consume needs no bearer token, only the invitation.
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserSchema } from '../../src/lib/api/schemas.ts';
import { startBackend, type RunningBackend } from '../support/backend.ts';
import { openLoginForm, signIn, submitCredentials } from '../support/oidc-sign-in.ts';
import { callApi, postJson } from '../support/partner-api.ts';

let backend: RunningBackend;
beforeAll(async () => {
  backend = await startBackend();
}, 30_000);
afterAll(() => backend?.stop());

const NEW_PASSWORD = 'Welcome-to-2026';
let counter = 0;

async function invite(expired = false): Promise<{ email: string; token: string }> {
  const email = `invited.${++counter}@bilhuset.example`;
  const response = await postJson(backend, '/__test/invitations', { email, firstname: 'Ivar', lastname: 'Inbjuden', expired });
  expect(response.ok).toBe(true);
  const { token } = (await response.json()) as { token: string };
  return { email, token };
}

const consume = (token: string, password: string) =>
  callApi(backend, 'se', 'user-invitations/consume', undefined, { method: 'POST', body: { token, password } });

describe('POST user-invitations/peek', () => {
  it('names whom an open invitation is for and her company, and nothing for a used, expired or unknown one', async () => {
    const peek = (token: string) => callApi(backend, 'se', 'user-invitations/peek', undefined, { method: 'POST', body: { token } });
    const { email, token } = await invite();
    const open = await peek(token);
    expect(open.status).toBe(200);
    expect(await open.json()).toEqual({ firstname: 'Ivar', lastname: 'Inbjuden', email, dealer: 'Bilhuset Syd AB' });
    expect((await consume(token, NEW_PASSWORD)).status).toBe(204);
    expect((await peek(token)).status).toBe(410);
    expect((await peek((await invite(true)).token)).status).toBe(410);
    expect((await peek('no-such-token')).status).toBe(410);
  }, 20_000);
});

describe('POST user-invitations/consume', () => {
  it('activates the invited user, who can then sign in to an account without roles', async () => {
    const { email, token } = await invite();
    const refused = await submitCredentials(await openLoginForm(backend.url), email, NEW_PASSWORD);
    expect(refused).not.toBeInstanceOf(URL);

    expect((await consume(token, NEW_PASSWORD)).status).toBe(204);

    const { access_token } = await signIn(backend.url, email, NEW_PASSWORD);
    const me = v.parse(UserSchema, await (await callApi(backend, 'se', 'account/me', access_token)).json());
    expect(me).toMatchObject({ email, firstname: 'Ivar', grantedRoles: [], dealer: { name: 'Bilhuset Syd AB' } });
  }, 20_000);

  it('the same token a second time → 410 ACTIVATION_INVALID', async () => {
    const { token } = await invite();
    expect((await consume(token, NEW_PASSWORD)).status).toBe(204);
    const again = await consume(token, 'Another-try-99');
    expect(again.status).toBe(410);
    expect(await again.json()).toMatchObject({ error: { code: 'ACTIVATION_INVALID' } });
  });

  it('an expired invitation → 410 ACTIVATION_INVALID', async () => {
    const { token } = await invite(true);
    const response = await consume(token, NEW_PASSWORD);
    expect(response.status).toBe(410);
    expect(await response.json()).toMatchObject({ error: { code: 'ACTIVATION_INVALID' } });
  });

  it('an unknown token → 410 ACTIVATION_INVALID', async () => {
    const response = await consume('no-such-token', NEW_PASSWORD);
    expect(response.status).toBe(410);
    expect(await response.json()).toMatchObject({ error: { code: 'ACTIVATION_INVALID' } });
  });

  it.each([
    ['too short', 'Ab1cdef'],
    ['no uppercase letter', 'welcome-2026'],
    ['no lowercase letter', 'WELCOME-2026'],
    ['no digit', 'Welcome-to-the-portal'],
  ])('a weak password (%s) → 400 WRONG_DATA and the invitation stays usable', async (_why, password) => {
    const { token } = await invite();
    const response = await consume(token, password);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('WRONG_DATA');
    expect(body.error.message).toMatch(/password/i);
    expect((await consume(token, NEW_PASSWORD)).status).toBe(204);
  });

  it('a body without a token → 400 WRONG_DATA', async () => {
    const response = await callApi(backend, 'se', 'user-invitations/consume', undefined, { method: 'POST', body: { password: NEW_PASSWORD } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'WRONG_DATA', message: expect.stringContaining('token') } });
  });

  it('the seeded demo invitation activates nina.new@bilhuset.example', async () => {
    expect((await consume('demo-activation-token', NEW_PASSWORD)).status).toBe(204);
    await expect(signIn(backend.url, 'nina.new@bilhuset.example', NEW_PASSWORD)).resolves.toHaveProperty('access_token');
  }, 20_000);
});
