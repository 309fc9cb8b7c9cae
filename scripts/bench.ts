// npm run bench: the built worker and backend/ on free ports, a real sign-in in Chromium,
// then autocannon (10 connections, 20 s per page in four turns, the pages taking turns) on each
// product's list (loans, leasing, inventory financing with 50 per page; the marketplace's and the
// point shop's first page) and on its first item's page, with the worker's CPU per request (both
// workerd processes of wrangler dev, from /proc: scripts/worker-cpu.ts); and the gzip JavaScript
// each page ships; then Lighthouse (mobile) on each list, item page and application form.
// Home and a yardstick are measured in the same turns: bench/baseline, a minimal Astro page doing
// a list's job (a KV session read and write, one API fetch, a 50-row table with Intl formats) in
// its own wrangler dev, and every page's worker CPU is also given as a ratio to it.
import autocannon from 'autocannon';
import { chromium, type Page } from '@playwright/test';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createServer } from 'node:http';
import { freePort, startBaselineWorker, startStack } from './stack.ts';
import { cpuMs, workerdProcesses } from './worker-cpu.ts';
import { lighthouseScores, type LighthouseScores } from './lighthouse-scores.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = 10;
const ROUNDS = 4;
const WARM_UP_SECONDS = 3;
const BASELINE = 'baseline: a minimal Astro page (50 rows)';
const HOME = '/ (Home)';
const USER = { email: 'anna.admin@bilhuset.example', password: 'Portal-demo-2026' };
/**
 * The product lists measured, each with its first item's page (and its application form, for a
 * product one applies for); `rows`: how many items the list shows the demo dealer at least (the
 * list is measured with them), each found by `item`, a link to its page.
 */
interface BenchedProduct {
  path: string;
  query: string;
  rows: number;
  item: string;
  /** The item page's path pattern, when not /<path>/:id. */
  itemPath?: string;
  apply: boolean;
}
const LEAD_ROW = 'tbody tr a';
const PRODUCTS: readonly BenchedProduct[] = [
  { path: 'blanco', query: '?size=50', rows: 50, item: LEAD_ROW, apply: true },
  { path: 'leasing', query: '?size=50', rows: 30, item: LEAD_ROW, apply: true },
  { path: 'inventory-financing', query: '?size=50', rows: 12, item: LEAD_ROW, apply: true },
  // The dealer marketplace's first page (12 cars with photos) and its first car.
  { path: 'marketplace', query: '', rows: 12, item: 'main article a[href^="/marketplace/"]', apply: false },
  // The point shop's first page of articles (with the cart island) and its first article.
  { path: 'point-shop', query: '', rows: 12, item: 'main article a[href^="/point-shop/article/"]', itemPath: '/point-shop/article/:id', apply: false },
];

/** Pages with no list/details pair: their JavaScript and Lighthouse only (the price tag with a preview too). */
const OTHER_PAGES = [
  '/commission',
  '/organisation',
  '/price-tag',
  '/price-tag?heading=Veckans+bil&vehicle=&cashPrice=189900&downPayment=39900&term=72&interestRate=6.95',
];

/** The yardstick's list: 50 rows of a lead list's size, served as the Partner API would. */
function startListServer(port: number): Promise<() => Promise<void>> {
  const statuses = ['RECEIVED', 'APPROVED', 'SIGNED', 'PAID_OUT', 'REJECTED'];
  const content = Array.from({ length: 50 }, (_, index) => ({
    leadId: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    reference: `BL-${String(240_000 + index)}`,
    customerName: `Kund Nummer ${index + 1}`,
    personalIdentityNumber: `19${String(50 + (index % 40))}0101-${String(1000 + index)}`,
    amount: 50_000 + index * 7_250,
    currency: 'SEK',
    status: statuses[index % statuses.length],
    salesPerson: 'Anna Admin',
    createdAt: new Date(Date.UTC(2026, 9, 1 + (index % 28), 8, index)).toISOString(),
    updatedAt: new Date(Date.UTC(2026, 10, 1 + (index % 25), 9, index)).toISOString(),
  }));
  const body = JSON.stringify({ content, page: 0, size: 50, totalElements: 50, totalPages: 1 });
  const server = createServer((_, response) => response.writeHead(200, { 'content-type': 'application/json' }).end(body));
  return new Promise((done) => server.listen(port, '127.0.0.1', () => done(() => new Promise((closed) => server.close(() => closed())))));
}

