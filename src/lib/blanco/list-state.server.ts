// The loan list's saved state (SPEC §2: restored when the dealer comes back) and its
// search, both in the server-side session: the search may hold a personal identity
// number, so it is never in a URL or the browser's storage.
import type { APIContext } from 'astro';
import { type ListFilters, searchParamsFromFilters } from './list-query';

type Session = NonNullable<APIContext['session']>;

export async function savedSearch(session: Session | undefined): Promise<string> {
  return (await session?.get('blancoSearch')) ?? '';
}

export function saveSearch(session: Session | undefined, search: string): void {
  const trimmed = search.trim().slice(0, 100);
  if (trimmed) session?.set('blancoSearch', trimmed);
  else session?.delete('blancoSearch');
}

/** The saved filters as a query string ('' when none). */
export async function savedListQuery(session: Session | undefined): Promise<string> {
  return (await session?.get('blancoListState')) ?? '';
}

export function saveListState(session: Session | undefined, filters: ListFilters): void {
  const query = searchParamsFromFilters({ ...filters, page: filters.page }).toString();
  if (query) session?.set('blancoListState', query);
  else session?.delete('blancoListState');
}
