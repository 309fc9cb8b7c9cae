// Analytics and the support chat, proven in the browser (SPEC §2, §4, §8, §9) on a stack whose worker
// points ANALYTICS_HOST and the chat at backend/'s stand-ins (backend/src/stand-ins/), which record
// what posthog-js and the portal's chat calls send.
import type { Page } from '@playwright/test';
import { BACKEND_URL_PLACEHOLDER, type Stack } from '../../scripts/stack';
import { startOwnStack } from './e2e-stack';
import { expect, test } from './fixtures';
import { fillProviderLogin, PASSWORD, USERS, waitForIslands } from './support';

interface Captured {
  path: string;
  receivedAt: number;
  status: number;
  events: { event: string; properties: Record<string, unknown> }[];
}
interface ChatCall {
  appId: string;
  command: string;
  options: Record<string, unknown> | null;
  page: string;
  receivedAt: number;
}

let stack: Stack;

// posthog-js drops the events of a browser that names itself headless or automated (its user agent,
// its client hints' brands, navigator.webdriver); a dealer's does not.
test.use({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36' });
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false });
    const brands = [
      { brand: 'Chromium', version: '140' },
      { brand: 'Not.A/Brand', version: '99' },
    ];
    Object.defineProperty(Navigator.prototype, 'userAgentData', {
      get: () => ({ brands, mobile: false, platform: 'Linux', getHighEntropyValues: async () => ({ brands, mobile: false, platform: 'Linux' }) }),
    });
  });
});

test.beforeAll(async () => {
  test.setTimeout(120_000);
  ({ stack } = await startOwnStack('telemetry', {
    testRoutes: true,
    workerVars: {
      ANALYTICS_KEY: 'phc_local_test',
      ANALYTICS_HOST: `${BACKEND_URL_PLACEHOLDER}/stand-in/analytics`,
      CHAT_APP_ID: 'local-chat',
      CHAT_WIDGET_URL: `${BACKEND_URL_PLACEHOLDER}/stand-in/chat/widget/`,
      CHAT_HOSTS: BACKEND_URL_PLACEHOLDER,
    },
  }));
});

test.afterAll(async () => {
  await stack?.stop();
});

const home = () => stack.portalOrigin('se.localhost');
const received = async (): Promise<Captured[]> => ((await (await fetch(`${stack.backendUrl}/__test/analytics`)).json()) as { requests: Captured[] }).requests;
const events = async () => (await received()).filter((request) => request.status === 200).flatMap((request) => request.events);
const pageViews = async () =>
  (await events()).filter((event) => event.event === '$pageview').map((event) => new URL(String(event.properties.$current_url)).pathname);
const chatCalls = async (): Promise<ChatCall[]> => ((await (await fetch(`${stack.backendUrl}/__test/chat`)).json()) as { calls: ChatCall[] }).calls;

test.beforeEach(async () => {
  await fetch(`${stack.backendUrl}/__test/analytics`, { method: 'DELETE' });
  await fetch(`${stack.backendUrl}/__test/chat`, { method: 'DELETE' });
});

async function signInAnna(page: Page): Promise<void> {
  await page.goto(home());
  await fillProviderLogin(page, USERS.anna.email, PASSWORD);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hej Anna!');
}

