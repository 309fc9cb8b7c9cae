// On a stack of its own (ADR 0013, 0014): the production-like rate limits, lowered so a test
// can reach them, and access tokens that outlive the test, so stopping backend/ tests the
// pages and never the token refresh.
import type { Page } from '@playwright/test';
import type { Stack } from '../../scripts/stack';
import { text } from './apply-support';
import { startOwnStack } from './e2e-stack';
import { expect, test } from './fixtures';
import { fillProviderLogin, PASSWORD, USERS } from './support';

const SIGN_IN_LIMIT = 6;
const POST_LIMIT = 5;
const sv = (key: string) => text('sv-SE', key);

let stack: Stack;
test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  ({ stack } = await startOwnStack('own', {
    testRoutes: true,
    workerVars: { FLAG_CACHE_MS: '0', SHARED_CACHE_MS: '0' },
    backendEnv: { ACCESS_TOKEN_TTL: '900' },
    rateLimits: { SIGN_IN_LIMITER: SIGN_IN_LIMIT, POST_LIMITER: POST_LIMIT },
  }));
});
test.afterAll(async () => {
  await stack?.stop();
});

const url = (path: string) => stack.portalOrigin('se.localhost') + path;

async function signInErik(page: Page, path = '/'): Promise<void> {
  await page.goto(url(path));
  await fillProviderLogin(page, USERS.erik.email, PASSWORD);
  await expect(page).toHaveURL(new RegExp(`^${stack.portalOrigin('se.localhost')}`));
}

async function timedGoto(page: Page, path: string): Promise<{ ms: number; status: number }> {
  const started = Date.now();
  const response = await page.goto(url(path), { waitUntil: 'domcontentloaded' });
  const ms = Date.now() - started;
  console.log(`[outage] ${path} answered ${response?.status()} in ${ms} ms with backend/ stopped`);
  test.info().annotations.push({ type: 'response time', description: `${path}: ${ms} ms` });
  return { ms, status: response?.status() ?? 0 };
}

test('with the whole backend stopped, every page answers quickly with its error parts instead of a 500 or a hang, and loads again after restart', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInErik(page, '/blanco');
  const detailsPath = (await page.locator('tbody tr a').first().getAttribute('href')) ?? '';
  expect(detailsPath).toMatch(/^\/blanco\/.+/);
  await stack.stopBackend();
  try {
    const expected: [string, number, string][] = [
      ['/', 200, 'unavailable.latestApplications'],
      ['/blanco', 200, 'unavailable.listTimeout'],
      ['/blanco/apply', 200, 'unavailable.applyTitle'],
      [detailsPath, 503, 'blanco.errors.unavailable'],
    ];
    for (const [path, status, key] of expected) {
      const answered = await timedGoto(page, path);
      expect(answered.status, path).toBe(status);
      await expect(page.getByRole('alert').filter({ hasText: sv(key) }), path).toBeVisible();
    }
  } finally {
    await stack.startBackend();
  }
  await page.goto(url('/'));
  await expect(page.getByText(/Bilhuset Syd AB/).first()).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.goto(url(detailsPath));
  await expect(page.getByRole('heading', { name: sv('blanco.details.loan') })).toBeVisible();
});

test('a script posting faster than any dealer gets 429 with Retry-After: JSON for /api, the translated page for a form post', async ({ page }) => {
  await signInErik(page, '/blanco');
  // From the signed-in page itself, as a script in the dealer's browser would: the list's
  // partial, posted as the list's own script posts it (the answer is HTML until refused).
  const answers = await page.evaluate(
    async ({ tries }) => {
      const seen: { status: number; retryAfter: string | null; json: unknown }[] = [];
      for (let i = 0; i < tries; i++) {
        const response = await fetch('/api/blanco/leads?sort=newest', {
          method: 'POST',
          body: new URLSearchParams({ search: '' }),
          headers: { accept: 'text/html' },
        });
        const refused = response.status === 429;
        seen.push({
          status: response.status,
          retryAfter: response.headers.get('retry-after'),
          json: refused ? await response.json() : await response.text().then(() => null),
        });
        if (refused) break;
      }
      return seen;
    },
    { tries: POST_LIMIT * 2 },
  );
  const statuses = answers.map((answer) => answer.status);
  expect(statuses.slice(0, POST_LIMIT), `statuses ${statuses.join(',')}`).toEqual(Array(POST_LIMIT).fill(200));
  const refused = answers.at(-1)!;
  expect(refused.status, `statuses ${statuses.join(',')}`).toBe(429);
  expect(refused.retryAfter).toBe('60');
  expect(refused.json).toEqual({ error: { code: 'rateLimited', retryAfterSeconds: 60 } });

  // A plain form post (the list's search without JavaScript), as the browser sends it.
  await page.goto(url('/blanco'));
  const [response] = await Promise.all([
    page.waitForResponse((answer) => answer.request().method() === 'POST' && new URL(answer.url()).pathname === '/blanco'),
    page.evaluate(() => {
      const form = Object.assign(document.createElement('form'), { method: 'post', action: '/blanco' });
      form.append(Object.assign(document.createElement('input'), { name: 'search', value: 'Andersson' }));
      document.body.append(form);
      form.submit();
    }),
  ]);
  expect(response.status()).toBe(429);
  expect(response.headers()['retry-after']).toBe('60');
  await expect(page.getByRole('heading', { name: sv('rateLimit.title') })).toBeVisible();
  await expect(page.getByText(sv('rateLimit.body').replace('{seconds}', '60'))).toBeVisible();
});
test('sign-in starts beyond the limit get the translated 429 page (and JSON for a script) with Retry-After', async ({ page, request }) => {
  let status = 0;
  for (let i = 0; i < SIGN_IN_LIMIT * 2 && status !== 429; i++) {
    // Node cannot resolve se.localhost; plain localhost is the same worker (Sweden).
    const response = await request.get(stack.portalOrigin('localhost') + '/login', { maxRedirects: 0, headers: { accept: 'application/json' } });
    status = response.status();
    if (status === 429) {
      expect(response.headers()['retry-after']).toBe('60');
      expect(await response.json()).toEqual({ error: { code: 'rateLimited', retryAfterSeconds: 60 } });
    }
  }
  expect(status).toBe(429);
  const response = await page.goto(stack.portalOrigin('dk.localhost') + '/login');
  expect(response?.status()).toBe(429);
  expect(response?.headers()['retry-after']).toBe('60');
  await expect(page.getByRole('heading', { name: text('da-DK', 'rateLimit.title') })).toBeVisible();
  await expect(page.getByText(text('da-DK', 'rateLimit.body').replace('{seconds}', '60'))).toBeVisible();
});
