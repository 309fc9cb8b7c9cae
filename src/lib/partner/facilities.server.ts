// The dealer's facilities for a list's facility filter, kept in the session for five minutes:
// the Partner API call cost the list page more worker CPU than its 30 rows (docs/decisions/0031).
// A failed call is not kept: the next page asks again.
import type { ApiClient } from '../api/client';
import type { Facility } from '../api/schemas';
import type { PortalSession } from '../server/session-store.server';
import { fetchFacilities } from './partner.server';

/**
 * How long the session's copy is used before the Partner API is asked again.
 * @internal exported for its unit tests
 */
export const FACILITIES_FRESH_MS = 5 * 60_000;

/** @public The session's typing (src/env.d.ts), which knip does not read. */
export interface KeptFacilities {
  at: number;
  list: Facility[];
}

export async function sessionFacilities(session: PortalSession | undefined, api: ApiClient, now = Date.now()): Promise<Facility[]> {
  const kept = await session?.get('facilities');
  if (kept && now - kept.at >= 0 && now - kept.at < FACILITIES_FRESH_MS) return kept.list;
  const list = await fetchFacilities(api);
  session?.set('facilities', { at: now, list });
  return list;
}
