// A message for the page the dealer is sent to next, kept in the session instead of the address
// (issue 24): what an action done without JavaScript did on a lead's page, an upload's outcome,
// why a dealer asking for an unknown path landed on Home. Read once by the page it is for; a
// message its page never took is forgotten after a minute, so it cannot turn up days later.
import type { PortalSession } from './session-store.server';

/** @internal exported for its unit tests */
export const KEPT_FOR_MS = 60_000;

type MessageSession = Pick<PortalSession, 'get' | 'set' | 'delete'>;

export function keepForNextPage(session: MessageSession, path: string, key: string, now = Date.now()): void {
  session.set('nextPageMessage', { path, key, at: now });
}

/**
 * The message kept for this page, taken out of the session; null when there is none, or it is for
 * another page or too old. `accept`: the messages this part of the page shows; another is left for its part.
 */
export async function takeKeptMessage(
  session: MessageSession,
  path: string,
  now = Date.now(),
  accept: (key: string) => boolean = () => true,
): Promise<string | null> {
  const kept = await session.get('nextPageMessage');
  if (!kept) return null;
  const fresh = now - kept.at <= KEPT_FOR_MS;
  if ((kept.path !== path || !accept(kept.key)) && fresh) return null;
  session.delete('nextPageMessage');
  return fresh ? kept.key : null;
}

/** A lead's details page: the message kept for it, and how to keep one for it (lib/leads/details-page.ts). */
export async function detailsPageMessages(session: MessageSession, path: string): Promise<{ kept: string | null; keep: (key: string) => void }> {
  return { kept: await takeKeptMessage(session, path), keep: (key) => keepForNextPage(session, path, key) };
}
