// The user terms (SPEC §1): whether a user has accepted the ones in force, and what the guard
// does with a request of a signed-in user who has not (docs/decisions/0018).
import type { TermsAcceptance } from './api/schemas';
import { matchRoute, pathTo, safeReturnTo } from './routes';
import { KEEP_ALIVE_PATH } from './session-keep-alive';
import { TERMS_VERSION } from './terms-version';

export { TERMS_VERSION } from './terms-version';

/** The sections of the terms, in order: each has a heading and a body in locales "terms.sections.<name>". */
export const TERMS_SECTIONS = ['use', 'applications', 'customerData', 'credentials', 'changes'] as const;
export type TermsSection = (typeof TERMS_SECTIONS)[number];

/** The anchor of a section on the terms page (the loan application links to "applications"). */
export const termsSectionId = (section: TermsSection) => `terms-${section}`;

export function hasAcceptedTerms(accepted: TermsAcceptance | null, current: string = TERMS_VERSION): boolean {
  return accepted?.version === current;
}

/**
 * pass: serve the request. ask: a page: go to the terms first, back here after.
 * refuse: an action or endpoint: 403 with a message, nothing done.
 */
export type TermsGate = 'pass' | 'ask' | 'refuse';

/** Reachable before accepting: the keep-alive of an open form (it changes nothing). */
const OPEN_ENDPOINTS = new Set([KEEP_ALIVE_PATH]);

/**
 * For a signed-in user (accepted: what they accepted last). Pages other than the terms
 * themselves and the public ones (log out, sign-in) ask; actions and the portal's endpoints
 * refuse; anything else (built assets, the favicon) is no concern of the terms.
 */
export function termsGate(pathname: string, accepted: TermsAcceptance | null, current: string = TERMS_VERSION): TermsGate {
  if (hasAcceptedTerms(accepted, current)) return 'pass';
  if (pathname.startsWith('/_actions/')) return 'refuse';
  if (pathname.startsWith('/api/')) return OPEN_ENDPOINTS.has(pathname.replace(/\/+$/, '')) ? 'pass' : 'refuse';
  const route = matchRoute(pathname)?.route;
  if (!route || route.internal || route.access.kind === 'public' || route.name === 'Terms') return 'pass';
  return 'ask';
}

/**
 * The terms page, remembering the page first asked for. A form post's own URL is where to
 * come back to, without the action it carried (it is not sent again).
 */
export function termsPageFor(method: string, pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete('_action');
  const query = params.toString();
  const wanted = method === 'GET' || method === 'HEAD' ? pathname + (query ? `?${query}` : '') : pathname;
  const returnTo = afterTerms(wanted);
  return returnTo === pathTo('Home') ? pathTo('Terms') : `${pathTo('Terms')}?returnTo=${encodeURIComponent(returnTo)}`;
}

/** Where accepting leads: the page first asked for when it is a safe in-portal page, else Home (never the terms again). */
export function afterTerms(returnTo: string | null | undefined): string {
  const target = safeReturnTo(returnTo);
  return matchRoute(target.split(/[?#]/)[0] ?? '/')?.route.name === 'Terms' ? pathTo('Home') : target;
}

/** The 403 an action or endpoint answers before the terms are accepted, in the shape its caller reads. */
export function termsRefusalBody(pathname: string, message: string): Record<string, unknown> {
  return pathname.startsWith('/_actions/')
    ? { type: 'AstroActionError', code: 'FORBIDDEN', status: 403, message }
    : { error: { code: 'termsNotAccepted', message, termsUrl: pathTo('Terms') } };
}
