// npm run load (not part of npm test): 50 real sessions at once against the built worker and
// backend/. Each signs in through the provider's login form (Chromium), then for 60 s asks Home,
// the loan list (50 rows) and a loan's details in turn, as fast as the worker answers. Reported per
// page: requests, p50 and p95 latency, errors (anything but 200: a redirect to sign-in means a
// session was lost) and the KV writes per request (the session store's puts, counted as the local
// KV's value files are created). Access tokens live 90 s here, so every session refreshes during the run.
import { chromium, type Browser } from '@playwright/test';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, watch, type FSWatcher } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startStack } from './stack.ts';

const SESSIONS = Number(process.env.LOAD_SESSIONS ?? 50);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const SIGN_INS_AT_ONCE = 5;
const USER = { email: 'anna.admin@bilhuset.example', password: 'Portal-demo-2026' };

interface PageStats {
  /** One per answer, in ms. */
  latencies: number[];
  statuses: Map<number, number>;
  /** Requests that got no answer at all. */
  failed: number;
}

const errorsOf = (page: PageStats) => page.failed + [...page.statuses].filter(([status]) => status !== 200).reduce((sum, [, count]) => sum + count, 0);

async function signIn(browser: Browser, origin: string): Promise<string> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/`);
    await page.getByLabel('E-postadress').fill(USER.email);
    await page.getByLabel('Lösenord').fill(USER.password);
    await page.getByRole('button', { name: 'Logga in' }).click();
    await page.waitForURL(`${origin}/`);
    return (await context.cookies(origin)).map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
  } finally {
    await context.close();
  }
}

async function signInAll(browser: Browser, origin: string): Promise<string[]> {
  const cookies: string[] = [];
  while (cookies.length < SESSIONS) {
    const batch = Math.min(SIGN_INS_AT_ONCE, SESSIONS - cookies.length);
    cookies.push(...(await Promise.all(Array.from({ length: batch }, () => signIn(browser, origin)))));
  }
  return cookies;
}

/** Counts value files created under the local KV namespaces' blob folders: one per put. */
function countKvWrites(stateDir: string): { writes: () => number; close: () => void } {
  const kvDir = join(stateDir, 'v3', 'kv');
  const seen = new Set<string>();
  const watchers: FSWatcher[] = [];
  for (const namespace of readdirSync(kvDir)) {
    const blobs = join(kvDir, namespace, 'blobs');
    if (!existsSync(blobs)) continue;
    const before = new Set(readdirSync(blobs));
    watchers.push(
      watch(blobs, (_event, name) => {
        if (name && !before.has(name) && existsSync(join(blobs, name))) seen.add(`${namespace}/${name}`);
      }),
    );
  }
  if (watchers.length === 0) throw new Error(`no KV namespace with values under ${kvDir}`);
  return { writes: () => seen.size, close: () => watchers.forEach((watcher) => watcher.close()) };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;

async function session(cookie: string, pages: [string, string][], stats: Map<string, PageStats>, until: number): Promise<void> {
  let turn = 0;
  while (Date.now() < until) {
    const [name, url] = pages[turn++ % pages.length]!;
    const page = stats.get(name)!;
    const started = performance.now();
    try {
      const response = await fetch(url, { headers: { cookie }, redirect: 'manual' });
      await response.arrayBuffer();
      page.latencies.push(performance.now() - started);
      page.statuses.set(response.status, (page.statuses.get(response.status) ?? 0) + 1);
    } catch {
      page.failed += 1;
    }
  }
}

async function main(): Promise<void> {
  if (!existsSync('dist/server/wrangler.json')) throw new Error('Build first: npm run build (npm run load does it for you)');
  const runDir = mkdtempSync(join(tmpdir(), 'portal-load-'));
  const wranglerStateDir = join(runDir, 'wrangler');
  mkdirSync(wranglerStateDir, { recursive: true });
  const [portalPort, backendPort] = [await freePort(), await freePort()];
  const stack = await startStack({
    portalPort,
    backendPort,
    dataDir: join(runDir, 'backend'),
    wranglerStateDir,
    testRoutes: false,
    quiet: true,
    backendEnv: { ACCESS_TOKEN_TTL: '90' },
    // 50 sign-ins from one address in a minute: over the production limit of the sign-in start.
    rateLimits: { SIGN_IN_LIMITER: 10_000 },
  });
  // localhost is Sweden, and Node resolves it (it does not resolve *.localhost).
  const origin = `http://localhost:${portalPort}`;
  const browser = await chromium.launch({
    ...(existsSync('/usr/bin/chromium') ? { executablePath: '/usr/bin/chromium' } : {}),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const signInStarted = Date.now();
    const cookies = await signInAll(browser, origin);
    console.log(`${cookies.length} sessions signed in in ${((Date.now() - signInStarted) / 1000).toFixed(1)} s`);
    const page = await browser.newPage({ extraHTTPHeaders: { cookie: cookies[0]! } });
    await page.goto(`${origin}/blanco?size=50`);
    const firstLoan = await page.locator('tbody tr a').first().getAttribute('href');
    await page.close();
    if (!firstLoan) throw new Error('no loan on /blanco?size=50');
    const pages: [string, string][] = [
      ['Home (/)', `${origin}/`],
      ['/blanco?size=50', `${origin}/blanco?size=50`],
      ['/blanco/:id', `${origin}${firstLoan}`],
    ];
    const stats = new Map(pages.map(([name]) => [name, { latencies: [], statuses: new Map(), failed: 0 } as PageStats]));

    const kv = countKvWrites(wranglerStateDir);
    const started = Date.now();
    await Promise.all(
      cookies.map((cookie, index) =>
        session(cookie, pages.slice(index % pages.length).concat(pages.slice(0, index % pages.length)), stats, started + SECONDS * 1000),
      ),
    );
    const elapsed = (Date.now() - started) / 1000;
    // The last puts land just after the last answer.
    await new Promise((settle) => setTimeout(settle, 500));
    const writes = kv.writes();
    kv.close();

    const total = [...stats.values()].reduce((sum, page) => sum + page.latencies.length + page.failed, 0);
    console.log(
      `\nPartner Portal load: ${SESSIONS} signed-in sessions (${USER.email}) at once for ${elapsed.toFixed(1)} s, built worker (wrangler dev) + backend/, access tokens of 90 s\n`,
    );
    console.log('| page | requests | requests/s | p50 ms | p95 ms | max ms | errors | statuses |');
    console.log('|---|---|---|---|---|---|---|---|');
    for (const [name, page] of stats) {
      const sorted = [...page.latencies].sort((a, b) => a - b);
      const statuses = [...page.statuses.entries()].map(([status, count]) => `${status}: ${count}`).join(', ');
      console.log(
        `| ${name} | ${sorted.length} | ${(sorted.length / elapsed).toFixed(1)} | ${percentile(sorted, 50).toFixed(0)} | ${percentile(sorted, 95).toFixed(0)} | ${(sorted.at(-1) ?? Number.NaN).toFixed(0)} | ${errorsOf(page)} | ${statuses} |`,
      );
    }
    const errors = [...stats.values()].reduce((sum, page) => sum + errorsOf(page), 0);
    console.log(
      `\nAll pages: ${total} requests, ${errors} errors; KV writes: ${writes} (${(writes / Math.max(1, total)).toFixed(4)} per request, ${(writes / SESSIONS).toFixed(1)} per session)`,
    );
    if (errors > 0) process.exitCode = 1;
  } finally {
    await browser.close();
    await stack.stop();
  }
}

await main();