async function signIn(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/`);
  await page.getByLabel('E-postadress').fill(USER.email);
  await page.getByLabel('Lösenord').fill(USER.password);
  await page.getByRole('button', { name: 'Logga in' }).click();
  await page.waitForURL(`${origin}/`);
}

async function javascriptGzip(page: Page, url: string): Promise<{ files: number; kb: number }> {
  const bodies: Promise<Buffer>[] = [];
  const listener = (response: import('@playwright/test').Response) => {
    // Chromium may drop a body once the page has moved on; the same URL fetched again is the same file.
    if (response.request().resourceType() === 'script')
      bodies.push(response.body().catch(() => page.request.get(response.url()).then((again) => again.body())));
  };
  page.on('response', listener);
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  page.off('response', listener);
  const files = await Promise.all(bodies);
  const inline = await page.locator('script:not([src])').evaluateAll((scripts) => scripts.map((s) => s.textContent ?? '').join(''));
  const bytes = files.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0) + (inline ? gzipSync(inline, { level: 9 }).length : 0);
  return { files: files.length, kb: Math.round((bytes / 1024) * 10) / 10 };
}

function load(url: string, cookie: string, seconds: number): Promise<autocannon.Result> {
  return autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: { cookie } });
}

async function main(): Promise<void> {
  if (!existsSync('dist/server/wrangler.json') || !existsSync('bench/baseline/dist/server/wrangler.json'))
    throw new Error('Build first: npm run bench builds the portal and bench/baseline');
  const runDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const [portalPort, backendPort] = [await freePort(), await freePort()];
  const stack = await startStack({
    portalPort,
    backendPort,
    dataDir: join(runDir, 'backend'),
    wranglerStateDir: join(runDir, 'wrangler'),
    testRoutes: false,
    quiet: true,
  });
  const listPort = await freePort();
  const stopListServer = await startListServer(listPort);
  const baseline = await startBaselineWorker({
    port: await freePort(),
    stateDir: join(runDir, 'baseline-wrangler'),
    listUrl: `http://127.0.0.1:${listPort}/leads`,
  });
  // localhost is Sweden, and Node resolves it (it does not resolve *.localhost).
  const origin = `http://localhost:${portalPort}`;
  // Lighthouse reaches the same browser on its DevTools port.
  const devtoolsPort = await freePort();
  const browser = await chromium.launch({
    ...(existsSync('/usr/bin/chromium') ? { executablePath: '/usr/bin/chromium' } : {}),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      `--remote-debugging-port=${devtoolsPort}`,
    ],
  });
  try {
    const page = await browser.newPage();
    await signIn(page, origin);
    const cookie = (await page.context().cookies(origin)).map((c) => `${c.name}=${c.value}`).join('; ');
    const baselineCookie = (await fetch(`${baseline.origin}/`)).headers.get('set-cookie')?.split(';')[0] ?? '';
    const pages: [string, string][] = [
      [BASELINE, `${baseline.origin}/`],
      [HOME, `${origin}/`],
    ];
    const js: Record<string, { files: number; kb: number }> = {};
    for (const product of PRODUCTS) {
      const listUrl = `${origin}/${product.path}${product.query}`;
      await page.goto(listUrl);
      const rows = await page.locator(product.item).count();
      const firstItem = await page.locator(product.item).first().getAttribute('href');
      if (rows < product.rows || !firstItem) throw new Error(`expected at least ${product.rows} items on /${product.path}${product.query}, saw ${rows}`);
      const itemPath = product.itemPath ?? `/${product.path}/:id`;
      pages.push([`/${product.path}${product.query} (${rows} rows)`, listUrl], [itemPath, `${origin}${firstItem}`]);
      js[`/${product.path}`] = await javascriptGzip(page, listUrl);
      js[itemPath] = await javascriptGzip(page, `${origin}${firstItem}`);
      if (product.apply) js[`/${product.path}/apply`] = await javascriptGzip(page, `${origin}/${product.path}/apply`);
    }
    for (const path of OTHER_PAGES) js[path] = await javascriptGzip(page, `${origin}${path}`);
    const workerd = stack.portalPid === undefined ? [] : workerdProcesses(stack.portalPid);
    const baselineWorkerd = baseline.pid === undefined ? [] : workerdProcesses(baseline.pid);
    if (workerd.length === 0 || baselineWorkerd.length === 0) throw new Error('no workerd process found under wrangler dev: cannot measure the worker CPU');
    const isBaseline = (name: string) => name === BASELINE;
    // Every page once unmeasured, so no page pays for compiling the worker's code for the others.
    for (const [name, url] of pages) await load(url, isBaseline(name) ? baselineCookie : cookie, WARM_UP_SECONDS);
    // The pages take turns, ROUNDS times SECONDS / ROUNDS each: a slower moment of this shared
    // machine falls on all of them rather than on the one measured then.
    const runs = pages.map(() => ({ results: [] as autocannon.Result[], cpuMs: 0 }));
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [index, [name, url]] of pages.entries()) {
        const processes = isBaseline(name) ? baselineWorkerd : workerd;
        const before = cpuMs(processes);
        const result = await load(url, isBaseline(name) ? baselineCookie : cookie, SECONDS / ROUNDS);
        runs[index]!.cpuMs += cpuMs(processes) - before;
        runs[index]!.results.push(result);
      }
    }
    const measured = runs.map(({ results, cpuMs: cpu }) => {
      const requests = results.reduce((sum, result) => sum + result.requests.total, 0);
      const sum = (of: (result: autocannon.Result) => number) => results.reduce((total, result) => total + of(result), 0);
      const p50s = results.map((result) => result.latency.p50).sort((a, b) => a - b);
      return {
        perSecond: requests / SECONDS,
        p50: p50s[Math.floor(p50s.length / 2)]!,
        p99: Math.max(...results.map((result) => result.latency.p99)),
        cpu: requests > 0 ? cpu / requests : Number.NaN,
        htmlKb: sum((result) => result.throughput.total) / Math.max(1, requests) / 1024,
        non2xx: sum((result) => result.non2xx),
        errors: sum((result) => result.errors + result.timeouts),
      };
    });
    console.log(
      `\nPartner Portal bench: ${CONNECTIONS} connections, ${SECONDS} s per page in ${ROUNDS} turns of ${SECONDS / ROUNDS} s, built worker (wrangler dev) + backend/, signed in as ${USER.email}\n`,
    );
    console.log(
      `Worker CPU: user + system time of the workerd processes of each wrangler dev (portal: pids ${workerd.join(', ')}; baseline: ${baselineWorkerd.join(', ')}) over each page's turns, per request done.\n`,
    );
    const baselineCpu = measured[0]!.cpu;
    console.log('| page | requests/s | p50 ms (median of turns) | p99 ms (worst turn) | worker CPU ms/request | CPU / baseline | HTML KB | non-2xx | errors |');
    console.log('|---|---|---|---|---|---|---|---|---|');
    measured.forEach((page, index) => {
      console.log(
        `| ${pages[index]![0]} | ${page.perSecond.toFixed(1)} | ${page.p50} | ${page.p99} | ${page.cpu.toFixed(2)} | ${(page.cpu / baselineCpu).toFixed(2)} | ${page.htmlKb.toFixed(1)} | ${page.non2xx} | ${page.errors} |`,
      );
    });
    console.log('');
    const over = pages.filter((_, index) => index > 0 && measured[index]!.cpu / baselineCpu > 1.3).map(([name]) => name);
    console.log(
      `Worker CPU per request as a ratio to the baseline (target: every page at most 1.30): highest ${Math.max(...measured.slice(1).map((page) => page.cpu / baselineCpu)).toFixed(2)}${over.length ? `; over: ${over.join(', ')}` : ''}`,
    );
    PRODUCTS.forEach((product, index) => {
      const [list, details] = [measured[2 + index * 2]!.cpu, measured[2 + index * 2 + 1]!.cpu];
      console.log(`Worker CPU per request, /${product.path} list / ${product.itemPath ?? 'details'}: ${(list / details).toFixed(2)}`);
    });
    console.log('\n| page | JavaScript files | gzip KB |');
    console.log('|---|---|---|');
    for (const [name, weight] of Object.entries(js)) console.log(`| ${name} | ${weight.files} | ${weight.kb} |`);

    // After the load runs, so Lighthouse's page has the machine to itself.
    const audited: [string, LighthouseScores][] = [];
    const applyPages = PRODUCTS.filter((product) => product.apply).map((product): [string, string] => [
      `/${product.path}/apply`,
      `${origin}/${product.path}/apply`,
    ]);
    const otherPages = OTHER_PAGES.map((path): [string, string] => [path, `${origin}${path}`]);
    for (const [name, url] of [...pages.filter(([name]) => !isBaseline(name)), ...applyPages, ...otherPages]) {
      audited.push([name, await lighthouseScores(url, devtoolsPort, cookie)]);
    }
    console.log('\nLighthouse 13 (mobile, simulated throttling), signed in as anna:\n');
    console.log('| page | performance | accessibility | best practices | LCP ms | TBT ms | CLS | accessibility audits failed |');
    console.log('|---|---|---|---|---|---|---|---|');
    for (const [name, lh] of audited) {
      const repeated = lh.firstRunError ? ` (run twice: the first failed with ${lh.firstRunError})` : '';
      console.log(
        `| ${name}${repeated} | ${lh.performance} | ${lh.accessibility} | ${lh.bestPractices} | ${lh.lcpMs} | ${lh.tbtMs} | ${lh.cls} | ${lh.accessibilityFailed.join(', ') || '–'} |`,
      );
    }
  } finally {
    await browser.close();
    await Promise.all([stack.stop(), baseline.stop(), stopListServer()]);
  }
}

await main();
