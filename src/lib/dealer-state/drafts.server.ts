// The signed-in user's drafts in the organisation's Durable Object (ADR 0060).
import type { User } from '../api/schemas';
import type { PortalSession } from '../server/session-store.server';
import { keepRunning } from '../server/background.server';
import { keptInSession } from '../server/kept-in-session.server';
import { logger } from '../server/logger';
import { dealerStateOf, organisationKey } from './dealer-state.server';
import { hasAnyRole } from '../permissions';
import { draftRole, summariseDraft, type Draft, type DraftKind, type DraftSummary } from './drafts';

/** The user's drafts of the kinds their roles open (or of one kind), newest first; null when the object cannot be reached (the page still works). */
export async function draftsOf(user: User, kind?: DraftKind): Promise<DraftSummary[] | null> {
  try {
    const drafts = await dealerStateOf(organisationKey(user)).drafts(user.id);
    return drafts.filter((draft) => (kind ? draft.kind === kind : hasAnyRole(user.grantedRoles, [draftRole(draft.kind)]))).map(summariseDraft);
  } catch (error) {
    logger.warn('drafts could not be read', { error: error instanceof Error ? error.message : String(error) });
    return null;
  }
}

/**
 * Home's drafts, kept in the session for `freshMs` (the shared-cache time, 30 s): a Home viewed
 * again and again asks the object once. Any form post forgets them (middleware/session.ts), so a
 * draft sent or deleted here is gone at once; one saved on another device shows within `freshMs`.
 */
export function homeDraftsOf(user: User, session: PortalSession, freshMs: number, now = Date.now()): Promise<DraftSummary[] | null> {
  return keptInSession(session, 'homeDrafts', freshMs, () => draftsOf(user), (drafts) => drafts !== null, now);
}

/** One of the user's drafts of this kind, to continue; null when gone (sent, deleted, 30 days old) or someone else's. */
export async function draftToContinue(user: User, kind: DraftKind, id: string): Promise<Draft | null> {
  try {
    const draft = await dealerStateOf(organisationKey(user)).draft(user.id, id);
    return draft?.kind === kind ? draft : null;
  } catch (error) {
    logger.warn('a draft could not be read', { error: error instanceof Error ? error.message : String(error) });
    return null;
  }
}

/** Ends a draft after the response (an application sent): the dealer does not wait for it. */
export function endDraftLater(user: User, id: string): void {
  keepRunning('ending a sent draft', dealerStateOf(organisationKey(user)).endDraft(user.id, id));
}

export async function endDraft(user: User, id: string): Promise<void> {
  await dealerStateOf(organisationKey(user)).endDraft(user.id, id);
}
