// The /__test controls for the portal's tests: injected faults, point balance, dealer flags, resetting a demo user.
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PartnerSchema, UserSchema } from '../../src/lib/api/schemas.ts';
import { startBackend, type RunningBackend } from '../support/backend.ts';
import { signIn } from '../support/oidc-sign-in.ts';
import { callApi, DEMO_PASSWORD, postJson } from '../support/partner-api.ts';

const ANNA = 'anna.admin@bilhuset.example';
const MIKKO = 'mikko.myyja@autotalo.example';

let backend: RunningBackend;
let anna: string;
let mikko: string;
beforeAll(async () => {
  backend = await startBackend();
  anna = (await signIn(backend.url, ANNA, DEMO_PASSWORD)).access_token;
  mikko = (await signIn(backend.url, MIKKO, DEMO_PASSWORD)).access_token;
}, 30_000);
afterAll(() => backend?.stop());

const clearFaults = () => fetch(`${backend.url}/__test/faults`, { method: 'DELETE' });
const injected = { error: { code: 'INJECTED_FAULT' } };

describe('POST /__test/faults', () => {
  afterEach(async () => {
    await clearFaults();
  });

  it('times: 1 fails the next matching call with the status, the one after succeeds', async () => {
    expect((await postJson(backend, '/__test/faults', { path: 'subscriptions', status: 503, times: 1 })).status).toBe(204);
    const failed = await callApi(backend, 'se', 'subscriptions/channels', anna);
    expect(failed.status).toBe(503);
    expect(await failed.json()).toEqual(injected);
    expect((await callApi(backend, 'se', 'subscriptions/channels', anna)).status).toBe(200);
  });

  it('only paths starting with the prefix fail, in every country', async () => {
    await postJson(backend, '/__test/faults', { path: 'subscriptions/statuses', status: 500 });
    expect((await callApi(backend, 'se', 'subscriptions/statuses', anna)).status).toBe(500);
    expect((await callApi(backend, 'fi', 'subscriptions/statuses', mikko)).status).toBe(500);
    expect((await callApi(backend, 'se', 'subscriptions/channels', anna)).status).toBe(200);
    expect((await callApi(backend, 'se', 'account/me', anna)).status).toBe(200);
  });

  it('a method-specific fault hits PUT but not GET', async () => {
    await postJson(backend, '/__test/faults', { path: 'subscriptions', method: 'PUT', status: 500 });
    expect((await callApi(backend, 'se', 'subscriptions/channels', anna)).status).toBe(200);
    const put = await callApi(backend, 'se', 'subscriptions/channels/SMS', anna, { method: 'PUT', body: { enabled: true } });
    expect(put.status).toBe(500);
    expect(await put.json()).toEqual(injected);
    const channels = await (await callApi(backend, 'se', 'subscriptions/channels', anna)).json();
    expect(channels[1]).toEqual({ channel: 'SMS', enabled: false });
  });

  it('without times it lasts until cleared; DELETE clears every fault', async () => {
    await postJson(backend, '/__test/faults', { path: 'partner', status: 502 });
    await postJson(backend, '/__test/faults', { path: 'account/me', status: 500 });
    for (let i = 0; i < 3; i++) expect((await callApi(backend, 'se', 'partner', anna)).status).toBe(502);
    expect((await callApi(backend, 'se', 'account/me', anna)).status).toBe(500);
    expect((await clearFaults()).status).toBe(204);
    expect((await callApi(backend, 'se', 'partner', anna)).status).toBe(200);
    expect((await callApi(backend, 'se', 'account/me', anna)).status).toBe(200);
  });

  it('a missing token still gets 401, and does not use up the fault', async () => {
    await postJson(backend, '/__test/faults', { path: 'subscriptions', status: 503, times: 1 });
    expect((await callApi(backend, 'se', 'subscriptions/channels', undefined)).status).toBe(401);
    expect((await callApi(backend, 'se', 'subscriptions/channels', anna)).status).toBe(503);
    expect((await callApi(backend, 'se', 'subscriptions/channels', anna)).status).toBe(200);
  });

  it('refuses a body without path or with a status that is no error', async () => {
    for (const body of [{ status: 500 }, { path: 'partner', status: 200 }, { path: 'partner', status: 500, times: 0 }]) {
      const response = await postJson(backend, '/__test/faults', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect((await callApi(backend, 'se', 'partner', anna)).status).toBe(200);
  });
});

describe('POST /__test/faults: slow and hung calls', () => {
  afterEach(async () => {
    await clearFaults();
  });

  const timed = async (call: Promise<Response>) => {
    const started = performance.now();
    const response = await call;
    return { response, ms: performance.now() - started };
  };

  it('delayMs answers the matching call normally, but only after the delay; other paths stay fast', async () => {
    expect((await postJson(backend, '/__test/faults', { path: 'partner/kam', delayMs: 600 })).status).toBe(204);
    const slow = await timed(callApi(backend, 'se', 'partner/kam', anna));
    expect(slow.response.status).toBe(200);
    expect(slow.ms).toBeGreaterThanOrEqual(590);
    const other = await timed(callApi(backend, 'se', 'partner', anna));
    expect(other.response.status).toBe(200);
    expect(other.ms).toBeLessThan(500);
  });

  it('delayMs with a status answers that error after the delay', async () => {
    await postJson(backend, '/__test/faults', { path: 'partner', delayMs: 400, status: 502, times: 1 });
    const slow = await timed(callApi(backend, 'se', 'partner', anna));
    expect(slow.response.status).toBe(502);
    expect(await slow.response.json()).toEqual(injected);
    expect(slow.ms).toBeGreaterThanOrEqual(390);
    expect((await callApi(backend, 'se', 'partner', anna)).status).toBe(200);
  });

  it('hang never answers until the faults are cleared; a client with a time limit gives up', async () => {
    await postJson(backend, '/__test/faults', { path: 'blanco/price-lists', hang: true });
    const gaveUp = await callApiWithin(700, 'blanco/price-lists');
    expect(gaveUp).toBe('timed out');
    const pending = callApi(backend, 'se', 'blanco/price-lists', anna);
    const early = await Promise.race([pending.then(() => 'answered'), new Promise((done) => setTimeout(() => done('still waiting'), 800))]);
    expect(early).toBe('still waiting');
    await clearFaults();
    expect((await pending).status).toBe(503);
    expect((await callApi(backend, 'se', 'blanco/price-lists', anna)).status).toBe(200);
  });

  it('refuses hang together with a status or delay, and a fault that does nothing', async () => {
    for (const body of [
      { path: 'partner', hang: true, status: 500 },
      { path: 'partner', hang: true, delayMs: 10 },
      { path: 'partner' },
      { path: 'partner', delayMs: 0 },
    ]) {
      expect((await postJson(backend, '/__test/faults', body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await callApi(backend, 'se', 'partner', anna)).status).toBe(200);
  });
});

async function callApiWithin(ms: number, path: string): Promise<string> {
  try {
    const response = await fetch(`${backend.url}/api/se/${path}`, { headers: { authorization: `Bearer ${anna}` }, signal: AbortSignal.timeout(ms) });
    return `answered ${response.status}`;
  } catch (error) {
    return error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : String(error);
  }
}

describe('POST /__test/point-balance', () => {
  afterAll(async () => {
    await postJson(backend, '/__test/point-balance', { email: ANNA, balance: 12500 });
  });

  it('sets the balance shop/account shows', async () => {
    expect((await postJson(backend, '/__test/point-balance', { email: ANNA, balance: 42 })).status).toBe(204);
    expect(await (await callApi(backend, 'se', 'shop/account', anna)).json()).toEqual({ balance: 42 });
  });

  it('an unknown email → 404, a bad balance → 400', async () => {
    expect((await postJson(backend, '/__test/point-balance', { email: 'nobody@example.com', balance: 1 })).status).toBe(404);
    expect((await postJson(backend, '/__test/point-balance', { email: ANNA, balance: -1 })).status).toBe(400);
  });
});

describe('POST /__test/partner', () => {
  const partner = async (country: string, token: string) => v.parse(PartnerSchema, await (await callApi(backend, country, 'partner', token)).json());
  afterAll(async () => {
    await postJson(backend, '/__test/partner', { organizationNumber: '5561234567', onboardedToInventoryFinancing: true });
    await postJson(backend, '/__test/partner', { organizationNumber: '1234567-1', onboardedToInventoryFinancing: false });
  });

  it('sets onboardedToInventoryFinancing of that dealer only', async () => {
    const off = { organizationNumber: '5561234567', onboardedToInventoryFinancing: false };
    expect((await postJson(backend, '/__test/partner', off)).status).toBe(204);
    expect((await partner('se', anna)).onboardedToInventoryFinancing).toBe(false);
    const on = { organizationNumber: '1234567-1', onboardedToInventoryFinancing: true };
    expect((await postJson(backend, '/__test/partner', on)).status).toBe(204);
    expect((await partner('fi', mikko)).onboardedToInventoryFinancing).toBe(true);
    expect((await partner('se', anna)).onboardedToInventoryFinancing).toBe(false);
  });

  it('an unknown organization number → 404', async () => {
    const response = await postJson(backend, '/__test/partner', { organizationNumber: '0000000000', onboardedToInventoryFinancing: true });
    expect(response.status).toBe(404);
  });
});

describe('POST /__test/reset-user', () => {
  const me = async (country: string, token: string) => v.parse(UserSchema, await (await callApi(backend, country, 'account/me', token)).json());

  it('restores subscriptions, language, name and phone of a demo user', async () => {
    const put = (path: string, body: unknown) => callApi(backend, 'fi', path, mikko, { method: 'PUT', body });
    expect((await put('account/me', { firstname: 'Mika', lastname: 'Muu', phone: '+358 1' })).status).toBe(200);
    expect((await put('account/me/language', { languageCode: 'sv' })).status).toBe(204);
    expect((await put('subscriptions/channels/EMAIL', { enabled: false })).status).toBe(204);
    expect((await put('subscriptions/statuses/signed', { enabled: false })).status).toBe(204);

    expect((await postJson(backend, '/__test/reset-user', { email: MIKKO })).status).toBe(204);
    const user = await me('fi', mikko);
    expect(user).toMatchObject({ firstname: 'Mikko', lastname: 'Myyjä', phone: '+358 40 123 4501' });
    expect(user.language.selectedLanguageCode).toBe('fi');
    const channels = await (await callApi(backend, 'fi', 'subscriptions/channels', mikko)).json();
    expect(channels).toEqual([
      { channel: 'EMAIL', enabled: true },
      { channel: 'SMS', enabled: false },
    ]);
    const statuses = (await (await callApi(backend, 'fi', 'subscriptions/statuses', mikko)).json()) as { enabled: boolean }[];
    expect(statuses.every((entry) => entry.enabled)).toBe(true);
  });

  it('puts a language chosen by the user back to none when the seed had none', async () => {
    await callApi(backend, 'se', 'account/me/language', anna, { method: 'PUT', body: { languageCode: 'sv' } });
    expect((await postJson(backend, '/__test/reset-user', { email: ANNA })).status).toBe(204);
    expect((await me('se', anna)).language.selectedLanguageCode).toBeNull();
  });

  it('an unknown or non-demo email → 404', async () => {
    expect((await postJson(backend, '/__test/reset-user', { email: 'nobody@example.com' })).status).toBe(404);
    await postJson(backend, '/__test/invitations', { email: 'not.demo@bilhuset.example', firstname: 'Not', lastname: 'Demo' });
    expect((await postJson(backend, '/__test/reset-user', { email: 'not.demo@bilhuset.example' })).status).toBe(404);
  });
});

describe('POST /__test/roles', () => {
  const status = async (path: string) => (await callApi(backend, 'fi', path, mikko)).status;

  it('sets a demo user up for a product in a test, and /__test/reset-user gives back the seeded roles', async () => {
    expect(await status('business-finance/price-lists')).toBe(403);
    const granted = await postJson(backend, '/__test/roles', { email: MIKKO, roles: ['BLANCO', 'LEASING', 'POINT_SHOP', 'COMMISSION', 'BUSINESS_FINANCE'] });
    expect(granted.status).toBe(204);
    expect(await status('business-finance/price-lists')).toBe(200);
    // The role alone is not the product: Autotalo is not onboarded until the dealer flag says so.
    expect(await status('business-finance/lines-of-credit')).toBe(403);
    expect((await postJson(backend, '/__test/partner', { organizationNumber: '1234567-1', onboardedToInventoryFinancing: true })).status).toBe(204);
    expect(await status('business-finance/lines-of-credit')).toBe(200);
    const me = v.parse(UserSchema, await (await callApi(backend, 'fi', 'account/me', mikko)).json());
    expect(me.grantedRoles).toContain('BUSINESS_FINANCE');

    expect((await postJson(backend, '/__test/reset-user', { email: MIKKO })).status).toBe(204);
    expect(await status('business-finance/price-lists')).toBe(403);
    const reset = v.parse(UserSchema, await (await callApi(backend, 'fi', 'account/me', mikko)).json());
    expect(reset.grantedRoles).toEqual(['BLANCO', 'LEASING', 'POINT_SHOP', 'COMMISSION']);
    await postJson(backend, '/__test/partner', { organizationNumber: '1234567-1', onboardedToInventoryFinancing: false });
  });

  it('refuses a role that does not exist (400) and a user who does not (404)', async () => {
    expect((await postJson(backend, '/__test/roles', { email: MIKKO, roles: ['ADMIN'] })).status).toBe(400);
    expect((await postJson(backend, '/__test/roles', { email: 'nobody@example.com', roles: [] })).status).toBe(404);
    expect(await status('business-finance/price-lists')).toBe(403);
  });
});

describe('/__test/access-token-ttl', () => {
  const lifetime = async () => {
    const { access_token: token, expires_in: expiresIn } = await signIn(backend.url, ANNA, DEMO_PASSWORD);
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { iat: number; exp: number };
    return { claims: claims.exp - claims.iat, expiresIn };
  };
  afterEach(async () => {
    await postJson(backend, '/__test/access-token-ttl', { seconds: 300 });
  });

  it('says how long tokens live, and a change applies to the tokens issued after it', async () => {
    expect(await (await fetch(`${backend.url}/__test/access-token-ttl`)).json()).toEqual({ seconds: 300 });
    expect(await lifetime()).toEqual({ claims: 300, expiresIn: 300 });
    expect((await postJson(backend, '/__test/access-token-ttl', { seconds: 65 })).status).toBe(204);
    expect(await lifetime()).toEqual({ claims: 65, expiresIn: 65 });
  });

  it('refuses a lifetime that is no whole number of seconds from 1 to a day', async () => {
    for (const seconds of [0, 1.5, 86_401, '60']) expect((await postJson(backend, '/__test/access-token-ttl', { seconds })).status, String(seconds)).toBe(400);
    expect((await postJson(backend, '/__test/access-token-ttl', { seconds: 86_400 })).status).toBe(204);
  });
});
