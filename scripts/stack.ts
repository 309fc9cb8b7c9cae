// Runs backend/ and the built portal worker side by side: `npm start` uses it with the
// fixed ports of DEMO-DATA.md, the end-to-end tests with free ports and a fresh database.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const HOSTS = ['se.localhost', 'fi.localhost', 'dk.localhost', 'localhost'] as const;

export interface StackOptions {
  portalPort: number;
  backendPort: number;
  /** backend/'s database and signing key. */
  dataDir: string;
  /** wrangler's local KV (sessions). */
  wranglerStateDir: string;
  /** Turns on backend/'s /__test routes. */
  testRoutes: boolean;
  /** Extra environment for backend/ (ACCESS_TOKEN_TTL, …). */
  backendEnv?: Record<string, string>;
  /** Extra worker vars (FLAG_CACHE_MS, …); `{backendUrl}` in a value is the backend's URL. */
  workerVars?: Record<string, string>;
  /** Overrides the limit of a [[ratelimits]] binding by name (ADR 0014): tests raise or lower them. */
  rateLimits?: Record<string, number>;
  /** The worker's DevTools inspector port (npm run profile connects to it); a free one when absent. */
  inspectorPort?: number;
  /** Where this stack's wrangler writes its log (every level, the worker's JSON lines too); WRANGLER_LOG_PATH when absent. */
  workerLogDir?: string;
  quiet?: boolean;
}

export interface Stack {
  portalOrigin(host?: (typeof HOSTS)[number]): string;
  backendUrl: string;
  /** The process id of `wrangler dev` (its workerd processes are its descendants). */
  portalPid: number | undefined;
  /** Stops backend/ alone (the portal keeps running): for tests of an unreachable API. */
  stopBackend(): Promise<void>;
  /** Starts backend/ again on the same port and data. */
  startBackend(): Promise<void>;
  /**
   * Freezes backend/ (SIGSTOP): identity provider, Partner API and flags accept connections and
   * never answer, as a hung provider does; what it received is processed on resume (SIGCONT).
   */
  pauseBackend(): void;
  resumeBackend(): void;
  stop(): Promise<void>;
}

export function portIsFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const server = createServer();
    server.once('error', () => done(false));
    server.listen(port, '127.0.0.1', () => server.close(() => done(true)));
  });
}

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

/** The last output of each child, for the error when it exits early (a quiet child prints nothing else). */
const outputTails = new WeakMap<ChildProcess, string>();
const OUTPUT_TAIL_CHARS = 4_000;

function run(name: string, command: string, args: string[], env: Record<string, string>, quiet: boolean): ChildProcess {
  const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const relay = (chunk: Buffer) => {
    outputTails.set(child, ((outputTails.get(child) ?? '') + chunk.toString()).slice(-OUTPUT_TAIL_CHARS));
    if (!quiet) for (const line of chunk.toString().split('\n')) if (line.trim()) process.stdout.write(`[${name}] ${line}\n`);
  };
  child.stdout?.on('data', relay);
  child.stderr?.on('data', relay);
  return child;
}

