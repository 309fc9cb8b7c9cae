// Pages without interactive parts ship no JavaScript of their own beyond the navigation
// progress bar (a few hundred bytes, inline); the figures here are
// the ones README.md quotes (gzip, level 9, of every script the page loads).
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { origin, signIn, USERS, waitForIslands, type DemoUser } from './support';

/** What a signed-in page with the header adds to listen for live events (ADR 0060: at most 3 KB gzip). */
const LIVE_CLIENT = 3 * 1024;
/** An application form with its draft saver (a full-screen page: no header, no live client). */
const FORM_BUDGET = 90 * 1024;

interface Weight {
  files: number;
  gzipBytes: number;
  inlineBytes: number;
}

async function javascriptOf(page: Page, user: DemoUser, path: string, signedIn = false): Promise<Weight> {
  const bodies: Promise<Buffer>[] = [];
  if (!signedIn) await signIn(page, user);
  await page.waitForLoadState('networkidle');
  // Routing turns the browser's cache off: a file the previous page loaded is counted too.
  await page.route('**/*', (route) => route.continue());
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.body());
  });
  await page.goto(origin(user.host) + path);
  await page.waitForLoadState('networkidle');
  await waitForIslands(page);
  const files = await Promise.all(bodies);
  const inline = await page.locator('script:not([src])').evaluateAll((scripts) => scripts.map((s) => s.textContent ?? '').join(''));
  return {
    files: files.length,
    gzipBytes: files.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
    inlineBytes: gzipSync(Buffer.from(inline), { level: 9 }).length,
  };
}

test('Home ships only the navigation progress bar, inline, for a user with no menu extras', async ({ page }) => {
  const weight = await javascriptOf(page, USERS.basic, '/');
  console.log(`Home (basic.user): ${weight.files} files, ${weight.gzipBytes} B gzip, inline ${weight.inlineBytes} B gzip (the progress bar)`);
  expect(weight.gzipBytes).toBeLessThanOrEqual(LIVE_CLIENT);
  expect(await page.locator('script:not([src])').count()).toBe(1);
  expect(await page.locator('script:not([src])').textContent()).toContain('aria-busy');
  expect(weight.inlineBytes).toBeLessThan(512);
});

test('Home ships only the manager modal’s focus wrap for erik', async ({ page }) => {
  const weight = await javascriptOf(page, USERS.erik, '/');
  console.log(`Home (erik): ${weight.files} files, ${weight.gzipBytes} B gzip, inline ${weight.inlineBytes} B gzip`);
  expect(weight.gzipBytes + weight.inlineBytes).toBeLessThan(1024 + LIVE_CLIENT);
  expect(await page.locator('astro-island').count()).toBe(0);
});

test('Home ships only the balance refresh for a point shop user', async ({ page }) => {
  const weight = await javascriptOf(page, USERS.anna, '/');
  console.log(`Home (anna): ${weight.files} files, ${weight.gzipBytes} B gzip, inline ${weight.inlineBytes} B gzip`);
  expect(weight.gzipBytes + weight.inlineBytes).toBeLessThan(1024 + LIVE_CLIENT);
  expect(await page.locator('astro-island').count()).toBe(0);
});

test('My profile ships at most 90 KB gzip of JavaScript', async ({ page }) => {
  const weight = await javascriptOf(page, USERS.anna, '/user/my-profile');
  console.log(
    `My profile (anna): ${weight.files} files, ${(weight.gzipBytes / 1024).toFixed(1)} KB gzip, inline ${(weight.inlineBytes / 1024).toFixed(1)} KB gzip`,
  );
  expect(weight.gzipBytes + weight.inlineBytes).toBeLessThanOrEqual(90 * 1024);
});

test('the loan application ships at most 90 KB gzip of JavaScript with its draft saver', async ({ page }) => {
  const weight = await javascriptOf(page, USERS.anna, '/blanco/apply');
  console.log(
    `Loan application (anna): ${weight.files} files, ${(weight.gzipBytes / 1024).toFixed(1)} KB gzip, inline ${(weight.inlineBytes / 1024).toFixed(1)} KB gzip`,
  );
  await expect(page.getByRole('button', { name: 'Skicka ansökan' })).toBeVisible();
  expect(weight.gzipBytes + weight.inlineBytes).toBeLessThanOrEqual(FORM_BUDGET);
});

