// A hung provider (issue 22, docs/decisions/0043): backend/ frozen (SIGSTOP: identity provider,
// Partner API and flags accept connections and answer nothing; what they received is processed on
// resume), as the dealer meets it. The page answers while it is still hung; a refresh caught by the hang does
// not sign anyone out; a flag that cannot be checked says "temporarily unavailable", never "no access".
import type { Page } from '@playwright/test';
import { text } from './apply-support';
import { controlBackend } from './control';
import { expect, test } from './fixtures';
import { backendPost, origin, sideNav, signIn, signInAtProvider, USERS, withShortAccessTokens } from './support';

const sv = (key: string) => text('sv-SE', key);
// A function: each worker's stack sets the origin once its fixture has run, after this module loaded.
const host = () => origin('se.localhost');

/**
 * How long the portal took to answer a page: from the request to the document's last byte, as the
 * browser received it (the page's scripts then run in the browser, which on a loaded two-core
 * machine took up to a second more before DOMContentLoaded, and are no part of the portal's answer).
 */
async function timedGoto(page: Page, path: string): Promise<{ ms: number; status: number }> {
  const started = Date.now();
  const response = await page.goto(host() + path, { waitUntil: 'domcontentloaded' });
  const loaded = Date.now() - started;
  if (!response) throw new Error(`${path}: no response`);
  await response.finished();
  const ms = Math.round(response.request().timing().responseEnd);
  console.log(`[provider-hang] ${test.info().title.slice(0, 40)}…: ${path} answered ${response.status()} in ${ms} ms (DOMContentLoaded after ${loaded} ms)`);
  test.info().annotations.push({ type: 'response time', description: `${path}: ${ms} ms (DOMContentLoaded ${loaded} ms)` });
  expect(ms, 'the browser timed the answer').toBeGreaterThan(0);
  return { ms, status: response.status() };
}

/** Runs `work` with backend/ frozen, and always thaws it. */
async function whileHung(work: () => Promise<void>): Promise<void> {
  await controlBackend('pause');
  try {
    await work();
  } finally {
    await controlBackend('resume');
  }
}

test('a provider hung exactly while the session refreshes: the page answers while it is still hung, and afterwards the dealer and the same dealer’s other session are still signed in', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const phone = await (await browser.newContext()).newPage();
  // 60 s tokens all through (those the refreshes bring too): every page below is due for a refresh.
  await withShortAccessTokens(async () => {
    await signInAtProvider(phone, USERS.anna);
    await signInAtProvider(page, USERS.anna);

    await whileHung(async () => {
      const answered = await timedGoto(page, '/');
      expect(answered.status).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: 'Hej Anna!' })).toBeVisible();
      await expect(sideNav(page)).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: sv('unavailable.latestApplications') })).toBeVisible();
      // Hung for 12 s in all, as the dealer's provider was: longer than the portal's old 8 s token timeout.
      await page.waitForTimeout(12_000 - answered.ms);
    });

    // The hung refresh is answered on resume; the portal kept waiting for it after the page and kept its tokens.
    await page.waitForTimeout(1_500);
    await page.goto(host() + '/blanco');
    await expect(page).toHaveURL(`${host()}/blanco`);
    await expect(page.getByRole('heading', { level: 1, name: sv('routes.blanco') })).toBeVisible();
    // And the refreshes after it go on from the rotated token.
    await page.goto(host() + '/');
    await expect(page.getByRole('heading', { level: 1, name: 'Hej Anna!' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);

    await phone.goto(host() + '/leasing');
    await expect(phone).toHaveURL(`${host()}/leasing`);
    await expect(phone.getByRole('heading', { level: 1, name: sv('routes.leasing') })).toBeVisible();
  });
  await phone.context().close();
});

