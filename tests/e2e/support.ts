// Shared steps of the end-to-end tests: hosts, demo users, signing in through the
// real provider form, and the backend's test routes.
import { expect, type Page } from '@playwright/test';
import { signIn as oidcSignIn } from '../support/oidc-sign-in';
import { signInOverHttp } from './http-sign-in';

export const PASSWORD = 'Portal-demo-2026';

export type Host = 'se.localhost' | 'fi.localhost' | 'dk.localhost' | 'localhost';

export function origin(host: Host = 'se.localhost'): string {
  const port = process.env.E2E_PORTAL_PORT;
  if (!port) throw new Error('E2E_PORTAL_PORT is not set: run the tests with `npm test` (global setup starts the portal)');
  return `http://${host}:${port}`;
}

export function backendUrl(): string {
  const url = process.env.E2E_BACKEND_URL;
  if (!url) throw new Error('E2E_BACKEND_URL is not set: run the tests with `npm test`');
  return url;
}

/**
 * The lender's decision on a new lead of a product, now. The end-to-end backend's lender decides by
 * itself LENDER_POLL_MS (1.5 s) after the application: on a loaded machine it may have done so
 * before the test asks (the advance answers 409 NOTHING_PENDING), and then its decision is read.
 */
export async function leadDecision(
  product: 'leads' | 'leasing/leads' | 'business-finance/leads',
  leadId: string,
): Promise<{ status: string; secondChancePhase?: string | null }> {
  const lead = `${backendUrl()}/__test/${product}/${encodeURIComponent(leadId)}`;
  const advanced = await fetch(`${lead}/advance`, { method: 'POST' });
  if (advanced.ok) return (await advanced.json()) as { status: string };
  if (advanced.status !== 409) throw new Error(`advance ${leadId}: HTTP ${advanced.status} ${await advanced.text()}`);
  const current = await fetch(lead);
  if (!current.ok) throw new Error(`lead ${leadId}: HTTP ${current.status} ${await current.text()}`);
  const state = (await current.json()) as { status: string };
  if (state.status === 'PROCESSING') throw new Error(`lead ${leadId} is PROCESSING with no decision pending`);
  return state;
}

export const USERS = {
  anna: { email: 'anna.admin@bilhuset.example', host: 'se.localhost', firstname: 'Anna', id: 'user-anna', organisation: 'SE:5561234567' },
  erik: { email: 'erik.sales@bilhuset.example', host: 'se.localhost', firstname: 'Erik', id: 'user-erik', organisation: 'SE:5561234567' },
  basic: { email: 'basic.user@bilhuset.example', host: 'se.localhost', firstname: 'Bodil', id: 'user-bodil', organisation: 'SE:5561234567' },
  mikko: { email: 'mikko.myyja@autotalo.example', host: 'fi.localhost', firstname: 'Mikko', id: 'user-mikko', organisation: 'FI:1234567-1' },
  mette: { email: 'mette.salg@bilcenter.example', host: 'dk.localhost', firstname: 'Mette', id: 'user-mette', organisation: 'DK:12345674' },
} as const satisfies Record<string, { email: string; host: Host; firstname: string; id: string; organisation: string }>;

export type DemoUser = (typeof USERS)[keyof typeof USERS];

/** The provider's login form, in whichever of its three languages it speaks. */
export async function fillProviderLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel(/E-postadress|Sähköpostiosoite|E-mailadresse/).fill(email);
  await page.getByLabel(/Lösenord|Salasana|Adgangskode/).fill(password);
  await page.getByRole('button', { name: /Logga in|Kirjaudu sisään|Log ind/ }).click();
}

/**
 * The session each demo user keeps in this worker process (the cookie's value), signed in once over
 * HTTP and reused by every test of the worker: a test then opens its page at once. A backend change
 * that a session holds from its sign-in (roles, partner, balance, terms, a reset) forgets them all.
 */
const keptSessions = new Map<string, string>();

function forgetKeptSessions(): void {
  keptSessions.clear();
}

async function forgetState(user: DemoUser, session: string | undefined): Promise<void> {
  const forgotten = await fetch(`http://127.0.0.1:${process.env.E2E_PORTAL_PORT}/__test/dealer-state/forget`, {
    method: 'POST',
    body: JSON.stringify({ organisation: user.organisation, userId: user.id, ...(session ? { session } : {}) }),
  });
  if (forgotten.status !== 204) throw new Error(`forgetting ${user.email}'s drafts and list states: HTTP ${forgotten.status}`);
}

/**
 * Signed in as `user` on `path`. Drafts, list states and the cart follow a user from sign-in to
 * sign-in (docs/decisions/0060): each test starts the user without what earlier tests left, in the
 * session the worker keeps for the user (left as sign-in made it), unless the test is about what
 * follows them (`keepState`: a new sign-in that brings it back) or needs a session of its own (`fresh`).
 * Only the tests about signing in go through the provider's page (fillProviderLogin).
 */
