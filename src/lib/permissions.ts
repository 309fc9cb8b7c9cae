// Client-safe role checks (SPEC §6). Hiding a link is presentation; the middleware
// guard and requireRole() enforce.
import type { CountryCode, Flags, Role } from './api/schemas';
import type { Access, RouteDef, RouteName } from './routes';

export function hasAnyRole(granted: readonly Role[], wanted: readonly Role[]): boolean {
  return wanted.some((role) => granted.includes(role));
}

type AccessDecision = 'allow' | 'signIn' | 'forbidden';

/**
 * What the guard does with a request for a route, given the signed-in user's roles (null: not signed in).
 * @internal exported for its unit tests
 */
export function decideAccess(access: Access, roles: readonly Role[] | null): AccessDecision {
  if (access.kind === 'public') return 'allow';
  if (roles === null) return 'signIn';
  if (access.kind === 'signedIn') return 'allow';
  return hasAnyRole(roles, access.roles) ? 'allow' : 'forbidden';
}

const SHOP_COUNTRIES: readonly CountryCode[] = ['SE', 'FI'];
/** Routes that exist only in some countries, whatever the roles (SPEC §6: no point shop in Denmark). */
const ROUTE_COUNTRIES: Partial<Record<RouteName, readonly CountryCode[]>> = {
  PointShop: SHOP_COUNTRIES,
  PointShopArticle: SHOP_COUNTRIES,
  PointShopCheckout: SHOP_COUNTRIES,
  PointShopOrders: SHOP_COUNTRIES,
};

export type RouteDecision = AccessDecision | 'unavailable';

/**
 * Roles first; then a route behind a feature flag: a flag that is off shuts it like a missing role,
 * one that could not be checked (off, SPEC §6, with no recent value known) shuts it for now only,
 * so the dealer hears "temporarily unavailable", never "no access".
 */
export function decideRoute(route: Pick<RouteDef, 'access' | 'flag'>, roles: readonly Role[] | null, flags: { values: Flags; known: boolean }): RouteDecision {
  const byRole = decideAccess(route.access, roles);
  if (byRole !== 'allow' || route.flag === undefined || flags.values[route.flag]) return byRole;
  return flags.known ? 'forbidden' : 'unavailable';
}

/** Whether a route exists in the dealer's country; where it does not, the guard answers no access. */
export function routeAvailableIn(route: Pick<RouteDef, 'name'>, country: CountryCode): boolean {
  const countries = ROUTE_COUNTRIES[route.name];
  return !countries || countries.includes(country);
}
