// The idle limit and the absolute lifetime (docs/decisions/0010) with the limits every country's
// worker has (an hour idle, twelve hours at most): no test waits them out, the worker's test route
// ages the session instead (/__test/session/backdate), as if its sign-in and its last request had
// been that long ago. Each dealer signs in through the provider's page: the tests are about sessions.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { fillApplication, pastWaitingScreen, submitButton, text } from './apply-support';
import { PERSONS } from './blanco-support';
import { sessionTimes } from './kv-store';
import { origin, signInAtProvider, USERS, waitForIslands } from './support';

/** wrangler.toml's SESSION_IDLE_SECONDS and SESSION_ABSOLUTE_SECONDS. */
const IDLE_S = 3600;
const ABSOLUTE_S = 43_200;
/** The keep-alive's interval while typing: a third of the idle limit, five minutes at most (src/lib/session-keep-alive.ts). */
const KEEP_ALIVE_S = 300;

const home = () => origin('se.localhost');

async function sessionOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies(home())).find((each) => each.name === 'pp_session');
  expect(cookie, 'the session cookie').toBeDefined();
  return cookie!.value;
}

/** The session as if signed in and last seen that many seconds ago. */
async function age(session: string, times: { signedInSecondsAgo?: number; lastSeenSecondsAgo?: number }): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${process.env.E2E_PORTAL_PORT}/__test/session/backdate`, {
    method: 'POST',
    body: JSON.stringify({ session, ...times }),
  });
  expect(response.status, 'aging the session').toBe(204);
}

async function expectSignedIn(page: Page, firstname = 'Anna'): Promise<void> {
  await page.goto(home());
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Hej ${firstname}!`);
}

async function expectAskedToSignIn(page: Page): Promise<void> {
  await page.goto(home());
  await expect(page.getByLabel('E-postadress')).toBeVisible();
  expect(page.url().startsWith(home())).toBe(false);
}

/** The session's last request was within the last minute (a page or a keep-alive stamped it). */
async function expectStampedNow(session: string): Promise<void> {
  await expect.poll(() => Date.now() - (sessionTimes(session)?.lastSeenAt ?? 0), { message: 'the session was stamped' }).toBeLessThan(60_000);
}

test('a page opened within the idle limit keeps the session past the limit counted from sign-in; idling past it ends the session, and so does the absolute lifetime whatever the dealer does', async ({
  page,
}) => {
  await signInAtProvider(page, USERS.anna);
  const session = await sessionOf(page);
  // Signed in two idle limits ago and last seen a minute short of the limit: this page is in time, and stamps the session.
  await age(session, { signedInSecondsAgo: 2 * IDLE_S, lastSeenSecondsAgo: IDLE_S - 60 });
  await expectSignedIn(page);
  await expectStampedNow(session);

  await age(session, { lastSeenSecondsAgo: IDLE_S + 1 });
  await expectAskedToSignIn(page);

  await signInAtProvider(page, USERS.anna);
  const next = await sessionOf(page);
  expect(next).not.toBe(session);
  // Busy all along (last seen now), but signed in longer ago than the absolute lifetime.
  await age(next, { signedInSecondsAgo: ABSOLUTE_S + 1, lastSeenSecondsAgo: 0 });
  await expectAskedToSignIn(page);
});

test('typing in a form tells the server someone is there: the session is stamped and outlives the idle limit', async ({ page }) => {
  await signInAtProvider(page, USERS.anna);
  const session = await sessionOf(page);
  await page.clock.install();
  await page.goto(`${home()}/user/my-profile`);
  await waitForIslands(page);
  await age(session, { lastSeenSecondsAgo: IDLE_S - 60 });
  // The keep-alive speaks at most once per interval since the page loaded: the page's clock is moved past it.
  await page.clock.fastForward(KEEP_ALIVE_S * 1000 + 1_000);
  const phone = page.getByLabel('Mobilnummer');
  const keptAlive = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/session');
  await phone.press('End');
  await phone.pressSequentially('1');
  await keptAlive;
  await expectStampedNow(session);
  await age(session, { lastSeenSecondsAgo: 60 });
  await expectSignedIn(page);
});

// ADR 0060: a half-filled application and a filtered list outlive the session; the dealer continues
// on another device (a browser context of its own) with every field back, and the draft is gone once sent.
test('a draft and a filtered list outlive the session that ended, and the draft is gone once sent', async ({ page, browser }) => {
  await signInAtProvider(page, USERS.erik, '/blanco?sort=oldest');
  await expect(page).toHaveURL(/sort=oldest/);
  await page.goto(`${home()}/blanco/apply`);
  await fillApplication(page, {
    locale: 'sv-SE',
    country: 'SE',
    amount: '150000',
    personalId: PERSONS.SE!.APPROVED!.id,
    firstname: 'Sigrid',
    lastname: 'Utkastsson',
  });
  // What was typed since the last save goes now, as when the dealer leaves the tab: one more change, then the page is hidden.
  await page.getByLabel(text('sv-SE', 'blancoApply.loan.amount'), { exact: true }).fill('150000');
  const saved = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/drafts' && response.request().method() === 'POST');
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  expect((await saved).status()).toBe(204);
  await age(await sessionOf(page), { lastSeenSecondsAgo: IDLE_S + 1 });
  await expectAskedToSignIn(page);

  const context = await browser.newContext();
  try {
    const nextDay = await context.newPage();
    await signInAtProvider(nextDay, USERS.erik, '/', { keepState: true });
    const drafts = nextDay.getByRole('region', { name: text('sv-SE', 'drafts.title') });
    await drafts.getByRole('link', { name: text('sv-SE', 'drafts.continueNamed').replace('{name}', 'Sigrid Utkastsson') }).click();
    await waitForIslands(nextDay);
    await expect(nextDay.getByRole('status').filter({ hasText: text('sv-SE', 'drafts.continuing').split('{')[0]! })).toBeVisible();
    await expect(nextDay.getByLabel(text('sv-SE', 'blancoApply.loan.amount'), { exact: true })).toHaveValue(/^150\s?000$/);
    const applicant = nextDay.getByRole('group', { name: text('sv-SE', 'blancoApply.applicant.legend'), exact: true });
    await expect(applicant.getByLabel(text('sv-SE', 'blancoApply.person.firstname'), { exact: true })).toHaveValue('Sigrid');
    await expect(applicant.getByLabel(text('sv-SE', 'blancoApply.person.employerName'), { exact: true })).toHaveValue('Verkstaden AB');
    await expect(nextDay.getByLabel(text('sv-SE', 'blancoApply.confirmations.termsAccepted'), { exact: true })).toBeChecked();
    await submitButton(nextDay, 'sv-SE').click();
    await expect(nextDay).toHaveURL(/\/blanco\/[0-9a-f-]{36}/);
    // The waiting screen loads itself again when the lender decides: going Home before that once
    // had the reload abort the visit (net::ERR_ABORTED).
    await pastWaitingScreen(nextDay);
    await expectSignedIn(nextDay, 'Erik');
    await expect(drafts).toHaveCount(0);
    // The list filtered in the session that ended comes back filtered.
    await nextDay.goto(`${home()}/blanco`);
    await expect(nextDay).toHaveURL(/sort=oldest/);
  } finally {
    await context.close();
  }
});
