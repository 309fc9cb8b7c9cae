// Home's latest applications from the Partner API: each product the dealer has asked in
// parallel for its newest five; a product whose call fails is named, the others still show.
import type { ApiClient } from '../api/client';
import { leftOut } from '../api/left-out.server';
import type { Role } from '../api/schemas';
import { newestFirst, productsOf, type LatestApplication, type LeadProduct } from './latest';
import { LEAD_SERVER } from './registry.server';
import { NEWEST } from './server-part';
import { keptInSession } from '../server/kept-in-session.server';
import type { PortalSession } from '../server/session-store.server';

export interface LatestApplications {
  /** The products the dealer has (none: Home shows no such section). */
  products: LeadProduct[];
  applications: LatestApplication[];
  /** Products whose leads could not be loaded. */
  unavailable: LeadProduct[];
}

async function fetchLatestApplications(api: ApiClient, roles: readonly Role[]): Promise<LatestApplications> {
  const products = productsOf(roles);
  const loaded = await Promise.all(
    products.map((product) => LEAD_SERVER[product].homeLeads(api, NEWEST).catch(leftOut(`home: the latest ${product} applications could not be loaded`))),
  );
  return {
    products,
    applications: newestFirst(loaded.filter((leads) => leads !== null)),
    unavailable: products.filter((_, index) => loaded[index] === null),
  };
}

/** Home's latest applications, kept in the session for `freshMs` when every product answered (src/lib/server/kept-in-session.server.ts). */
export function homeLatestApplications(
  api: ApiClient,
  roles: readonly Role[],
  session: Pick<PortalSession, 'get' | 'set'>,
  freshMs: number,
  now = Date.now(),
): Promise<LatestApplications> {
  return keptInSession(
    session,
    'homeLatest',
    freshMs,
    () => fetchLatestApplications(api, roles),
    (latest) => latest.unavailable.length === 0,
    now,
  );
}
