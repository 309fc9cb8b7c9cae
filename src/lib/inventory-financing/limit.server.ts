// The dealer's limit for the inventory financing list and Home: ready, not onboarded (SPEC §6:
// the dealer is asked to contact the provider), or unavailable (the page still shows the rest).
import type { ApiClient } from '../api/client';
import { fetchLineOfCredit } from '../api/business-finance';
import type { LineOfCredit } from '../api/business-finance-schemas';
import { isApiError } from '../api/errors';
import { keptInSession } from '../server/kept-in-session.server';
import type { PortalSession } from '../server/session-store.server';

export type LimitLoad = { kind: 'ready'; line: LineOfCredit } | { kind: 'notOnboarded' } | { kind: 'unavailable' };

export async function loadLimit(api: ApiClient): Promise<LimitLoad> {
  try {
    return { kind: 'ready', line: await fetchLineOfCredit(api) };
  } catch (error) {
    return isApiError(error) && error.code === 'NOT_ONBOARDED' ? { kind: 'notOnboarded' } : { kind: 'unavailable' };
  }
}

/** Home's limit block, kept in the session for `freshMs` unless it could not be read (src/lib/server/kept-in-session.server.ts). */
export function homeLimit(api: ApiClient, session: Pick<PortalSession, 'get' | 'set'>, freshMs: number, now = Date.now()): Promise<LimitLoad> {
  return keptInSession(
    session,
    'homeBlock',
    freshMs,
    () => loadLimit(api),
    (limit) => (limit as LimitLoad).kind !== 'unavailable',
    now,
  ) as Promise<LimitLoad>;
}