test('the marketplace while the flag service is hung: the flag seen a moment ago stands in, and with none recent the dealer hears "temporarily unavailable" (503, with a retry that works once it is back), never "no access"', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page, USERS.anna, '/marketplace');
  await expect(page.getByRole('heading', { level: 1, name: sv('routes.marketPlace') })).toBeVisible();

  await whileHung(async () => {
    const recent = await timedGoto(page, '/marketplace');
    expect(recent.status).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: sv('routes.marketPlace') })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: sv('marketPlace.list.unavailable') })).toBeVisible();
    await expect(page.getByText(sv('noAccess.title'))).toHaveCount(0);

    // The test stacks keep a flag value 8 s (FLAG_LAST_KNOWN_MS; 10 minutes in production).
    await page.waitForTimeout(8_500 - recent.ms);
    const unknown = await timedGoto(page, '/marketplace');
    expect(unknown.status).toBe(503);
    await expect(page.getByRole('heading', { level: 1, name: sv('temporarilyUnavailable.title') })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(sv('temporarilyUnavailable.body'));
    await expect(page.getByText(sv('noAccess.title'))).toHaveCount(0);
  });

  await page.getByRole('link', { name: sv('unavailable.retry') }).click();
  await expect(page).toHaveURL(`${host()}/marketplace`);
  await expect(page.getByRole('heading', { level: 1, name: sv('routes.marketPlace') })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a commission PDF asked for while the Partner API is hung says "download failed" while it is still hung, and comes once it answers', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, USERS.anna, '/commission');
  const year = new Date().getUTCFullYear();
  const closedMonth = new Date().getUTCMonth() === 0 ? `${year - 1}-12` : `${year}-01`;
  const pdf = `${host()}/api/commission/${closedMonth}/pdf`;
  let backToPage = '';
  await whileHung(async () => {
    const [answer] = await Promise.all([page.waitForResponse((response) => response.url() === pdf), page.goto(pdf, { waitUntil: 'commit' }).catch(() => null)]);
    // From sending the request to the portal's answer (a redirect back to the page, whose own parts then load).
    const ms = answer.request().timing().responseStart;
    console.log(`[provider-hang] commission PDF answered ${answer.status()} in ${Math.round(ms)} ms while hung`);
    expect(answer.status()).toBe(303);
    backToPage = (await answer.allHeaders()).location ?? '';
    expect(backToPage).toBe(`/commission?year=${closedMonth.slice(0, 4)}`);
    // The page it goes back to says why, while the API is still hung (the reason travels in the session, not the address).
    await expect(page).toHaveURL(host() + backToPage);
    await expect(page.getByText(sv('commission.errors.downloadFailed'))).toBeVisible();
  });
  // Once it answers, the page's months are there again and the PDF comes.
  await page.reload();
  const download = page.waitForEvent('download');
  const [y, m] = closedMonth.split('-').map(Number);
  const monthName = new Intl.DateTimeFormat('sv-SE', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(y!, m! - 1));
  await page.getByRole('link', { name: `PDF för ${monthName}` }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
});

test('the sign-in page and account activation answer while the provider is still hung: sign-in unavailable, and activation not known to have happened', async ({
  page,
  browser,
}) => {
  const invited = await backendPost('/__test/invitations', { email: `hung.${Date.now()}@bilhuset.example`, firstname: 'Hanna', lastname: 'Hängd' });
  const { token } = (await invited.json()) as { token: string };
  await page.goto(`${host()}/activate-account/${token}`);
  await page.getByLabel(sv('activation.password'), { exact: true }).fill('Valid-pass-1');
  await page.getByLabel(sv('activation.confirmPassword'), { exact: true }).fill('Valid-pass-1');
  const visitor = await (await browser.newContext()).newPage();
  await whileHung(async () => {
    await page.getByRole('button', { name: sv('activation.submit') }).click();
    await expect(page.getByRole('alert')).toHaveText(sv('activation.errors.noAnswer'));
    const login = await visitor.goto(`${host()}/login`);
    expect(login?.status()).toBe(503);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(sv('signIn.unavailableTitle'));
  });
});
