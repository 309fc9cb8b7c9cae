// The loan list's saved state (SPEC §2: restored when the dealer comes back) and its
// search, both in the server-side session: the search may hold a personal identity
// number, so it is never in a URL or the browser's storage.
import type { PortalSession } from '../server/session-store.server';
import { type ListFilters, searchParamsFromFilters } from './list-query';

type Session = PortalSession;

export async function savedSearch(session: Session | undefined): Promise<string> {
  return (await session?.get('blancoSearch')) ?? '';
}

export async function saveSearch(session: Session | undefined, search: string): Promise<void> {
  const trimmed = search.trim().slice(0, 100);
  if (trimmed === (await savedSearch(session))) return;
  if (trimmed) session?.set('blancoSearch', trimmed);
  else session?.delete('blancoSearch');
}

/** The saved filters as a query string ('' when none). */
export async function savedListQuery(session: Session | undefined): Promise<string> {
  return (await session?.get('blancoListState')) ?? '';
}

/** Saves the filters when they changed (KV takes one write per key per second: no write per view). */
export async function saveListState(session: Session | undefined, filters: ListFilters): Promise<void> {
  const query = searchParamsFromFilters(filters).toString();
  if (query === (await savedListQuery(session))) return;
  if (query) session?.set('blancoListState', query);
  else session?.delete('blancoListState');
}
