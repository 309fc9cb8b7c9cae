// Home's personal blocks kept in the session for a short time (SHARED_CACHE_MS, 30 s; the e2e
// stacks 0; docs/decisions/0050, 0056): a dealer going back and forth to Home asks the Partner API
// and the Durable Object once per half minute, not once per view. middleware/session.ts forgets
// them when the dealer posts a form or the live client hears an event, so what changed shows at once.
import type { PortalSession } from './session-store.server';

/** The session keys that hold a block kept this way: `{ at, value }`. */
export type KeptKey = { [K in keyof App.SessionData]: App.SessionData[K] extends { at: number; value: unknown } ? K : never }[keyof App.SessionData];
type KeptValue<K extends KeptKey> = App.SessionData[K]['value'];

/** Forgotten on any form posted. */
export const FORGOTTEN_ON_POST: readonly KeptKey[] = ['homeTodo', 'homeDrafts', 'homeLatest', 'homeBlock'];
/** Forgotten too when the live client asks a page's parts again after an event (ADR 0060). */
export const FORGOTTEN_ON_EVENT: readonly KeptKey[] = ['homeTodo', 'homeLatest', 'homeBlock'];

/**
 * The block kept under `key` when it was asked less than `freshMs` ago; otherwise `load`ed, and kept
 * when `worthKeeping` says so (a block with a part missing is asked again on the next view).
 */
export async function keptInSession<K extends KeptKey>(
  session: Pick<PortalSession, 'get' | 'set'>,
  key: K,
  freshMs: number,
  load: () => Promise<KeptValue<K>>,
  worthKeeping: (value: KeptValue<K>) => boolean,
  now = Date.now(),
): Promise<KeptValue<K>> {
  const kept = (await session.get(key)) as { at: number; value: KeptValue<K> } | undefined;
  if (kept && kept.value !== undefined && now - kept.at < freshMs) return kept.value;
  const value = await load();
  if (freshMs > 0 && worthKeeping(value)) session.set(key, { at: now, value } as App.SessionData[K]);
  return value;
}
