// A list's saved state in the server-side session (SPEC §2: the list comes back as the dealer
// left it): its search, which may hold a personal identity number and so is never in a URL or
// the browser's storage, and its filters as a query string (docs/decisions/0009).
import type { PortalSession } from '../server/session-store.server';
import type { LeadKey } from '../leads/registry';

/** The lists whose state the session keeps; a new product list adds its key here. */
export type ListKey = LeadKey | 'pointShop' | 'marketPlace';

/** @public The session's typing (src/env.d.ts), which knip does not read. */
export type ListSessionData = { [K in ListKey as `${K}Search`]: string } & { [K in ListKey as `${K}ListState`]: string };

/** The longest search kept (the API's own limit). */
const SEARCH_MAX = 100;

export interface ListState {
  search(): Promise<string>;
  saveSearch(search: string): Promise<void>;
  /** The saved filters as a query string ('' when none). */
  savedQuery(): Promise<string>;
  /** Saves the filters' query string when it changed (KV takes one write per key per second: no write per view). */
  saveQuery(query: string): Promise<void>;
  forgetQuery(): void;
}

export function listState(session: PortalSession | undefined, key: ListKey): ListState {
  const searchKey = `${key}Search` as const;
  const queryKey = `${key}ListState` as const;
  const search = async () => (await session?.get(searchKey)) ?? '';
  const savedQuery = async () => (await session?.get(queryKey)) ?? '';
  return {
    search,
    savedQuery,
    async saveSearch(value) {
      const trimmed = value.trim().slice(0, SEARCH_MAX);
      if (trimmed === (await search())) return;
      if (trimmed) session?.set(searchKey, trimmed);
      else session?.delete(searchKey);
    },
    async saveQuery(query) {
      if (query === (await savedQuery())) return;
      if (query) session?.set(queryKey, query);
      else session?.delete(queryKey);
    },
    forgetQuery() {
      session?.delete(queryKey);
    },
  };
}
