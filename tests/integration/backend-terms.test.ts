// The user terms a user accepted (SPEC §1): stored with the user, shown in account/me, reset by the test controls.
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
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

describe('a database from before the terms were stored', () => {
  it('migrates: the demo users have accepted the terms of that day, the invited user has not', async () => {
    const old = await startBackend({ keepData: true });
    try {
      await old.stop();
      const db = new DatabaseSync(join(old.dataDir, 'portal.db'));
      db.exec(`ALTER TABLE users DROP COLUMN terms_version; ALTER TABLE users DROP COLUMN terms_accepted_at;
        DELETE FROM schema_version WHERE version >= 5`);
      db.close();
      const migrated = await startBackend({ dataDir: old.dataDir });
      await migrated.stop();
      const check = new DatabaseSync(join(old.dataDir, 'portal.db'));
      const rows = check.prepare("SELECT id, terms_version, terms_accepted_at FROM users WHERE id LIKE 'user-%' ORDER BY id").all() as {
        id: string;
        terms_version: string | null;
        terms_accepted_at: number | null;
      }[];
      check.close();
      for (const row of rows) {
        if (row.id === 'user-nina') expect(row).toMatchObject({ terms_version: null, terms_accepted_at: null });
        else expect(row.terms_version, row.id).toBe('2026-11-23');
      }
      expect(rows.filter((row) => row.terms_accepted_at !== null)).toHaveLength(5);
    } finally {
      await rm(old.dataDir, { recursive: true, force: true });
    }
  }, 30_000);
});
