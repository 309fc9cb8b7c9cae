// Starts backend/ as a child process on a free port with its own data directory.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
const MAIN = join(ROOT, 'backend/src/main.ts');

export interface RunningBackend {
  url: string;
  port: number;
  dataDir: string;
  /** Everything the process printed so far. */
  output(): string;
  /** SIGTERM, wait for the exit; removes the data directory unless keepData was asked for. */
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

/** Runs `node backend/src/main.ts` and resolves once it printed its ready line. */
export async function startBackend(options: StartOptions = {}): Promise<RunningBackend> {
  const port = options.port ?? (await freePort());
  const ownDir = !options.dataDir;
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'portal-backend-')));
  const child = spawn(process.execPath, [MAIN], {
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
    output: () => output,
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
