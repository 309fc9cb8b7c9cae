// What the colleagues page's last form did, kept in the session for the page's next view: the page
// answers a form's post by sending the admin to its own plain address (no ?_action= stays there,
// and a reload repeats nothing). Read once; one the page never took is forgotten after a minute.
import type { PortalSession } from '../server/session-store.server';
import type { ColleagueChangeResult, InviteResult } from './colleagues';

/** @internal exported for its unit tests */
export const OUTCOME_KEPT_MS = 60_000;

export interface ColleaguesOutcome {
  invite: InviteResult | null;
  changed: ColleagueChangeResult | null;
}

type OutcomeSession = Pick<PortalSession, 'get' | 'set' | 'delete'>;

/** A form's answer as the page got it: its data, or an error thrown past the action's own handling. */
type Posted<T> = { data?: T; error?: unknown } | undefined;

/** What a post did, in the page's words; null when the page was not posted to. */
export function postedOutcome(invite: Posted<InviteResult>, changed: Posted<ColleagueChangeResult>): ColleaguesOutcome | null {
  if (!invite && !changed) return null;
  const failed = { status: 'failed', messageKey: 'colleagues.errors.failed' } as const;
  return {
    invite: invite ? (invite.data ?? { ...failed, input: { email: '', firstname: '', lastname: '', roles: [] } }) : null,
    changed: changed ? (changed.data ?? failed) : null,
  };
}

export function keepColleaguesOutcome(session: OutcomeSession, outcome: ColleaguesOutcome, now = Date.now()): void {
  session.set('colleaguesOutcome', { ...outcome, at: now });
}

export async function takeColleaguesOutcome(session: OutcomeSession, now = Date.now()): Promise<ColleaguesOutcome | null> {
  const kept = await session.get('colleaguesOutcome');
  if (!kept) return null;
  session.delete('colleaguesOutcome');
  return now - kept.at <= OUTCOME_KEPT_MS ? { invite: kept.invite, changed: kept.changed } : null;
}
