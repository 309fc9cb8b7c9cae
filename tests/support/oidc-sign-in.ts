// The real authorization code + PKCE flow with fetch, the way the portal's server does it.
import { createHash, randomBytes } from 'node:crypto';

export const CLIENT_ID = 'partner-portal';
const CLIENT_SECRET = 'local-dev-secret';
export const API_AUDIENCE = 'https://partner-api.local';

export interface Tokens {
  access_token: string;
  refresh_token: string;
  id_token: string;
  expires_in: number;
  scope: string;
  token_type: string;
}

export interface SignInOptions {
  redirectUri?: string;
  audience?: string;
  uiLocales?: string;
  scope?: string;
  /** More authorization parameters, e.g. { prompt: 'consent' }. */
  extraParams?: Record<string, string>;
  /** A browser that already has provider cookies; a new, empty one otherwise. */
  jar?: CookieJar;
}

/** Just enough of a browser's cookie store: name, value and path on one host. */
class CookieJar {
  #cookies = new Map<string, { name: string; value: string; path: string }>();

  store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';');
      const name = pair.slice(0, pair.indexOf('=')).trim();
      const value = pair.slice(pair.indexOf('=') + 1).trim();
      let path = '/';
      let expired = value === '';
      for (const attribute of attributes) {
        const [key = '', raw = ''] = attribute.split('=');
        const lower = key.trim().toLowerCase();
        if (lower === 'path') path = raw.trim();
        if (lower === 'expires' && Date.parse(raw) <= Date.now()) expired = true;
        if (lower === 'max-age' && Number(raw) <= 0) expired = true;
      }
      const key = `${path} ${name}`;
      if (expired) this.#cookies.delete(key);
      else this.#cookies.set(key, { name, value, path });
    }
  }

  header(url: URL): string {
    return [...this.#cookies.values()]
      .filter(({ path }) => path === '/' || url.pathname === path || url.pathname.startsWith(`${path}/`))
      .map(({ name, value }) => `${name}=${value}`)
      .join('; ');
  }

  async fetch(url: URL, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    const cookie = this.header(url);
    if (cookie) headers.set('Cookie', cookie);
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    this.store(response);
    return response;
  }
}

export interface LoginForm {
  jar: CookieJar;
  issuer: string;
  /** The form page's response status and HTML. */
  status: number;
  html: string;
  action: URL;
  redirectUri: string;
  verifier: string;
  state: string;
}

const base64url = (bytes: Buffer) => bytes.toString('base64url');

/** Follows redirects with the jar until a page answers, or until the redirect reaches redirectUri. */
async function follow(jar: CookieJar, url: URL, redirectUri: string, init?: RequestInit): Promise<Response | URL> {
  let response = await jar.fetch(url, init);
  for (let hops = 0; hops < 10; hops++) {
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) return response;
    const next = new URL(location, url);
    if (next.href.startsWith(redirectUri)) return next;
    url = next;
    response = await jar.fetch(url);
  }
  throw new Error('too many redirects');
}

/** GET /authorize and follow it to the provider's login form. */
export async function openLoginForm(issuer: string, options: SignInOptions = {}): Promise<LoginForm> {
  const jar = options.jar ?? new CookieJar();
  const redirectUri = options.redirectUri ?? 'http://localhost:4321/callback';
  const verifier = base64url(randomBytes(32));
  const state = base64url(randomBytes(16));
  const authorize = new URL('/authorize', issuer);
  const params: Record<string, string> = {
    client_id: CLIENT_ID,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: options.scope ?? 'openid profile email offline_access',
    state,
    nonce: base64url(randomBytes(16)),
    code_challenge: base64url(createHash('sha256').update(verifier).digest()),
    code_challenge_method: 'S256',
    audience: options.audience ?? API_AUDIENCE,
  };
  if (options.uiLocales) params.ui_locales = options.uiLocales;
  Object.assign(params, options.extraParams);
  for (const [key, value] of Object.entries(params)) authorize.searchParams.set(key, value);

  const response = await follow(jar, authorize, redirectUri);
  if (response instanceof URL) throw new Error(`signed in without a form: ${response.href}`);
  return formFrom(response, { jar, issuer, redirectUri, verifier, state });
}

async function formFrom(response: Response, flow: Omit<LoginForm, 'status' | 'html' | 'action'>): Promise<LoginForm> {
  const html = await response.text();
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error(`no login form (status ${response.status}):\n${html}`);
  return { ...flow, status: response.status, html, action: new URL(action.replaceAll('&amp;', '&'), flow.issuer) };
}

/** POSTs the credentials; a refused sign-in answers the form again (status 400). */
export async function submitCredentials(form: LoginForm, email: string, password: string): Promise<LoginForm | URL> {
  const body = new URLSearchParams({ email, password });
  const response = await follow(form.jar, form.action, form.redirectUri, { method: 'POST', body });
  if (response instanceof URL) return response;
  return formFrom(response, form);
}

function basicAuth(): string {
  return `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64')}`;
}

function tokenRequest(issuer: string, params: Record<string, string>): Promise<Response> {
  return fetch(new URL('/oauth/token', issuer), {
    method: 'POST',
    headers: { Authorization: basicAuth(), 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(params),
  });
}

/** The whole sign-in: authorize, log in, follow to the callback, exchange the code. */
export async function signIn(issuer: string, email: string, password: string, options: SignInOptions = {}): Promise<Tokens> {
  const form = await openLoginForm(issuer, options);
  const callback = await submitCredentials(form, email, password);
  if (!(callback instanceof URL)) throw new Error(`sign-in of ${email} refused (status ${callback.status})`);
  if (callback.searchParams.get('state') !== form.state) throw new Error('state mismatch');
  const code = callback.searchParams.get('code');
  if (!code) throw new Error(`no code in ${callback.href}`);
  const response = await tokenRequest(issuer, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: form.redirectUri,
    code_verifier: form.verifier,
  });
  if (!response.ok) throw new Error(`token request failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as Tokens;
}

export function refresh(issuer: string, refreshToken: string): Promise<Response> {
  return tokenRequest(issuer, { grant_type: 'refresh_token', refresh_token: refreshToken });
}