test('a page view after every navigation, in-place list changes included, naming the page without its query; nothing personal in any event', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAnna(page);
  await expect.poll(pageViews, { timeout: 15_000 }).toEqual(['/']);
  await page.goto(`${home()}/blanco`);
  await waitForIslands(page);
  const search = page.getByLabel('Sök på referens, sökandes namn eller personnummer');
  await search.fill('198503129820');
  await expect(page).toHaveURL(/\/blanco/);
  await expect.poll(pageViews, { timeout: 15_000 }).toEqual(['/', '/blanco', '/blanco']);
  await page.goto(`${home()}/leasing`);
  await expect.poll(pageViews, { timeout: 15_000 }).toEqual(['/', '/blanco', '/blanco', '/leasing']);
  const all = JSON.stringify(await events());
  // Anna's e-mail, name and phone (+46 70 123 45 01 however written), and the personal id she searched for.
  for (const personal of [USERS.anna.email, 'anna.admin', 'Anna', 'Andersson', '198503129820', '8503129820', '1234501', '123 45 01']) {
    expect(all).not.toContain(personal);
  }
  expect(all).not.toMatch(/\?[^"]*=/);
  // What posthog keeps in the tab: random ids and times, nothing that names a person.
  const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }));
  for (const personal of [USERS.anna.email, 'anna.admin', 'Anna', 'Andersson', '198503129820', '8503129820']) expect(stored).not.toContain(personal);
});