test('the price tag page ships no island, only its live monthly cost script, inline', async ({ page }) => {
  const weight = await javascriptOf(page, USERS.anna, '/price-tag');
  console.log(`Price tag (anna): ${weight.files} files, ${weight.gzipBytes} B gzip, inline ${weight.inlineBytes} B gzip`);
  await expect(page.getByRole('button', { name: 'Visa förhandsgranskning' })).toBeVisible();
  expect(await page.locator('astro-island').count()).toBe(0);
  expect(weight.gzipBytes).toBeLessThanOrEqual(LIVE_CLIENT);
  // The live cost, the lookup in place and the amounts grouped as typed: 2.1 KB gzip when measured.
  expect(weight.inlineBytes).toBeLessThan(2304);
});

test('commission and organisation ship no island, only the navigation’s few bytes', async ({ page }) => {
  const commission = await javascriptOf(page, USERS.anna, '/commission');
  console.log(`Commission (anna): ${commission.files} files, ${commission.gzipBytes} B gzip, inline ${commission.inlineBytes} B gzip`);
  expect(await page.locator('astro-island').count()).toBe(0);
  expect(commission.gzipBytes + commission.inlineBytes).toBeLessThan(2048 + LIVE_CLIENT);
  const organisation = await javascriptOf(page, USERS.anna, '/organisation', true);
  console.log(`Organisation (anna): ${organisation.files} files, ${organisation.gzipBytes} B gzip, inline ${organisation.inlineBytes} B gzip`);
  expect(await page.locator('astro-island').count()).toBe(0);
  expect(organisation.gzipBytes + organisation.inlineBytes).toBeLessThan(2048 + LIVE_CLIENT);
});

test('the leasing application ships at most 90 KB gzip of JavaScript with its draft saver', async ({ page }) => {
  const weight = await javascriptOf(page, USERS.anna, '/leasing/apply');
  console.log(
    `Leasing application (anna): ${weight.files} files, ${(weight.gzipBytes / 1024).toFixed(1)} KB gzip, inline ${(weight.inlineBytes / 1024).toFixed(1)} KB gzip`,
  );
  await expect(page.getByRole('button', { name: 'Hämta företagsuppgifter' })).toBeVisible();
  expect(weight.gzipBytes + weight.inlineBytes).toBeLessThanOrEqual(FORM_BUDGET);
});

test('the inventory financing application ships at most 90 KB gzip of JavaScript with its draft saver', async ({ page }) => {
  const weight = await javascriptOf(page, USERS.anna, '/inventory-financing/apply');
  console.log(
    `Inventory financing application (anna): ${weight.files} files, ${(weight.gzipBytes / 1024).toFixed(1)} KB gzip, inline ${(weight.inlineBytes / 1024).toFixed(1)} KB gzip`,
  );
  await expect(page.getByRole('button', { name: 'Hämta uppgifter' })).toBeVisible();
  // An island on the shared apply lifecycle like the other application forms (docs/decisions/0044).
  expect(weight.gzipBytes + weight.inlineBytes).toBeLessThanOrEqual(FORM_BUDGET);
});

test('the point shop and an article ship at most 90 KB gzip of JavaScript (the cart island)', async ({ page }) => {
  const list = await javascriptOf(page, USERS.anna, '/point-shop?reset=1');
  console.log(`Point shop (anna): ${list.files} files, ${(list.gzipBytes / 1024).toFixed(1)} KB gzip, inline ${(list.inlineBytes / 1024).toFixed(1)} KB gzip`);
  await expect(page.getByRole('heading', { name: /^Varukorg/ })).toBeVisible();
  expect(list.gzipBytes + list.inlineBytes).toBeLessThanOrEqual(90 * 1024);
  const article = await javascriptOf(page, USERS.anna, '/point-shop/article/art-se-01', true);
  console.log(
    `Point shop article (anna): ${article.files} files, ${(article.gzipBytes / 1024).toFixed(1)} KB gzip, inline ${(article.inlineBytes / 1024).toFixed(1)} KB gzip`,
  );
  expect(article.gzipBytes + article.inlineBytes).toBeLessThanOrEqual(90 * 1024);
});

