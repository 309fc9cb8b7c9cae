// Home's point balance block (SPEC §2 Home): the dealer's balance as the Partner API gives it,
// asked again at most every `freshMs` (SHARED_CACHE_MS, 30 s; the e2e stacks 0) and kept in the
// session with the time it was asked, so a dealer going back and forth to Home costs one call
// per half minute, not one per visit (docs/decisions/0050). An order and the menu's refresh set it too.
import type { ApiClient } from '../api/client';
import type { PortalSession } from '../server/session-store.server';
import { fetchShopBalance } from './shop.server';

type BalanceSession = Pick<PortalSession, 'get' | 'set'>;

/** The balance, or null when the API could not give it (the block says so). */
export async function homeBalance(api: ApiClient, session: BalanceSession, freshMs: number, now = Date.now()): Promise<number | null> {
  const [kept, askedAt] = await Promise.all([session.get('pointBalance'), session.get('pointBalanceAskedAt')]);
  if (kept !== undefined && kept !== null && askedAt !== undefined && now - askedAt < freshMs) return kept;
  try {
    const balance = await fetchShopBalance(api);
    session.set('pointBalance', balance);
    session.set('pointBalanceAskedAt', now);
    return balance;
  } catch {
    return null;
  }
}