test('no secret and no record’s id reaches analytics: an invitation link’s token and a loan’s id are their page’s template in every property', async ({
  page,
}) => {
  const invited = await fetch(`${stack.backendUrl}/__test/invitations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `nora.${Date.now()}@bilhuset.example`, firstname: 'Nora', lastname: 'Ny' }),
  });
  const { token } = (await invited.json()) as { token: string };
  await page.goto(`${home()}/activate-account/${token}`);
  await expect(page).toHaveURL(`${home()}/activate-account`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aktivera ditt konto');
  await expect.poll(pageViews, { timeout: 15_000 }).toEqual(['/activate-account']);

  await signInAnna(page);
  await page.goto(`${home()}/blanco`);
  await page.getByRole('table').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/blanco\/[^/]+$/);
  const leadId = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1)!);
  await expect.poll(pageViews, { timeout: 15_000 }).toEqual(['/activate-account', '/', '/blanco', '/blanco/:id']);

  const sent = JSON.stringify(await received());
  expect(sent).not.toContain(token);
  expect(sent).not.toContain(`/blanco/${leadId}`);
  expect(sent).toContain('/blanco/:id');
});

test('uncaught errors and page preload errors are reported, with the page and no query', async ({ page }) => {
  await signInAnna(page);
  await expect.poll(pageViews, { timeout: 15_000 }).toEqual(['/']);
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('a broken island');
    });
    window.dispatchEvent(Object.assign(new Event('vite:preloadError'), { payload: new Error('Failed to fetch dynamically imported module') }));
  });
  await expect
    .poll(
      async () =>
        (await events()).filter((event) => event.event !== '$pageview').map((event) => [event.event, event.properties.message, event.properties.page]),
      { timeout: 15_000 },
    )
    .toEqual(
      expect.arrayContaining([
        ['uncaught_error', 'Uncaught Error: a broken island', '/'],
        ['preload_error', 'Error: Failed to fetch dynamically imported module', '/'],
      ]),
    );
});

test('SPEC §9 in the browser: sends every 3000 ms, at most a burst of 100 events, retries from 3 s doubling, and a new session after 1800 s idle', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.clock.install();
  await signInAnna(page);
  const flushed = async (count: number) => expect.poll(async () => (await received()).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(count);
  await page.clock.runFor(3_100);
  await flushed(1);
  const sessionOf = async () => (await events()).at(-1)?.properties.$session_id;
  const firstSession = await sessionOf();
  expect(firstSession).toBeTruthy();

  // Flush interval: an event waits for the next 3 s tick.
  const before = (await received()).length;
  // An error event as the browser sends it for an uncaught error (the faked clock would catch a throw itself).
  const raise = (message: string) => window.dispatchEvent(new ErrorEvent('error', { message }));
  await page.evaluate(raise, 'one');
  await page.clock.runFor(2_000);
  await page.waitForTimeout(500);
  expect((await received()).length).toBe(before);
  await page.clock.runFor(1_100);
  await flushed(before + 1);

  // Rate limit: of 150 errors at once about the burst of 100 is sent (posthog's bucket lets the
  // 101st through as it empties), the rest dropped with a warning event. The installed clock still
  // flows with real time, and the bucket refills 10 a second, so a slow machine's dispatch earns
  // one more event per 100 ms it takes.
  const dispatchMs = await page.evaluate(() => {
    const start = Date.now();
    for (let index = 0; index < 150; index++) window.dispatchEvent(new ErrorEvent('error', { message: `burst ${index}` }));
    return Date.now() - start;
  });
  await page.clock.runFor(3_100);
  await page.clock.runFor(3_100);
  await page.waitForTimeout(1_000);
  const burst = (await events()).filter((event) => String(event.properties.message).startsWith('burst '));
  expect(burst.length).toBeGreaterThanOrEqual(95);
  expect(burst.length).toBeLessThanOrEqual(101 + Math.floor(dispatchMs / 100));
  expect((await events()).some((event) => event.event === '$$client_ingestion_warning')).toBe(true);

  // Retries: the first two sends fail; the first retry comes after at least 2.25 s (3 s ± 25 %), the second after at least 4.5 s more.
  await fetch(`${stack.backendUrl}/__test/analytics`, { method: 'POST', body: JSON.stringify({ failNext: 2 }) });
  const failedFrom = (await received()).length;
  await page.evaluate(raise, 'retried');
  await page.clock.runFor(3_100);
  await flushed(failedFrom + 1);
  await page.clock.runFor(2_100);
  await page.waitForTimeout(500);
  expect((await received()).length).toBe(failedFrom + 1);
  await page.clock.runFor(4_000);
  await flushed(failedFrom + 2);
  await page.clock.runFor(4_300);
  await page.waitForTimeout(500);
  expect((await received()).length).toBe(failedFrom + 2);
  await page.clock.runFor(9_000);
  await flushed(failedFrom + 3);
  const attempts = (await received()).slice(failedFrom);
  expect(attempts.map((attempt) => attempt.status)).toEqual([503, 503, 200]);
  expect(attempts[2]!.events.map((event) => event.properties.message)).toContain('retried');

  // Session: the same one after 29 minutes idle, a new one after 30 min 1 s idle.
  await page.clock.fastForward('29:00');
  await page.getByRole('link', { name: 'Privatlån' }).first().click();
  await page.clock.runFor(3_100);
  await expect.poll(sessionOf, { timeout: 10_000 }).toBe(firstSession);
  await page.clock.fastForward('30:01');
  await page.getByRole('link', { name: 'Hem' }).first().click();
  await page.clock.runFor(3_100);
  await expect.poll(sessionOf, { timeout: 10_000 }).not.toBe(firstSession);
});

test('the chat starts after sign-in with the user id, auth code, language and a 3600000 ms session, and is shut down on log out and again 7 s later', async ({
  page,
}) => {
  await signInAnna(page);
  await expect.poll(async () => (await chatCalls()).map((call) => call.command), { timeout: 10_000 }).toEqual(['boot']);
  const [boot] = await chatCalls();
  expect(boot).toMatchObject({
    appId: 'local-chat',
    page: '/',
    options: { app_id: 'local-chat', user_id: 'user-anna', language_override: 'sv', session_duration: 3_600_000 },
  });
  expect(String(boot!.options!.user_hash)).toMatch(/^[0-9a-f]{64}$/);
  await fetch(`${stack.backendUrl}/__test/chat`, { method: 'DELETE' });

  await page.getByRole('button', { name: 'Logga ut' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Du är utloggad');
  await expect.poll(async () => (await chatCalls()).map((call) => call.command), { timeout: 15_000 }).toEqual(['shutdown', 'shutdown']);
  const [first, second] = await chatCalls();
  expect(first!.page).not.toBe('/signed-out');
  expect(second!.page).toBe('/signed-out');
  expect(second!.receivedAt - first!.receivedAt).toBeGreaterThanOrEqual(6_500);
  expect(second!.receivedAt - first!.receivedAt).toBeLessThan(10_000);
});
