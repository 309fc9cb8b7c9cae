// Writes what follows the user after a request changed it, and puts it back at sign-in (ADR 0060).
import type { User } from '../api/schemas';
import { keepRunning } from '../server/background.server';
import { logger } from '../server/logger';
import type { PortalSession } from '../server/session-store.server';
import { dealerStateOf, organisationKey } from './dealer-state.server';
import { followedChanges, followedValues } from './follows-user';

/** After the response: the followed keys this request changed go to the object (no wait for the dealer). */
export async function followChanges(session: PortalSession, user: User): Promise<void> {
  const changed = session.changedKeys();
  if (changed.length === 0) return;
  const values = new Map<string, unknown>();
  for (const key of changed) values.set(key, await session.get(key));
  const entries = followedChanges(changed, (key) => values.get(key));
  if (Object.keys(entries).length === 0) return;
  keepRunning('saving what follows the user', dealerStateOf(organisationKey(user)).saveFollowed(user.id, entries));
}

/** Sign-in: the user's list states and cart back in the new session; a failure leaves them plain. */
export async function restoreFollowed(session: PortalSession, user: User): Promise<void> {
  try {
    const kept = await dealerStateOf(organisationKey(user)).followed(user.id);
    for (const [key, value] of followedValues(kept)) session.set(key, value as never);
  } catch (error) {
    logger.warn('list states could not be restored at sign-in', { error: error instanceof Error ? error.message : String(error) });
  }
}