export async function signIn(page: Page, user: DemoUser, path = '/', { keepState = false, fresh = false } = {}): Promise<void> {
  const own = fresh || keepState;
  let session = own ? undefined : keptSessions.get(user.email);
  if (!keepState) await forgetState(user, session);
  const host = origin(user.host);
  for (let attempt = 0; attempt < 2; attempt++) {
    if (!session) {
      session = await signInOverHttp(host, user.email, PASSWORD);
      if (!own) keptSessions.set(user.email, session);
    }
    await page.context().addCookies([{ name: 'pp_session', value: session, url: host, httpOnly: true, sameSite: 'Lax' }]);
    await page.goto(host + path);
    if (page.url().startsWith(host)) return;
    // The kept session has ended (a test signed out or had the provider end it): once more, signed in anew.
    keptSessions.delete(user.email);
    session = undefined;
  }
  await expect(page).toHaveURL(new RegExp(`^${host}`));
}

export async function setFlag(name: 'in-maintenance' | 'PayMarketplace', enabled: boolean): Promise<void> {
  const response = await fetch(`${backendUrl()}/__test/flags`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, enabled }),
  });
  if (!response.ok) throw new Error(`setting flag ${name} failed: HTTP ${response.status}`);
}

/** A demo user's Partner API token, signed in at backend/'s provider as the portal would be (for applications made through the API). */
export async function partnerApiToken(user: DemoUser): Promise<string> {
  return (await oidcSignIn(backendUrl(), user.email, PASSWORD, { redirectUri: `${origin(user.host)}/callback` })).access_token;
}

/** Backend test routes that change what a session holds from its sign-in: the kept sessions are signed in anew after them. */
const CHANGES_A_SIGNED_IN_USER = /^\/__test\/(roles|partner|point-balance|reject-tokens|reset-user|terms)\b/;

export async function backendPost(path: string, body: unknown): Promise<Response> {
  if (CHANGES_A_SIGNED_IN_USER.test(path)) forgetKeptSessions();
  return fetch(`${backendUrl()}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

export async function backendDelete(path: string): Promise<Response> {
  return fetch(`${backendUrl()}${path}`, { method: 'DELETE' });
}

/** Puts a demo user's profile, language and subscriptions back as seeded. */
export async function resetUser(email: string): Promise<void> {
  const response = await backendPost('/__test/reset-user', { email });
  if (!response.ok) throw new Error(`reset-user ${email} failed: HTTP ${response.status}`);
}

/** The side navigation landmark. */
export function sideNav(page: Page) {
  return page.getByRole('navigation', { name: /Huvudmeny|Päävalikko|Hovedmenu/ });
}

/** Waits until every island on the page is hydrated (Astro drops the `ssr` attribute then). */
export async function waitForIslands(page: Page): Promise<void> {
  // After 'load' the islands are in the DOM; each drops `ssr` once hydrated.
  await page.waitForLoadState('load');
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

/** One dealer per portal locale (sv-FI: mikko with the LOCALE cookie), for tests run in all four. */
export const LOCALE_DEALERS: readonly { locale: string; user: DemoUser; cookie?: string }[] = [
  { locale: 'sv-SE', user: USERS.anna },
  { locale: 'fi-FI', user: USERS.mikko },
  { locale: 'sv-FI', user: USERS.mikko, cookie: 'sv-FI' },
  { locale: 'da-DK', user: USERS.mette },
];

/**
 * Signs in as `user` through the provider's login page in the browser and lands on `path`: for the
 * tests about signing in and out and about sessions (each such sign-in is a session of its own).
 */
export async function signInAtProvider(page: Page, user: DemoUser, path = '/', { keepState = false } = {}): Promise<void> {
  if (!keepState) await forgetState(user, undefined);
  await page.goto(origin(user.host) + path);
  await fillProviderLogin(page, user.email, PASSWORD);
  await expect(page).toHaveURL(new RegExp(`^${origin(user.host)}`));
}

/** How long access tokens live on the end-to-end stacks: no test outlives one, so none refreshes unless it is about refreshing. */
export const ACCESS_TOKEN_S = 3600;
/** For the tests about refreshing: the portal refreshes 60 s before expiry (REFRESH_MARGIN_MS), so every request of such a session refreshes. */
const SHORT_ACCESS_TOKEN_S = 60;

/** Runs `work` with access tokens that every request refreshes (those issued while it runs), then puts the long ones back. */
export async function withShortAccessTokens<T>(work: () => Promise<T>): Promise<T> {
  const set = async (seconds: number) => {
    const response = await backendPost('/__test/access-token-ttl', { seconds });
    if (response.status !== 204) throw new Error(`access token lifetime ${seconds} s: HTTP ${response.status}`);
  };
  await set(SHORT_ACCESS_TOKEN_S);
  try {
    return await work();
  } finally {
    await set(ACCESS_TOKEN_S);
  }
}
