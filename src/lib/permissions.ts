// Client-safe role checks (SPEC §6). Hiding a link is presentation; the middleware
// guard and requireRole() enforce.
import type { CountryCode, Role } from './api/schemas';
import type { Access, RouteDef } from './routes';

export function hasAnyRole(granted: readonly Role[], wanted: readonly Role[]): boolean {
  return wanted.some((role) => granted.includes(role));
}

export type AccessDecision = 'allow' | 'signIn' | 'forbidden';

/** What the guard does with a request for a route, given the signed-in user's roles (null: not signed in). */
export function decideAccess(access: Access, roles: readonly Role[] | null): AccessDecision {
  if (access.kind === 'public') return 'allow';
  if (roles === null) return 'signIn';
  if (access.kind === 'signedIn') return 'allow';
  return hasAnyRole(roles, access.roles) ? 'allow' : 'forbidden';
}

/** Whether a route exists in the dealer's country (SPEC §6: the point shop never in Denmark). */
export function routeAvailableIn(route: Pick<RouteDef, 'countries'>, country: CountryCode): boolean {
  return !route.countries || route.countries.includes(country);
}
