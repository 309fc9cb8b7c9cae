// Sessions and sign-in as a dealer or an attacker notices them: what anonymous traffic
// leaves in KV, where a replayed callback URL gets, a poisoned returnTo, a provider outage.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { countKvEntries } from './kv-store';
import { backendUrl, fillProviderLogin, origin, PASSWORD, signIn, signInAtProvider, USERS, withShortAccessTokens } from './support';
import { localRequest } from '../support/local-http';

async function providerOutage(seconds: number, mode: 'unavailable' | 'drop' = 'unavailable'): Promise<void> {
  const response = await fetch(`${backendUrl()}/__test/provider-outage`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ seconds, mode }),
  });
  if (!response.ok) throw new Error(`provider outage: HTTP ${response.status}`);
}

async function providerBack(): Promise<void> {
  await fetch(`${backendUrl()}/__test/provider-outage`, { method: 'DELETE' });
}

async function refreshTokensOf(email: string): Promise<string[]> {
  const response = await fetch(`${backendUrl()}/__test/refresh-tokens?email=${encodeURIComponent(email)}`);
  return ((await response.json()) as { tokens: string[] }).tokens;
}

async function sessionCookie(page: Page): Promise<string | undefined> {
  return (await page.context().cookies(origin('se.localhost'))).find((cookie) => cookie.name === 'pp_session')?.value;
}

test.afterEach(providerBack);

test('100 anonymous visits to /login leave no KV entry, and every entry a dealer’s sign-in writes expires', async ({ page }) => {
  const before = countKvEntries();
  for (let i = 0; i < 100; i++) {
    const response = await localRequest(`${origin('se.localhost')}/login`);
    expect(response.status).toBe(302);
    expect(String(response.headers['set-cookie'] ?? '')).not.toContain('pp_session');
  }
  const after = countKvEntries();
  console.log(`KV: ${before.total} entries before 100 anonymous GET /login, ${after.total} after, ${after.withoutExpiration} without expiration`);
  expect(after.total).toBe(before.total);
  expect(after.withoutExpiration).toBe(0);

  await signInAtProvider(page, USERS.erik);
  const signedIn = countKvEntries();
  expect(signedIn.total).toBe(after.total + 1);
  expect(signedIn.withoutExpiration).toBe(0);
  console.log(
    `KV after one sign-in: ${signedIn.total} entries, ${signedIn.withoutExpiration} without expiration, furthest expiry in ${Math.round(signedIn.furthestExpirationS ?? 0)} s`,
  );
  // The idle limit (one hour by default) bounds every entry.
  expect(signedIn.furthestExpirationS).toBeLessThanOrEqual(3600 + 5);
});

test('a callback URL replayed in another browser does not sign that browser in', async ({ page, browser }) => {
  // The dealer's browser: the provider's answer to the login form is held back, so the
  // callback URL (with an unused code) is known but never opened here.
  const provider = new URL(backendUrl()).origin;
  let resumeUrl = '';
  await page.route(
    (url) => url.origin === provider && url.pathname.startsWith('/interaction/'),
    async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      const answer = await route.fetch({ maxRedirects: 0 });
      resumeUrl = new URL(answer.headers()['location'] ?? '', provider).href;
      await route.fulfill({ status: 200, contentType: 'text/plain', body: 'held back by the test' });
    },
  );
  await page.goto(origin('se.localhost'));
  await fillProviderLogin(page, USERS.anna.email, PASSWORD);
  await expect.poll(() => resumeUrl).toContain(provider);
  let callbackUrl = resumeUrl;
  for (let hop = 0; hop < 5 && !callbackUrl.startsWith(origin('se.localhost')); hop++) {
    const answer = await page.context().request.get(callbackUrl, { maxRedirects: 0 });
    callbackUrl = new URL(answer.headers()['location'] ?? '', callbackUrl).href;
  }
  expect(callbackUrl).toContain('/callback?code=');

  // A browser that never started a sign-in is sent to the provider's login form.
  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  await strangerPage.goto(callbackUrl);
  await expect(strangerPage.getByLabel('E-postadress')).toBeVisible();
  expect((await stranger.cookies()).map((cookie) => cookie.name)).not.toContain('pp_session');

  // A browser with a sign-in of its own in progress refuses the other's code.
  await strangerPage.goto(origin('se.localhost'));
  await expect(strangerPage.getByLabel('E-postadress')).toBeVisible();
  await strangerPage.goto(callbackUrl);
  await expect(strangerPage.getByRole('heading', { level: 1 })).toHaveText('Inloggningen misslyckades');
  expect((await stranger.cookies()).map((cookie) => cookie.name)).not.toContain('pp_session');
  await strangerPage.goto(origin('se.localhost'));
  await expect(strangerPage.getByLabel('E-postadress')).toBeVisible();
  await stranger.close();

  // The browser that started the sign-in is signed in by the same URL.
  await page.goto(callbackUrl);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hej Anna!');
});