test('the point shop’s checkout ships at most 90 KB gzip of JavaScript (its order form on the send lifecycle, docs/decisions/0051)', async ({ page }) => {
  // A cart with a line, so the order form is on the page.
  await signIn(page, USERS.anna, '/point-shop/article/art-se-01');
  await waitForIslands(page);
  await page.getByRole('button', { name: 'Lägg i varukorgen' }).click();
  await expect(page.getByRole('heading', { name: /^Varukorg/ })).toBeVisible();
  await expect(page.getByText(/^1 × /)).toBeVisible();
  const weight = await javascriptOf(page, USERS.anna, '/point-shop/checkout', true);
  await expect(page.getByRole('button', { name: /^Beställ för/ })).toBeVisible();
  console.log(
    `Point shop checkout (anna): ${weight.files} files, ${(weight.gzipBytes / 1024).toFixed(1)} KB gzip, inline ${(weight.inlineBytes / 1024).toFixed(1)} KB gzip`,
  );
  expect(weight.gzipBytes + weight.inlineBytes).toBeLessThanOrEqual(90 * 1024);
});

test('the loan list ships at most 72 KB gzip of JavaScript', async ({ page }) => {
  const weight = await javascriptOf(page, USERS.anna, '/blanco?reset=1');
  console.log(`Loan list (anna): ${weight.files} files, ${(weight.gzipBytes / 1024).toFixed(1)} KB gzip, inline ${weight.inlineBytes} B gzip`);
  expect(weight.gzipBytes + weight.inlineBytes).toBeLessThanOrEqual(72 * 1024);
});

test('the leasing list ships at most 72 KB gzip of JavaScript', async ({ page }) => {
  const weight = await javascriptOf(page, USERS.anna, '/leasing?reset=1');
  console.log(`Leasing list (anna): ${weight.files} files, ${(weight.gzipBytes / 1024).toFixed(1)} KB gzip, inline ${weight.inlineBytes} B gzip`);
  await expect(page.getByRole('table', { name: 'Leasingansökningar' })).toBeVisible();
  expect(weight.gzipBytes + weight.inlineBytes).toBeLessThanOrEqual(72 * 1024);
});

test('the inventory financing list ships at most 72 KB gzip of JavaScript', async ({ page }) => {
  const weight = await javascriptOf(page, USERS.anna, '/inventory-financing?reset=1');
  console.log(`Inventory financing list (anna): ${weight.files} files, ${(weight.gzipBytes / 1024).toFixed(1)} KB gzip, inline ${weight.inlineBytes} B gzip`);
  await expect(page.getByRole('table', { name: 'Lagerfinansieringar' })).toBeVisible();
  expect(weight.gzipBytes + weight.inlineBytes).toBeLessThanOrEqual(72 * 1024);
});

test('a loan’s details page ships no island', async ({ page }) => {
  await signIn(page, USERS.anna, '/blanco?reset=1');
  const first = await page.locator('tbody tr a').first().getAttribute('href');
  const weight = await javascriptOf(page, USERS.anna, first ?? '/blanco', true);
  console.log(`Loan details (anna): ${weight.files} files, ${weight.gzipBytes} B gzip, inline ${weight.inlineBytes} B gzip`);
  expect(await page.locator('astro-island').count()).toBe(0);
  expect(weight.gzipBytes + weight.inlineBytes).toBeLessThan(1024 + LIVE_CLIENT);
});

test('the marketplace list and an ad ship no island, only the navigation’s few bytes', async ({ page }) => {
  const list = await javascriptOf(page, USERS.anna, '/marketplace');
  console.log(`Marketplace list (anna): ${list.files} files, ${list.gzipBytes} B gzip, inline ${list.inlineBytes} B gzip`);
  await expect(page.getByRole('heading', { level: 1, name: 'Marknadsplats' })).toBeVisible();
  expect(await page.locator('astro-island').count()).toBe(0);
  expect(list.gzipBytes + list.inlineBytes).toBeLessThan(1024 + LIVE_CLIENT);
  const ad = await javascriptOf(page, USERS.anna, '/marketplace/seed-mp-se-001', true);
  console.log(`Marketplace ad (anna): ${ad.files} files, ${ad.gzipBytes} B gzip, inline ${ad.inlineBytes} B gzip`);
  await expect(page.getByRole('link', { name: 'Köp bilen' })).toBeVisible();
  expect(await page.locator('astro-island').count()).toBe(0);
  expect(ad.gzipBytes + ad.inlineBytes).toBeLessThan(1024 + LIVE_CLIENT);
});
