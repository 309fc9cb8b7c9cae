// The idle limit and the absolute lifetime on the built worker, with a stack of its own
// whose limits are seconds instead of an hour and twelve hours.
import type { Page } from '@playwright/test';
import type { Stack } from '../../scripts/stack';
import { startOwnStack } from './e2e-stack';
import { expect, test } from './fixtures';
import { fillProviderLogin, PASSWORD, USERS, waitForIslands } from './support';

const IDLE_S = 12;
const ABSOLUTE_S = 40;
let stack: Stack;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  ({ stack } = await startOwnStack('lifetime', {
    testRoutes: false,
    workerVars: { SESSION_IDLE_SECONDS: String(IDLE_S), SESSION_ABSOLUTE_SECONDS: String(ABSOLUTE_S) },
  }));
});

test.afterAll(async () => {
  await stack?.stop();
});

const home = () => stack.portalOrigin('se.localhost');

async function signInHere(page: Page): Promise<number> {
  await page.goto(home());
  await fillProviderLogin(page, USERS.anna.email, PASSWORD);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hej Anna!');
  return Date.now();
}

async function expectSignedIn(page: Page): Promise<void> {
  await page.goto(home());
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hej Anna!');
}

async function expectAskedToSignIn(page: Page): Promise<void> {
  await page.goto(home());
  await expect(page.getByLabel('E-postadress')).toBeVisible();
  expect(page.url().startsWith(home())).toBe(false);
}

// The three dealers run side by side on one clock (one test instead of three saves a minute of
// waiting): each signs in from a browser of their own, then one keeps opening pages, one idles and
// one types in a form.
test('opening pages keeps a session past the idle limit, idling longer ends it, typing in a form keeps it, and nothing keeps it past the absolute lifetime', async ({ browser }) => {
  test.setTimeout(150_000);
  const pages = await Promise.all([0, 1, 2].map(async () => (await browser.newContext()).newPage()));
  const [active, idle, typing] = pages as [Page, Page, Page];
  try {
    const activeSince = await signInHere(active);
    await signInHere(idle);
    await signInHere(typing);

    const keepOpeningPages = async () => {
      // Activity every 5 s, past the idle limit and on towards the absolute lifetime.
      while (Date.now() - activeSince < (ABSOLUTE_S - 8) * 1000) {
        await active.waitForTimeout(5_000);
        await expectSignedIn(active);
      }
      expect(Date.now() - activeSince).toBeGreaterThan(IDLE_S * 1000 + 8_000);
      await active.waitForTimeout(Math.max(0, activeSince + (ABSOLUTE_S + 2) * 1000 - Date.now()));
      await expectAskedToSignIn(active);
    };
    const idleLongerThanTheLimit = async () => {
      await idle.waitForTimeout((IDLE_S + 3) * 1000);
      await expectAskedToSignIn(idle);
    };
    const typeInAForm = async () => {
      await typing.goto(`${home()}/user/my-profile`);
      await waitForIslands(typing);
      const phone = typing.getByLabel('Mobilnummer');
      const typingSince = Date.now();
      while (Date.now() - typingSince < IDLE_S * 1000 + 8_000) {
        await phone.press('End');
        await phone.pressSequentially('1');
        await typing.waitForTimeout(2_000);
      }
      await expectSignedIn(typing);
    };
    await Promise.all([
      test.step('the dealer who keeps opening pages stays signed in until the absolute lifetime', keepOpeningPages),
      test.step('the dealer who idles longer than the limit is signed out', idleLongerThanTheLimit),
      test.step('the dealer typing in a form past the idle limit is still signed in', typeInAForm),
    ]);
  } finally {
    await Promise.all(pages.map((page) => page.context().close()));
  }
});
