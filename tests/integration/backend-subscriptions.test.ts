// Notification subscriptions: channels and loan events per user, defaults, validation, persistence.
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ChannelSubscriptionsSchema, StatusSubscriptionsSchema } from '../../src/lib/api/schemas.ts';
import { startBackend, type RunningBackend } from '../support/backend.ts';
import { signIn } from '../support/oidc-sign-in.ts';
import { callApi, DEMO_PASSWORD, postJson } from '../support/partner-api.ts';

const ANNA = 'anna.admin@bilhuset.example';
const DEFAULT_CHANNELS = [
  { channel: 'EMAIL', enabled: true },
  { channel: 'SMS', enabled: false },
];
const DEFAULT_STATUSES = ['bankApproved', 'bankDenied', 'bankSupplement', 'paidOut', 'signed'].map((status) => ({ status, enabled: true }));

async function channels(backend: RunningBackend, token: string, country = 'se') {
  const response = await callApi(backend, country, 'subscriptions/channels', token);
  expect(response.status).toBe(200);
  return v.parse(ChannelSubscriptionsSchema, await response.json());
}

async function statuses(backend: RunningBackend, token: string, country = 'se') {
  const response = await callApi(backend, country, 'subscriptions/statuses', token);
  expect(response.status).toBe(200);
  return v.parse(StatusSubscriptionsSchema, await response.json());
}

const toggle = (backend: RunningBackend, token: string, path: string, body: unknown, country = 'se') =>
  callApi(backend, country, `subscriptions/${path}`, token, { method: 'PUT', body });

describe('subscriptions', () => {
  let backend: RunningBackend;
  let anna: string;
  let erik: string;
  let mikko: string;
  beforeAll(async () => {
    backend = await startBackend();
    anna = (await signIn(backend.url, ANNA, DEMO_PASSWORD)).access_token;
    erik = (await signIn(backend.url, 'erik.sales@bilhuset.example', DEMO_PASSWORD)).access_token;
    mikko = (await signIn(backend.url, 'mikko.myyja@autotalo.example', DEMO_PASSWORD)).access_token;
  }, 30_000);
  afterEach(async () => {
    expect((await postJson(backend, '/__test/reset-user', { email: ANNA })).status).toBe(204);
  });
  afterAll(() => backend?.stop());

  it('start with the defaults: EMAIL on, SMS off, every event on', async () => {
    expect(await channels(backend, anna)).toEqual(DEFAULT_CHANNELS);
    expect(await statuses(backend, anna)).toEqual(DEFAULT_STATUSES);
    expect(await channels(backend, mikko, 'fi')).toEqual(DEFAULT_CHANNELS);
  });

  it('a channel toggled is read back, the other untouched', async () => {
    expect((await toggle(backend, anna, 'channels/SMS', { enabled: true })).status).toBe(204);
    expect((await toggle(backend, anna, 'channels/EMAIL', { enabled: false })).status).toBe(204);
    expect(await channels(backend, anna)).toEqual([
      { channel: 'EMAIL', enabled: false },
      { channel: 'SMS', enabled: true },
    ]);
    expect((await toggle(backend, anna, 'channels/EMAIL', { enabled: true })).status).toBe(204);
    expect(await channels(backend, anna)).toEqual([
      { channel: 'EMAIL', enabled: true },
      { channel: 'SMS', enabled: true },
    ]);
  });

  it('an event toggled is read back in the contract order', async () => {
    const response = await toggle(backend, anna, 'statuses/bankSupplement', { enabled: false });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(await statuses(backend, anna)).toEqual(DEFAULT_STATUSES.map((entry) => (entry.status === 'bankSupplement' ? { ...entry, enabled: false } : entry)));
  });

  it('another user is not affected', async () => {
    await toggle(backend, anna, 'channels/SMS', { enabled: true });
    await toggle(backend, anna, 'statuses/paidOut', { enabled: false });
    expect(await channels(backend, erik)).toEqual(DEFAULT_CHANNELS);
    expect(await statuses(backend, erik)).toEqual(DEFAULT_STATUSES);
  });

  it('an unknown channel or status → 404 NOT_FOUND', async () => {
    for (const path of ['channels/PUSH', 'channels/email', 'statuses/loanCreated']) {
      const response = await toggle(backend, anna, path, { enabled: true });
      expect(response.status, path).toBe(404);
      expect(await response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
  });

  it('a bad body → 400 WRONG_DATA, and nothing changes', async () => {
    for (const body of [{ enabled: 'yes' }, {}, null]) {
      const response = await toggle(backend, anna, 'channels/SMS', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: 'WRONG_DATA' } });
    }
    expect((await toggle(backend, anna, 'statuses/signed', { enabled: 0 })).status).toBe(400);
    expect(await channels(backend, anna)).toEqual(DEFAULT_CHANNELS);
    expect(await statuses(backend, anna)).toEqual(DEFAULT_STATUSES);
  });

  it('no token → 401 on every subscriptions route', async () => {
    for (const [method, path] of [
      ['GET', 'channels'],
      ['PUT', 'channels/SMS'],
      ['GET', 'statuses'],
      ['PUT', 'statuses/signed'],
    ]) {
      const response = await callApi(backend, 'se', `subscriptions/${path}`, undefined, {
        method,
        body: method === 'PUT' ? { enabled: true } : undefined,
      });
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(await response.json()).toEqual({ error: { code: 'UNAUTHORIZED' } });
    }
  });

  it('an invited user, once activated, has the defaults too', async () => {
    const email = 'sub.invited@bilhuset.example';
    const { token } = await (await postJson(backend, '/__test/invitations', { email, firstname: 'Sub', lastname: 'Scriber' })).json();
    const password = 'Activate-2026';
    expect((await callApi(backend, 'se', 'user-invitations/consume', undefined, { method: 'POST', body: { token, password } })).status).toBe(204);
    const invited = (await signIn(backend.url, email, password)).access_token;
    expect(await channels(backend, invited)).toEqual(DEFAULT_CHANNELS);
    expect(await statuses(backend, invited)).toEqual(DEFAULT_STATUSES);
  });
});

