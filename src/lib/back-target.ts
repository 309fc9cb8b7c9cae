// Where Cancel in the full-screen layout goes (SPEC §2).
import { matchRoute, pathTo, type RouteDef } from './routes';

export function cancelTarget(route: RouteDef | null, referer: string | null, origin: string): string {
  if (route?.backTarget) return pathTo(route.backTarget);
  if (referer) {
    try {
      const url = new URL(referer);
      const match = matchRoute(url.pathname);
      if (url.origin === origin && match && match.route.name !== route?.name && !match.route.internal) return url.pathname + url.search;
    } catch {
      // An unparsable Referer is ignored.
    }
  }
  return pathTo('Home');
}
