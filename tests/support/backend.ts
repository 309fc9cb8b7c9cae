// Starts backend/ on a free port with its own data directory: in this process, or as main.ts for tests of the process.
import { spawn, type ChildProcess } from 'node:child_process';
import { createBackend } from '../../backend/src/backend.ts';
import { loadConfig } from '../../backend/src/config.ts';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');

export interface RunningBackend {
  url: string;
  port: number;
  dataDir: string;
  /** Closes it; removes the data directory unless keepData was asked for. */
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Reuse a data directory (a restart); it is then never removed. */
  dataDir?: string;
  keepData?: boolean;
  port?: number;
  env?: Record<string, string>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  await new Promise((done) => server.close(done));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

function backendEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const key of Object.keys(env)) {
    if (key.startsWith('BACKEND_') || ['PORTAL_ORIGINS', 'ACCESS_TOKEN_TTL', 'DIRECT_PAYMENT_URL'].includes(key)) delete env[key];
  }
  return { ...env, ...extra };
}

function waitForExit(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((done) => child.once('exit', (code) => done(code)));
}

/**
 * backend/ in this process (createBackend, as main.ts runs it), listening on a free port once it is
 * ready. Tests about the process itself (its exit code, its signals) run main.ts with runBackendScript.
 */
export async function startBackend(options: StartOptions = {}): Promise<RunningBackend> {
  const port = options.port ?? (await freePort());
  const ownDir = !options.dataDir;
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'portal-backend-')));
  const config = loadConfig(backendEnv({ BACKEND_PORT: String(port), BACKEND_DATA_DIR: dataDir, BACKEND_TEST_ROUTES: '1', ...options.env }));
  const backend = await createBackend(config);
  await new Promise<void>((listening, fail) => {
    backend.server.once('error', fail);
    backend.server.listen(port, '127.0.0.1', () => listening());
  });
  let stopped: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    dataDir,
    async stop() {
      stopped ??= backend.close();
      await stopped;
      if (ownDir && !options.keepData) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * `node backend/src/main.ts` in a process of its own, once it printed its ready line: for tests of
 * what a real socket does with a body streamed at the server (the test and an in-process backend
 * would share one thread, and a writer that never yields starves the reader it is testing).
 */
export async function startBackendProcess(options: StartOptions = {}): Promise<RunningBackend> {
  const port = options.port ?? (await freePort());
  const ownDir = !options.dataDir;
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'portal-backend-')));
  const child = spawn(process.execPath, [join(ROOT, 'backend/src/main.ts')], {
    cwd: ROOT,
    env: backendEnv({ BACKEND_PORT: String(port), BACKEND_DATA_DIR: dataDir, BACKEND_TEST_ROUTES: '1', ...options.env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  await new Promise<void>((ready, fail) => {
    const timer = setTimeout(() => fail(new Error(`backend not ready after 20 s:\n${output}`)), 20_000);
    child.stdout!.on('data', () => {
      if (output.includes(`backend ready on ${url}`)) {
        clearTimeout(timer);
        ready();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`backend exited with ${code} before it was ready:\n${output}`));
    });
  });
  return {
    url,
    port,
    dataDir,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
        await waitForExit(child);
        clearTimeout(killer);
      }
      if (ownDir && !options.keepData) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs any backend script (e.g. main.ts on a taken port) and waits for it to end. */
export async function runBackendScript(script: string, args: string[], env: Record<string, string>): Promise<CommandResult> {
  const child = spawn(process.execPath, [join(ROOT, 'backend/src', script), ...args], {
    cwd: ROOT,
    env: backendEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const code = await waitForExit(child);
  return { code, stdout, stderr };
}

/** `node backend/src/flag.ts <name> on|off` against a data directory. */
export function runFlagCommand(dataDir: string, name: string, state: 'on' | 'off'): Promise<CommandResult> {
  return runBackendScript('flag.ts', [name, state], { BACKEND_DATA_DIR: dataDir });
}
