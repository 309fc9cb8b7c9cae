import { expect, test } from './fixtures';
import { backendUrl, fillProviderLogin, origin, PASSWORD, signIn, USERS } from './support';
import { localRequest } from '../support/local-http';

const JWT = /eyJ[\w-]+\.[\w-]+\.[\w-]+/;

test('the session cookie is HttpOnly and SameSite=Lax, and no token reaches the browser', async ({ page }) => {
  await signIn(page, USERS.anna);
  const cookies = await page.context().cookies(origin('se.localhost'));
  const session = cookies.find((cookie) => cookie.name === 'pp_session');
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe('Lax');
  expect(cookies.map((cookie) => cookie.name)).toEqual(['pp_session']);

  const refreshTokens = ((await (await fetch(`${backendUrl()}/__test/refresh-tokens?email=${encodeURIComponent(USERS.anna.email)}`)).json()) as { tokens: string[] }).tokens;
  expect(refreshTokens.length).toBeGreaterThan(0);
  const html = await page.content();
  const storage = await page.evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage } }));
  const everything = [html, storage, document_cookie(cookies)].join('\n');
  expect(everything).not.toMatch(JWT);
  for (const token of refreshTokens) expect(everything).not.toContain(token);
});

function document_cookie(cookies: { name: string; value: string }[]): string {
  return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

test('an anonymous visitor gets no session, and a session id planted before sign-in is replaced by a new 256-bit one', async ({ page }) => {
  await page.goto(origin('se.localhost'));
  await expect(page.getByLabel('E-postadress')).toBeVisible();
  const anonymous = await page.context().cookies(origin('se.localhost'));
  expect(anonymous.map((cookie) => cookie.name)).toEqual(['pp_signin']);
  const planted = 'A'.repeat(43);
  await page.context().addCookies([{ name: 'pp_session', value: planted, url: origin('se.localhost') }]);
  await fillProviderLogin(page, USERS.erik.email, PASSWORD);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hej Erik!');
  const after = (await page.context().cookies(origin('se.localhost'))).find((cookie) => cookie.name === 'pp_session')?.value;
  expect(after).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(after).not.toBe(planted);
});

test('the access token is refreshed before it expires, without signing in again', async ({ page }) => {
  await signIn(page, USERS.mette);
  const tokensOf = async () =>
    ((await (await fetch(`${backendUrl()}/__test/refresh-tokens?email=${encodeURIComponent(USERS.mette.email)}`)).json()) as { tokens: string[] }).tokens;
  const [first] = await tokensOf();
  // The test backend issues 65 s tokens; the portal refreshes 60 s before expiry.
  await page.waitForTimeout(5_500);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hej Mette!');
  const [rotated] = await tokensOf();
  expect(rotated).toBeTruthy();
  expect(rotated).not.toBe(first);
  expect(await tokensOf()).not.toContain(first);
});

test('every response carries the security headers', async () => {
  for (const path of ['/', '/login', '/activate-account/some-token', '/favicon.svg', '/no/such/page']) {
    const { headers } = await localRequest(origin('se.localhost') + path);
    if (path !== '/favicon.svg') {
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
      expect(headers['content-security-policy'], path).not.toContain('unsafe-inline');
      // No <base> injection can redirect relative URLs.
      expect(headers['content-security-policy'], path).toContain("base-uri 'none'");
      expect(headers['content-security-policy'], path).not.toContain("base-uri 'self'");
    }
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['strict-transport-security'], path).toContain('max-age=');
    expect(headers['referrer-policy'], path).toBeTruthy();
    expect(headers['permissions-policy'], path).toContain('camera=()');
  }
});

test('a cross-origin POST is refused, form or JSON, and a same-origin one is not', async () => {
  const post = (path: string, headers: Record<string, string>, body = '') =>
    localRequest(origin('se.localhost') + path, { method: 'POST', headers, body });
  expect((await post('/logout', { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' }, 'x=1')).status).toBe(403);
  expect((await post('/_actions/activateAccount', { origin: 'https://evil.example', 'content-type': 'application/json' }, '{"token":"x"}')).status).toBe(403);
  // Another country's portal is another origin too; no Origin and no Sec-Fetch-Site is refused.
  expect((await post('/logout', { origin: origin('fi.localhost') })).status).toBe(403);
  expect((await post('/logout', {})).status).toBe(403);
  expect((await post('/logout', { origin: origin('se.localhost') })).status).toBe(303);
});

test('a form on another site cannot post to the portal', async ({ page }) => {
  await signIn(page, USERS.anna);
  await page.goto(`${backendUrl()}/flags`);
  const refused = page.waitForResponse((response) => response.url().endsWith('/logout'));
  await page.evaluate((target) => {
    const form = document.createElement('form');
    form.method = 'POST';
    form.action = target;
    document.body.append(form);
    form.submit();
  }, `${origin('se.localhost')}/logout`);
  expect((await refused).status()).toBe(403);
  await page.waitForURL(/\/logout$/);
  await page.goto(origin('se.localhost'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hej Anna!');
});