function waitForLine(child: ChildProcess, pattern: RegExp, name: string, timeoutMs: number): Promise<void> {
  return new Promise((done, fail) => {
    let output = '';
    const timer = setTimeout(() => fail(new Error(`${name} did not start within ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (pattern.test(output)) {
        clearTimeout(timer);
        done();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`${name} exited with code ${code}:\n${output}`));
    });
  });
}

async function waitForHttp(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { redirect: 'manual' });
      await response.body?.cancel();
      return;
    } catch {
      await new Promise((wait) => setTimeout(wait, 250));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      done();
    });
    child.kill('SIGTERM');
    // A paused process (pauseBackend) only sees the SIGTERM once it runs again.
    child.kill('SIGCONT');
  });
}

/** The built worker's wrangler config, or a copy beside it with other rate limits. */
function workerConfig(options: StackOptions): string {
  const built = 'dist/server/wrangler.json';
  if (!options.rateLimits) return built;
  const config = JSON.parse(readFileSync(join(ROOT, built), 'utf8')) as { ratelimits?: { name: string; simple: { limit: number } }[] };
  for (const limiter of config.ratelimits ?? []) {
    const limit = options.rateLimits[limiter.name];
    if (limit !== undefined) limiter.simple.limit = limit;
  }
  const copy = `dist/server/wrangler.limits-${options.portalPort}.json`;
  writeFileSync(join(ROOT, copy), JSON.stringify(config));
  return copy;
}

/** In a worker var's value, the backend's URL (chosen with its port): for vars that point at its stand-ins. */
export const BACKEND_URL_PLACEHOLDER = '{backendUrl}';

export async function startStack(options: StackOptions): Promise<Stack> {
  for (const [what, port, variable] of [
    ['portal', options.portalPort, 'PORTAL_PORT'],
    ['backend', options.backendPort, 'BACKEND_PORT'],
  ] as const) {
    if (!(await portIsFree(port))) {
      throw new Error(`Port ${port} (${what}) is already in use by another process. Stop that process or choose another port: ${variable}=<port> npm start`);
    }
  }
  mkdirSync(options.dataDir, { recursive: true });
  mkdirSync(options.wranglerStateDir, { recursive: true });
  const quiet = options.quiet ?? false;
  const origins = HOSTS.map((host) => `http://${host}:${options.portalPort}`);
  const backendUrl = `http://127.0.0.1:${options.backendPort}`;

  const startBackendProcess = async () => {
    const child = run(
      'backend',
      process.execPath,
      ['backend/src/main.ts'],
      {
        BACKEND_PORT: String(options.backendPort),
        BACKEND_DATA_DIR: options.dataDir,
        PORTAL_ORIGINS: origins.join(','),
        // The change feed's signed events (ADR 0060) go straight to the worker, before any host's middleware.
        PORTAL_WEBHOOK_URL: `http://127.0.0.1:${options.portalPort}/webhooks/partner`,
        BACKEND_TEST_ROUTES: options.testRoutes ? '1' : '0',
        ...options.backendEnv,
      },
      quiet,
    );
    await waitForLine(child, /backend ready on/, 'backend', 30_000);
    return child;
  };
  let backend = await startBackendProcess();

  const vars: Record<string, string> = {
    OIDC_ISSUER: backendUrl,
    API_BASE_URL_SE: `${backendUrl}/api/se`,
    API_BASE_URL_FI: `${backendUrl}/api/fi`,
    API_BASE_URL_DK: `${backendUrl}/api/dk`,
    FLAGS_URL: `${backendUrl}/flags`,
    ...Object.fromEntries(Object.entries(options.workerVars ?? {}).map(([key, value]) => [key, value.replaceAll(BACKEND_URL_PLACEHOLDER, backendUrl)])),
  };
  const wrangler = run(
    'portal',
    join(ROOT, 'node_modules/.bin/wrangler'),
    [
      'dev',
      '-c',
      workerConfig(options),
      '--ip',
      '127.0.0.1',
      '--port',
      String(options.portalPort),
      '--persist-to',
      options.wranglerStateDir,
      '--show-interactive-dev-session=false',
      '--log-level',
      quiet ? 'error' : 'warn',
      // A port of its own: left to wrangler, two stacks started at the same moment both took 9229
      // and one exited ("Address already in use (socket "direct:1:default")").
      '--inspector-port',
      String(options.inspectorPort ?? (await freePort())),
      ...Object.entries(vars).flatMap(([key, value]) => ['--var', `${key}:${value}`]),
    ],
    options.workerLogDir ? { WRANGLER_LOG_PATH: options.workerLogDir } : {},
    quiet,
  );
  const stop = async () => {
    await Promise.all([stopChild(wrangler), stopChild(backend)]);
  };
  try {
    await Promise.race([
      waitForHttp(`http://127.0.0.1:${options.portalPort}/favicon.svg`, 60_000),
      new Promise((_, fail) => wrangler.once('exit', (code) => fail(new Error(`wrangler dev exited with code ${code}:\n${outputTails.get(wrangler) ?? ''}`)))),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    portalOrigin: (host = 'se.localhost') => `http://${host}:${options.portalPort}`,
    backendUrl,
    portalPid: wrangler.pid,
    stopBackend: () => stopChild(backend),
    startBackend: async () => {
      backend = await startBackendProcess();
    },
    pauseBackend: () => void backend.kill('SIGSTOP'),
    resumeBackend: () => void backend.kill('SIGCONT'),
    stop,
  };
}

const DEMO_USERS = [
  ['anna.admin@bilhuset.example', 'se', 'Bilhuset Syd AB: every role'],
  ['erik.sales@bilhuset.example', 'se', 'Bilhuset Syd AB: BLANCO only'],
  ['basic.user@bilhuset.example', 'se', 'Bilhuset Syd AB: no roles (basic)'],
  ['mikko.myyja@autotalo.example', 'fi', 'Autotalo Oy: BLANCO, LEASING, POINT_SHOP, COMMISSION'],
  ['mette.salg@bilcenter.example', 'dk', 'Bilcenter ApS: BLANCO, LEASING, POINT_SHOP, MARKET_PLACE'],
] as const;

/** Commands the start banner prints; each runs as printed from the project folder, also with a machine's Node 20 npm. */
export const BANNER_COMMANDS = {
  maintenanceOn: 'npm run flag -- in-maintenance on',
  maintenanceOff: 'npm run flag -- in-maintenance off',
  payMarketplaceOn: 'npm run flag -- PayMarketplace on',
} as const;

async function main(): Promise<void> {
  const portalPort = Number(process.env.PORTAL_PORT ?? 4321);
  const backendPort = Number(process.env.BACKEND_PORT ?? 4400);
  let stack: Stack;
  try {
    stack = await startStack({
      portalPort,
      backendPort,
      dataDir: join(ROOT, '.data/backend'),
      wranglerStateDir: join(ROOT, '.wrangler/state'),
      testRoutes: false,
    });
  } catch (error) {
    console.error(`\nCould not start Partner Portal: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  const lines = [
    '',
    'Partner Portal is running.',
    '',
    ...HOSTS.map((host) => `  ${host.padEnd(13)} ${stack.portalOrigin(host)}`),
    `  provider/API  ${stack.backendUrl}`,
    `  e-mails      ${stack.backendUrl}/outbox  (invitations an organisation admin sends; nothing leaves this machine)`,
    '',
    'Demo users (password: Portal-demo-2026):',
    ...DEMO_USERS.map(([email, host, what]) => `  ${email.padEnd(30)} on ${host}.localhost:${portalPort}  ${what}`),
    '',
    `Maintenance mode on:  ${BANNER_COMMANDS.maintenanceOn}`,
    `Maintenance mode off: ${BANNER_COMMANDS.maintenanceOff}`,
    `Marketplace payments: ${BANNER_COMMANDS.payMarketplaceOn} (or off)`,
    'Press Ctrl+C to stop.',
  ];
  console.log(lines.join('\n'));
  const shutdown = () => void stack.stop().then(() => process.exit(0));
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}

export interface BaselineWorker {
  origin: string;
  /** The process id of its `wrangler dev`. */
  pid: number | undefined;
  stop(): Promise<void>;
}

/**
 * npm run bench's yardstick: bench/baseline's built worker (a minimal Astro page doing a list's
 * job) in its own `wrangler dev`, fetching its rows from `listUrl`.
 */
export async function startBaselineWorker(options: { port: number; stateDir: string; listUrl: string }): Promise<BaselineWorker> {
  if (!(await portIsFree(options.port))) throw new Error(`Port ${options.port} (bench baseline) is already in use by another process.`);
  mkdirSync(options.stateDir, { recursive: true });
  const wrangler = run(
    'baseline',
    join(ROOT, 'node_modules/.bin/wrangler'),
    [
      'dev',
      '-c',
      'bench/baseline/dist/server/wrangler.json',
      '--ip',
      '127.0.0.1',
      '--port',
      String(options.port),
      '--persist-to',
      options.stateDir,
      '--show-interactive-dev-session=false',
      '--log-level',
      'error',
      '--inspector-port',
      String(await freePort()),
      '--var',
      `LIST_URL:${options.listUrl}`,
    ],
    {},
    true,
  );
  const origin = `http://127.0.0.1:${options.port}`;
  try {
    await Promise.race([
      waitForHttp(`${origin}/`, 60_000),
      new Promise((_, fail) =>
        wrangler.once('exit', (code) => fail(new Error(`wrangler dev (bench baseline) exited with code ${code}:\n${outputTails.get(wrangler) ?? ''}`))),
      ),
    ]);
  } catch (error) {
    await stopChild(wrangler);
    throw error;
  }
  return { origin, pid: wrangler.pid, stop: () => stopChild(wrangler) };
}
