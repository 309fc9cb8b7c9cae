// A slow or hung Partner API (ADR 0013): every page answers before its slow call would, whatever
// one call does; the part that could not be loaded says so with a retry; the rest of the page is there;
// nothing the dealer typed is lost. Faults delay or hang only Partner API paths, so sign-in
// and token refresh are untouched.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { fillApplication, text } from './apply-support';
import { backendDelete, backendPost, origin, sideNav, signIn, USERS, waitForIslands } from './support';

/** How long the slow call takes: a page that answers sooner did not wait for it (its figures: npm run bench). */
const SLOW_CALL_MS = 10_000;
const sv = (key: string) => text('sv-SE', key);

async function fault(path: string, how: { delayMs: number } | { hang: true }): Promise<void> {
  const response = await backendPost('/__test/faults', { path, ...how });
  expect(response.status, `fault on ${path}`).toBe(204);
}

/** Loads a page and returns how long the whole HTML took (request until the document is parsed). */
async function timedGoto(page: Page, path: string, status = 200): Promise<number> {
  const started = Date.now();
  const response = await page.goto(origin(USERS.erik.host) + path, { waitUntil: 'domcontentloaded' });
  const ms = Date.now() - started;
  expect(response?.status(), `${path} status`).toBe(status);
  test.info().annotations.push({ type: 'response time', description: `${path}: ${ms} ms` });
  console.log(`[slow-provider] ${test.info().title}: ${path} answered in ${ms} ms`);
  return ms;
}

function alertSaying(page: Page, key: string) {
  return page.getByRole('alert').filter({ hasText: sv(key) });
}

