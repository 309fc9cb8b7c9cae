// Access that an admin ends, ends at once (issue 39 §3): deactivating a colleague or changing
// their roles is noted in the organisation's object; every session of that user reads the user
// again on its next request, portal-only requests too (drafts, live, list states), and ends when
// the Partner API no longer knows them. The object also closes the user's open streams.
import type { User } from '../api/schemas';
import { logger } from '../server/logger';
import { dealerStateOf, organisationKey } from './dealer-state.server';

/** After an admin's change to a colleague: noted, and their open pages stop hearing. A failure is logged; the API's own refusal still stands. */
export async function noteAccessChanged(admin: User, colleagueId: string): Promise<void> {
  try {
    await dealerStateOf(organisationKey(admin)).accessChanged(colleagueId);
  } catch (error) {
    logger.error('an access change could not be noted', { error: error instanceof Error ? error.message : String(error) });
  }
}

/**
 * Whether this session must read its user again: an admin changed their access after the session
 * last read them (`userReadAt`). When the object cannot be asked, the session is read again too:
 * the Partner API, asked, is the truth.
 */
export async function mustReadUserAgain(user: User, userReadAt: number): Promise<boolean> {
  try {
    const changedAt = await dealerStateOf(organisationKey(user)).accessChangedAt(user.id);
    return changedAt !== null && changedAt >= userReadAt;
  } catch (error) {
    logger.warn('access changes could not be read', { error: error instanceof Error ? error.message : String(error) });
    return true;
  }
}

/** A session signed out or ended: its open pages stop hearing at once. */
export async function endSessionStreams(user: User, sessionTag: string): Promise<void> {
  await dealerStateOf(organisationKey(user)).endStreams(sessionTag);
}