for (const [name, character] of [
  ['CR', '%0D'],
  ['LF', '%0A'],
  ['NUL', '%00'],
] as const) {
  test(`a returnTo with ${name} in it takes the dealer Home after sign-in, not to “sign-in failed”`, async ({ page }) => {
    await page.goto(`${origin('se.localhost')}/login?returnTo=${encodeURIComponent('/blanco/')}${character}x`);
    await fillProviderLogin(page, USERS.anna.email, PASSWORD);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hej Anna!');
    expect(new URL(page.url()).pathname).toBe('/');
  });
}

test('a signed-in dealer opening /login with a poisoned returnTo goes Home', async ({ page }) => {
  await signIn(page, USERS.anna);
  await page.goto(`${origin('se.localhost')}/login?returnTo=%2Fblanco%0D%0ASet-Cookie:%20x=1`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hej Anna!');
});

test('signing in while the provider is down shows a translated “try again shortly” page (503), and works once it is back', async ({ page }) => {
  await providerOutage(60);
  const response = await page.goto(`${origin('se.localhost')}/login`);
  expect(response?.status()).toBe(503);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inloggningen är inte tillgänglig');
  await expect(page.getByRole('alert')).toHaveText('Vi kan inte nå inloggningstjänsten just nu. Försök igen om en stund.');

  const danish = await page.goto(`${origin('dk.localhost')}/`);
  expect(danish?.status()).toBe(503);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Login er ikke tilgængeligt');

  await providerBack();
  await page.goto(`${origin('se.localhost')}/`);
  await fillProviderLogin(page, USERS.anna.email, PASSWORD);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hej Anna!');
});

test('with the provider down mid-session the dealer stays signed in and keeps working, and the next refresh works', async ({ page }) => {
  // 60 s tokens all through (those the refreshes bring too): every page below tries a refresh.
  await withShortAccessTokens(async () => {
    await signInAtProvider(page, USERS.erik);
    await page.goto(`${origin('se.localhost')}/blanco?sort=oldest`);
    await page.locator('tbody tr a').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^BL-\d+$/);
    const details = page.url();

    await providerOutage(600);
    const visit = async () => {
      await page.goto(`${origin('se.localhost')}/blanco`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privatlån');
      await expect(page.locator('tbody tr a').first()).toBeVisible();
      await page.goto(details);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^BL-\d+$/);
    };
    // The refresh token the session holds while the provider is down: read once a page has been
    // answered in the outage, so a refresh begun before it has had its answer.
    await visit();
    const [before] = await refreshTokensOf(USERS.erik.email);
    const session = await sessionCookie(page);
    for (let visits = 0; visits < 3; visits++) await visit();
    expect(await sessionCookie(page)).toBe(session);
    expect(await refreshTokensOf(USERS.erik.email)).toContain(before);

    await providerBack();
    await page.goto(`${origin('se.localhost')}/blanco`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privatlån');
    // The refresh may finish after the page (it is not held for it): its rotated token shows at the provider.
    await expect.poll(async () => (await refreshTokensOf(USERS.erik.email))[0]).not.toBe(before);
  });
});