test.describe('one Partner API call 10 s slow and one hung', () => {
  test.afterEach(async () => {
    await backendDelete('/__test/faults');
  });

  test('Home answers before the slow call: the greeting, the partner (kept since sign-in) and menu are there, the latest applications say they could not load, with a retry', async ({
    page,
  }) => {
    await signIn(page, USERS.erik);
    await fault('partner', { delayMs: SLOW_CALL_MS });
    await fault('blanco/leads/query', { hang: true });
    expect(await timedGoto(page, '/')).toBeLessThan(SLOW_CALL_MS);
    await expect(page.getByRole('heading', { level: 1, name: /Erik/ })).toBeVisible();
    await expect(page.getByText(/Bilhuset Syd AB/).first()).toBeVisible();
    await expect(sideNav(page)).toBeVisible();
    await expect(alertSaying(page, 'unavailable.latestApplications')).toBeVisible();
    await expect(alertSaying(page, 'unavailable.latestApplications').getByRole('link', { name: sv('unavailable.retry') })).toHaveAttribute('href', '/');
    await backendDelete('/__test/faults');
    await alertSaying(page, 'unavailable.latestApplications')
      .getByRole('link', { name: sv('unavailable.retry') })
      .click();
    await expect(page.getByRole('heading', { name: sv('home.latestApplications') })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('the loan list answers before the slow call: filters and search are there, the list offers a retry that loads it', async ({ page }) => {
    // Signed in on Home: a list page seen before would have kept the facilities in the session (ADR 0031).
    await signIn(page, USERS.erik, '/');
    await fault('partner/facilities', { delayMs: SLOW_CALL_MS });
    await fault('blanco/leads/query', { hang: true });
    expect(await timedGoto(page, '/blanco')).toBeLessThan(SLOW_CALL_MS);
    await expect(page.getByRole('heading', { level: 1, name: sv('routes.blanco') })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: sv('blanco.list.search') })).toBeVisible();
    await expect(alertSaying(page, 'unavailable.facilities')).toBeVisible();
    await expect(alertSaying(page, 'unavailable.listTimeout')).toBeVisible();
    await backendDelete('/__test/faults');
    await waitForIslands(page);
    await alertSaying(page, 'unavailable.listTimeout')
      .getByRole('link', { name: sv('blanco.list.retry') })
      .click();
    await expect(page.locator('tbody tr').first()).toBeVisible();
  });

  test('the live search keeps what the dealer typed when the list times out, and Retry finds it', async ({ page }) => {
    await signIn(page, USERS.erik, '/blanco?reset=1');
    await waitForIslands(page);
    await fault('blanco/leads/query', { hang: true });
    const search = page.getByRole('searchbox', { name: sv('blanco.list.search') });
    await search.fill('Andersson');
    await expect(alertSaying(page, 'unavailable.listTimeout')).toBeVisible({ timeout: 6_000 });
    await expect(search).toHaveValue('Andersson');
    await backendDelete('/__test/faults');
    await alertSaying(page, 'unavailable.listTimeout')
      .getByRole('link', { name: sv('blanco.list.retry') })
      .click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(search).toHaveValue('Andersson');
  });

  test('a loan’s details answer before the slow call: the menu and way back are there, the loan says it could not load, with a retry', async ({ page }) => {
    await signIn(page, USERS.erik, '/blanco?reset=1');
    const first = page.locator('tbody tr a').first();
    const href = (await first.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/blanco\/.+/);
    await fault('partner', { delayMs: SLOW_CALL_MS });
    await fault(`blanco/leads/${href.split('/')[2]}`, { hang: true });
    // The page's one main part is missing: 503, never a 500.
    expect(await timedGoto(page, href, 503)).toBeLessThan(SLOW_CALL_MS);
    await expect(sideNav(page)).toBeVisible();
    await expect(page.getByRole('link', { name: sv('blanco.details.backToList') })).toBeVisible();
    await expect(alertSaying(page, 'blanco.errors.unavailable')).toBeVisible();
    await backendDelete('/__test/faults');
    await alertSaying(page, 'blanco.errors.unavailable')
      .getByRole('link', { name: sv('blanco.list.retry') })
      .click();
    await expect(page.getByRole('heading', { name: sv('blanco.details.loan') })).toBeVisible();
  });

  test('the application answers before the slow call and names what it is missing, with a retry that then shows the form', async ({ page }) => {
    await signIn(page, USERS.erik);
    await fault('blanco/credit-products', { delayMs: SLOW_CALL_MS });
    await fault('blanco/price-lists', { hang: true });
    expect(await timedGoto(page, '/blanco/apply')).toBeLessThan(SLOW_CALL_MS);
    const alert = alertSaying(page, 'unavailable.applyTitle');
    await expect(alert).toContainText(sv('unavailable.parts.priceList'));
    await expect(alert).toContainText(sv('unavailable.parts.creditProducts'));
    await backendDelete('/__test/faults');
    await alert.getByRole('link', { name: sv('unavailable.retry') }).click();
    await expect(page.getByLabel(sv('blancoApply.loan.amount'), { exact: true })).toBeVisible();
  });

  test('the application keeps what the dealer typed when the monthly cost times out, and Retry calculates it', async ({ page }) => {
    await signIn(page, USERS.erik, '/blanco/apply');
    await fillApplication(page, { locale: 'sv-SE', country: 'SE', amount: '120000', personalId: '19850312-9820', firstname: 'Lena', lastname: 'Lind' });
    await fault('blanco/monthly-cost', { hang: true });
    const amount = page.getByLabel(sv('blancoApply.loan.amount'), { exact: true });
    await amount.fill('125000');
    await expect(page.getByText(sv('unavailable.calculationTimeout'))).toBeVisible({ timeout: 6_000 });
    await expect(amount).toHaveValue('125 000');
    const applicant = page.getByRole('group', { name: sv('blancoApply.applicant.legend'), exact: true });
    await expect(applicant.getByLabel(sv('blancoApply.person.firstname'), { exact: true })).toHaveValue('Lena');
    await expect(applicant.getByLabel(sv('blancoApply.person.employerName'), { exact: true })).toHaveValue('Verkstaden AB');
    await backendDelete('/__test/faults');
    await page.getByRole('button', { name: sv('unavailable.retry') }).click();
    await expect(page.getByText(sv('blancoApply.cost.monthly'))).toBeVisible();
    await expect(amount).toHaveValue('125 000');
  });

  test('an application sent while the price list hangs keeps everything typed, says so, and sends once the API answers', async ({ page }) => {
    await signIn(page, USERS.erik, '/blanco/apply');
    await fillApplication(page, { locale: 'sv-SE', country: 'SE', amount: '120000', personalId: '19850312-9820', firstname: 'Lena', lastname: 'Lind' });
    await fault('blanco/price-lists', { hang: true });
    const submit = page.getByRole('button', { name: sv('blancoApply.submit') });
    await submit.click();
    await expect(page.getByText(sv('unavailable.applyNotSent'))).toBeVisible({ timeout: 10_000 });
    const applicant = page.getByRole('group', { name: sv('blancoApply.applicant.legend'), exact: true });
    await expect(applicant.getByLabel(sv('blancoApply.person.firstname'), { exact: true })).toHaveValue('Lena');
    await expect(page.getByLabel(sv('blancoApply.loan.amount'), { exact: true })).toHaveValue('120 000');
    await backendDelete('/__test/faults');
    await submit.click();
    await expect(page).toHaveURL(/\/blanco\/[^/]+\?submitted=1/, { timeout: 15_000 });
    await expect(page.getByRole('main')).toContainText('Lena Lind');
  });
});

test.describe('a slow answer after a click', () => {
  test.afterEach(async () => {
    await backendDelete('/__test/faults');
  });

  test('a thin progress bar and aria-busy show within 100 ms of the click and are gone once the next page is there', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await signIn(page, USERS.erik, '/user/my-profile');
    await waitForIslands(page);
    await fault('blanco/leads/query', { delayMs: 1_500 });
    // Times taken in the page itself, kept in sessionStorage to be read on the next page:
    // the click, the bar (with how it looks then) and the old page going away.
    await page.evaluate(() => {
      const mark = (name: string, value: unknown) => sessionStorage.setItem(name, JSON.stringify(value));
      document.addEventListener('click', () => mark('clickedAt', Date.now()), { capture: true });
      new MutationObserver(() => {
        if (document.body.getAttribute('aria-busy') !== 'true' || sessionStorage.getItem('busyAt')) return;
        const bar = getComputedStyle(document.body, '::before');
        mark('busyAt', Date.now());
        mark('bar', { height: bar.height, position: bar.position });
      }).observe(document.body, { attributes: true, attributeFilter: ['aria-busy'] });
      addEventListener('pagehide', () => mark('leftAt', Date.now()));
    });
    // A plain mouse click: locator.click() would wait for the next page and miss the bar.
    const box = await sideNav(page).getByRole('link', { name: 'Privatlån' }).boundingBox();
    if (!box) throw new Error('the menu link is not on screen');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page).toHaveURL(/\/blanco$/);
    const marks = await page.evaluate(() =>
      Object.fromEntries(['clickedAt', 'busyAt', 'leftAt', 'bar'].map((name) => [name, JSON.parse(sessionStorage.getItem(name) ?? 'null')])),
    );
    const shownAfter = marks.busyAt - marks.clickedAt;
    console.log(`[slow-provider] progress bar shown ${shownAfter} ms after the click, the page answered after ${marks.leftAt - marks.clickedAt} ms`);
    expect(shownAfter).toBeLessThan(100);
    expect(marks.leftAt - marks.clickedAt).toBeGreaterThan(1_000);
    expect(marks.bar).toEqual({ height: '3px', position: 'fixed' });
    await expect(page.getByRole('heading', { level: 1, name: sv('routes.blanco') })).toBeVisible();
    await expect(page.locator('body')).not.toHaveAttribute('aria-busy', /.*/);
    // Back to the profile: the page shown again carries no bar either.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Min profil');
    await expect(page.locator('body')).not.toHaveAttribute('aria-busy', /.*/);
  });
});
