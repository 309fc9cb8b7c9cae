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
  return keptInSession(
    session,
    'homeDrafts',
    freshMs,
    () => draftsOf(user),
    (drafts) => drafts !== null,
    now,
  );
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

/** How long a sent application's answer waits for its draft to end; past it the end goes on after the response. */
const SENT_DRAFT_WAIT_MS = 1_000;

/**
 * Ends the draft of an application just sent, before the answer when the object answers within a
 * second: the dealer's next page (Home, a click away) no longer offers it. Ended only after the
 * response, Home asked right after the send still listed it on a loaded machine.
 */
export async function endSentDraft(user: User, id: string): Promise<void> {
  const ending = dealerStateOf(organisationKey(user)).endDraft(user.id, id);
  keepRunning('ending a sent draft', ending);
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([ending.catch(() => undefined), new Promise((done) => (timer = setTimeout(done, SENT_DRAFT_WAIT_MS)))]);
  clearTimeout(timer);
}

export async function endDraft(user: User, id: string): Promise<void> {
  await dealerStateOf(organisationKey(user)).endDraft(user.id, id);
}
