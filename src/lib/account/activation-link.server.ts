// An invitation's link carries its token in the address (/activate-account/<token>). The token
// leaves the address on first use: it is kept in a short-lived HttpOnly cookie and the browser is
// sent on to /activate-account, so analytics, error capture, the history and the Referer never see
// it (docs/decisions/0063). Server only.
import type { AstroCookies } from 'astro';

/** Long enough to choose a password; the invitation itself stays valid its 7 days, and the link can be opened again. */
const ACTIVATION_COOKIE_MAX_AGE_S = 15 * 60;

/** An invitation token as backend/ and the Partner API make them: base64url, at most 128 characters. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{1,128}$/;

/** `__Host-` needs Secure, which a browser refuses on plain-http localhost: the name follows the protocol. */
const activationCookieName = (https: boolean): string => (https ? '__Host-pp_activation' : 'pp_activation');

const isHttps = (url: URL) => url.protocol === 'https:';

/** Keeps a token of the right shape; another is dropped, and the page then says the link is no good. */
export function keepActivationToken(cookies: AstroCookies, url: URL, token: string): void {
  if (!TOKEN_SHAPE.test(token)) return;
  cookies.set(activationCookieName(isHttps(url)), token, {
    path: '/',
    httpOnly: true,
    secure: isHttps(url),
    sameSite: 'lax',
    maxAge: ACTIVATION_COOKIE_MAX_AGE_S,
  });
}

export function activationToken(cookies: AstroCookies, url: URL): string | null {
  const token = cookies.get(activationCookieName(isHttps(url)))?.value ?? '';
  return TOKEN_SHAPE.test(token) ? token : null;
}

export function forgetActivationToken(cookies: AstroCookies, url: URL): void {
  cookies.delete(activationCookieName(isHttps(url)), { path: '/', httpOnly: true, secure: isHttps(url), sameSite: 'lax' });
}

/** Once the account is active, the sign-in that follows fills in her e-mail: kept out of the address too, for ten minutes. */
const LOGIN_HINT_MAX_AGE_S = 10 * 60;
const loginHintCookieName = (https: boolean): string => (https ? '__Host-pp_login_hint' : 'pp_login_hint');
const EMAIL_SHAPE = /^[^\s@<>"]{1,64}@[^\s@<>"]{1,190}$/;

export function keepLoginHint(cookies: AstroCookies, url: URL, email: string): void {
  if (!EMAIL_SHAPE.test(email)) return;
  cookies.set(loginHintCookieName(isHttps(url)), email, { path: '/', httpOnly: true, secure: isHttps(url), sameSite: 'lax', maxAge: LOGIN_HINT_MAX_AGE_S });
}

/** The e-mail to fill in at the provider, taken once; null without one. */
export function takeLoginHint(cookies: AstroCookies, url: URL): string | null {
  const name = loginHintCookieName(isHttps(url));
  const email = cookies.get(name)?.value ?? '';
  if (!email) return null;
  cookies.delete(name, { path: '/', httpOnly: true, secure: isHttps(url), sameSite: 'lax' });
  return EMAIL_SHAPE.test(email) ? email : null;
}
