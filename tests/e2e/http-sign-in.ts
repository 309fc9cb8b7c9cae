// The portal's sign-in without a browser: /login, the provider's form, the callback, as a browser
// makes them (cookies per host, redirects followed), for the session cookie a test's browser then
// carries. The tests about signing in go through the provider's page in the browser instead.
import { localRequest, type LocalResponse } from '../support/local-http.ts';

/** Cookies per host (name and value; the portal's and the provider's cookies all have path /). */
class Jar {
  readonly #hosts = new Map<string, Map<string, string>>();

  store(url: URL, response: LocalResponse): void {
    const setCookie = response.headers['set-cookie'];
    for (const header of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      const [pair = ''] = header.split(';');
      const name = pair.slice(0, pair.indexOf('=')).trim();
      const value = pair.slice(pair.indexOf('=') + 1).trim();
      const cookies = this.#hosts.get(url.host) ?? new Map<string, string>();
      if (value === '' || /;\s*max-age=0/i.test(header)) cookies.delete(name);
      else cookies.set(name, value);
      this.#hosts.set(url.host, cookies);
    }
  }

  header(url: URL): string {
    return [...(this.#hosts.get(url.host) ?? new Map<string, string>()).entries()].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  value(url: URL, name: string): string | undefined {
    return this.#hosts.get(url.host)?.get(name);
  }
}

async function send(jar: Jar, url: URL, init: { method?: string; body?: string; headers?: Record<string, string> } = {}): Promise<LocalResponse> {
  const cookie = jar.header(url);
  const response = await localRequest(url.href, { ...init, headers: { ...init.headers, ...(cookie ? { cookie } : {}) } });
  jar.store(url, response);
  return response;
}

/**
 * Follows redirects from `url` until an answer that is none, or the portal's callback has answered
 * (its redirect goes to the page first asked for, which the test's browser opens); the last URL and answer.
 */
async function follow(
  jar: Jar,
  url: URL,
  init?: { method?: string; body?: string; headers?: Record<string, string> },
): Promise<{ url: URL; response: LocalResponse }> {
  let response = await send(jar, url, init);
  for (let hops = 0; hops < 10; hops++) {
    const location = response.headers.location;
    if (response.status < 300 || response.status >= 400 || typeof location !== 'string' || url.pathname === '/callback') return { url, response };
    url = new URL(location, url);
    response = await send(jar, url);
  }
  throw new Error(`sign-in: too many redirects at ${url.href}`);
}

/** Signs `email` in on the portal at `portalOrigin` through the provider's form; the session cookie's value. */
export async function signInOverHttp(portalOrigin: string, email: string, password: string): Promise<string> {
  const jar = new Jar();
  const form = await follow(jar, new URL('/login', portalOrigin));
  const action = /<form[^>]*action="([^"]+)"/.exec(form.response.body)?.[1];
  if (form.response.status !== 200 || !action) throw new Error(`sign-in of ${email}: no login form at ${form.url.href} (HTTP ${form.response.status})`);
  const signedIn = await follow(jar, new URL(action.replaceAll('&amp;', '&'), form.url), {
    method: 'POST',
    body: new URLSearchParams({ email, password }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const session = jar.value(new URL(portalOrigin), 'pp_session');
  if (!session) throw new Error(`sign-in of ${email} ended at ${signedIn.url.href} (HTTP ${signedIn.response.status}) without a session`);
  return session;
}
