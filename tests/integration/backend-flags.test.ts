// Feature flags: GET /flags, flipped by the test route and by `npm run flag` while the server runs.
import { spawn } from 'node:child_process';
import { delimiter, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FlagsSchema } from '../../src/lib/api/schemas.ts';
import { runFlagCommand, startBackend, type RunningBackend } from '../support/backend.ts';
import { postJson } from '../support/partner-api.ts';
import { BANNER_COMMANDS } from '../../scripts/stack.ts';

const REPO_ROOT = resolve(fileURLToPath(import.meta.url), '../../..');

let backend: RunningBackend;
beforeAll(async () => {
  backend = await startBackend();
}, 30_000);
afterAll(() => backend?.stop());

const flags = async () => v.parse(FlagsSchema, await (await fetch(`${backend.url}/flags`)).json());

describe('feature flags', () => {
  it('start as seeded: not in maintenance, PayMarketplace on', async () => {
    expect(await flags()).toEqual({ 'in-maintenance': false, PayMarketplace: true });
  });

  it('flip through POST /__test/flags', async () => {
    expect((await postJson(backend, '/__test/flags', { name: 'in-maintenance', enabled: true })).status).toBe(204);
    expect(await flags()).toEqual({ 'in-maintenance': true, PayMarketplace: true });
    expect((await postJson(backend, '/__test/flags', { name: 'in-maintenance', enabled: false })).status).toBe(204);
    expect((await flags())['in-maintenance']).toBe(false);
  });

  it('POST /__test/flags refuses an unknown flag', async () => {
    const response = await postJson(backend, '/__test/flags', { name: 'no-such-flag', enabled: true });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'WRONG_DATA' } });
  });

  it('flip through the flag command while the server runs', async () => {
    const off = await runFlagCommand(backend.dataDir, 'PayMarketplace', 'off');
    expect(off.code).toBe(0);
    expect((await flags()).PayMarketplace).toBe(false);
    expect((await runFlagCommand(backend.dataDir, 'in-maintenance', 'on')).code).toBe(0);
    expect(await flags()).toEqual({ 'in-maintenance': true, PayMarketplace: false });
    await runFlagCommand(backend.dataDir, 'in-maintenance', 'off');
    await runFlagCommand(backend.dataDir, 'PayMarketplace', 'on');
    expect(await flags()).toEqual({ 'in-maintenance': false, PayMarketplace: true });
  }, 20_000);

  it('the flag command refuses an unknown flag or state with its usage', async () => {
    for (const args of [
      ['maintenance', 'on'],
      ['in-maintenance', 'yes'],
    ] as const) {
      const result = await runFlagCommand(backend.dataDir, args[0], args[1] as 'on');
      expect(result.code).not.toBe(0);
      expect(result.stderr).toContain('usage: npm run flag -- <in-maintenance|PayMarketplace> on|off');
    }
  }, 20_000);

  it("the start banner's flag commands work as printed, run by the machine's own npm", async () => {
    const machinePath = (process.env.PATH ?? '')
      .split(delimiter)
      .filter((dir) => !dir.includes('node_modules'))
      .join(delimiter);
    const run = (command: string) =>
      new Promise<{ code: number | null; stdout: string }>((done) => {
        const child = spawn('sh', ['-c', command], {
          cwd: REPO_ROOT,
          env: { ...process.env, PATH: machinePath, BACKEND_DATA_DIR: backend.dataDir },
        });
        let stdout = '';
        child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
        child.on('close', (code) => done({ code, stdout }));
      });
    const on = await run(BANNER_COMMANDS.maintenanceOn);
    expect(on.code).toBe(0);
    expect((await flags())['in-maintenance']).toBe(true);
    expect((await run(BANNER_COMMANDS.maintenanceOff)).code).toBe(0);
    expect((await flags())['in-maintenance']).toBe(false);
    expect((await run(BANNER_COMMANDS.payMarketplaceOn)).code).toBe(0);
    expect((await flags()).PayMarketplace).toBe(true);
  }, 60_000);
});

describe('without BACKEND_TEST_ROUTES=1', () => {
  let plain: RunningBackend;
  beforeAll(async () => {
    plain = await startBackend({ env: { BACKEND_TEST_ROUTES: '' } });
  }, 30_000);
  afterAll(() => plain?.stop());

  it('the /__test routes do not exist, /flags does', async () => {
    const response = await postJson(plain, '/__test/flags', { name: 'in-maintenance', enabled: true });
    expect(response.status).toBe(404);
    expect((await fetch(`${plain.url}/__test/refresh-tokens?email=anna.admin@bilhuset.example`)).status).toBe(404);
    for (const path of ['/__test/faults', '/__test/point-balance', '/__test/partner', '/__test/reset-user']) {
      expect((await postJson(plain, path, { path: 'flags', status: 500, email: 'anna.admin@bilhuset.example' })).status, path).toBe(404);
    }
    expect((await fetch(`${plain.url}/flags`)).status).toBe(200);
  });
});