describe('subscriptions across restarts', () => {
  let first: RunningBackend;
  let second: RunningBackend | undefined;
  let third: RunningBackend | undefined;
  beforeAll(async () => {
    first = await startBackend({ keepData: true });
  }, 30_000);
  afterAll(async () => {
    await first?.stop();
    await second?.stop();
    await third?.stop();
    if (first) await rm(first.dataDir, { recursive: true, force: true });
  });

  it('a setting survives a restart', async () => {
    const token = (await signIn(first.url, ANNA, DEMO_PASSWORD)).access_token;
    await toggle(first, token, 'channels/SMS', { enabled: true });
    await toggle(first, token, 'statuses/bankDenied', { enabled: false });
    await first.stop();

    second = await startBackend({ dataDir: first.dataDir, port: first.port });
    expect(await channels(second, token)).toEqual([
      { channel: 'EMAIL', enabled: true },
      { channel: 'SMS', enabled: true },
    ]);
    expect((await statuses(second, token)).find((entry) => entry.status === 'bankDenied')).toEqual({ status: 'bankDenied', enabled: false });
  }, 40_000);

  it('a database from before subscriptions migrates and serves the defaults', async () => {
    await second!.stop();
    // Turn the database back into the first schema version, as an older backend left it.
    const db = new DatabaseSync(join(first.dataDir, 'portal.db'));
    db.exec(`DROP TABLE subscriptions; DROP TABLE documents; DROP TABLE sms_outbox; DROP TABLE lead_timers;
      DROP TABLE lead_idempotency_keys; DROP TABLE leads; DROP TABLE seed_runs; DELETE FROM schema_version WHERE version >= 2;
      ALTER TABLE users DROP COLUMN terms_version; ALTER TABLE users DROP COLUMN terms_accepted_at`);
    db.close();

    third = await startBackend({ dataDir: first.dataDir, port: first.port });
    const token = (await signIn(third.url, ANNA, DEMO_PASSWORD)).access_token;
    expect(await channels(third, token)).toEqual(DEFAULT_CHANNELS);
    expect(await statuses(third, token)).toEqual(DEFAULT_STATUSES);
    expect((await toggle(third, token, 'channels/SMS', { enabled: true })).status).toBe(204);
    expect((await channels(third, token))[1]).toEqual({ channel: 'SMS', enabled: true });
  }, 40_000);
});
