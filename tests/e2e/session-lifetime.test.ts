// The idle limit and the absolute lifetime on the built worker, with a stack of its own
// whose limits are seconds instead of an hour and twelve hours.
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { freePort, startStack, type Stack } from '../../scripts/stack';
import { expect, test } from './fixtures';
import { fillProviderLogin, PASSWORD, USERS, waitForIslands } from './support';

const IDLE_S = 12;
const ABSOLUTE_S = 40;
let stack: Stack;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const [portalPort, backendPort] = [await freePort(), await freePort()];
  const runDir = join(process.cwd(), '.tmp', `e2e-lifetime-${Date.now()}`);
  stack = await startStack({
    portalPort,
    backendPort,
    dataDir: join(runDir, 'backend'),
    wranglerStateDir: join(runDir, 'wrangler'),
    testRoutes: false,
    workerVars: { SESSION_IDLE_SECONDS: String(IDLE_S), SESSION_ABSOLUTE_SECONDS: String(ABSOLUTE_S) },
    quiet: !process.env.E2E_VERBOSE,
  });
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

test('a dealer who keeps opening pages stays signed in past the idle limit, and is signed out after idling longer than it', async ({ page }) => {
  test.setTimeout(90_000);
  const signedInAt = await signInHere(page);
  // Activity every 5 s for longer than the idle limit.
  while (Date.now() - signedInAt < IDLE_S * 1000 + 8_000) {
    await page.waitForTimeout(5_000);
    await expectSignedIn(page);
  }
  await page.waitForTimeout((IDLE_S + 3) * 1000);
  await expectAskedToSignIn(page);
});

test('a dealer typing in a form for longer than the idle limit, without sending it, is still signed in', async ({ page }) => {
  test.setTimeout(90_000);
  await signInHere(page);
  await page.goto(`${home()}/user/my-profile`);
  await waitForIslands(page);
  const phone = page.getByLabel('Mobilnummer');
  const typingSince = Date.now();
  while (Date.now() - typingSince < IDLE_S * 1000 + 8_000) {
    await phone.press('End');
    await phone.pressSequentially('1');
    await page.waitForTimeout(2_000);
  }
  await expectSignedIn(page);
});

test('the session ends at the absolute lifetime however active the dealer is', async ({ page }) => {
  test.setTimeout(120_000);
  const signedInAt = await signInHere(page);
  while (Date.now() - signedInAt < (ABSOLUTE_S - 8) * 1000) {
    await page.waitForTimeout(5_000);
    await expectSignedIn(page);
  }
  await page.waitForTimeout(Math.max(0, signedInAt + (ABSOLUTE_S + 2) * 1000 - Date.now()));
  await expectAskedToSignIn(page);
});
