// One request to a product list, the same for its page and for the partial the page's script
// fetches: filters from the URL, the search from a posted body or the session, the saved state
// written when it changed, the Partner API asked once (twice only for a page beyond the last).
import type { ApiClient } from '../api/client';
import type { PortalSession } from '../server/session-store.server';
import { GROUP_PARAM, RESET_PARAM, type ListFilterDefinition, type ListFilters } from './filters';
import { listState, type ListKey, type ListState } from './list-state.server';
import { lastPageIfBeyond, type ListPage } from './paging';

/** Every list's page, lead lists and the point shop alike: `?reset=1` forgets the saved filters, a bare URL goes back to them (the URL to redirect to, or null). */
export async function savedStateRedirect(state: ListState, url: URL, path: string): Promise<string | null> {
  if (url.searchParams.has(RESET_PARAM)) {
    state.forgetQuery();
    return path;
  }
  if (url.search !== '') return null;
  const saved = await state.savedQuery();
  return saved ? `${path}?${saved}` : null;
}

/** The filters' page from the API, asked once more for the last page when the filters asked beyond it; rows null when the API failed. */
export async function pageWithinLast<F extends { page: number }, Row>(
  asked: F,
  query: (filters: F) => Promise<ListPage<Row> | null>,
): Promise<{ filters: F; rows: ListPage<Row> | null }> {
  const rows = await query(asked);
  const last = rows && lastPageIfBeyond(rows);
  if (last === null || last === undefined) return { filters: asked, rows };
  const filters = { ...asked, page: last };
  return { filters, rows: await query(filters) };
}

/** A product's list: its session key, page path, filters and how to ask the Partner API for a page. */
export interface ProductList<Row, Status extends string, Group extends string, Sort extends string> {
  key: ListKey;
  path: string;
  filters: ListFilterDefinition<Status, Group, Sort>;
  query(api: ApiClient, filters: ListFilters<Status, Sort>, search: string): Promise<ListPage<Row>>;
}

/** What a list shows: its filters, the search, the rows (null when the API failed) and its canonical URL. */
export interface ListView<Row, Status extends string = string, Sort extends string = string> {
  filters: ListFilters<Status, Sort>;
  search: string;
  rows: ListPage<Row> | null;
  href: string;
}

export interface ListRequest {
  request: Request;
  url: URL;
  session: PortalSession | undefined;
  api: ApiClient;
}

export type ListOutcome<Row, Status extends string, Sort extends string> = { redirect: string } | { view: ListView<Row, Status, Sort> };

/**
 * The list page (`mode: 'page'`, works without JavaScript): a posted search is saved and
 * redirects to the first page; `?reset=1` forgets the saved filters; a status group button
 * lands on the URL of its ticked boxes; a bare URL goes to the saved filters. The partial
 * (`mode: 'partial'`) never redirects: its body carries the search, its URL the filters.
 */
export async function handleListRequest<Row, Status extends string, Group extends string, Sort extends string>(
  list: ProductList<Row, Status, Group, Sort>,
  { request, url, session, api }: ListRequest,
  mode: 'page' | 'partial',
): Promise<ListOutcome<Row, Status, Sort>> {
  const state = listState(session, list.key);
  const { filters: definition } = list;
  const params = url.searchParams;
  const posted = request.method === 'POST' ? await request.formData().catch(() => null) : null;
  if (posted) await state.saveSearch(String(posted.get('search') ?? ''));
  if (mode === 'page') {
    if (request.method === 'POST') return { redirect: definition.href(list.path, { ...definition.parse(params), page: 0 }) };
    if (params.has(GROUP_PARAM) && !params.has(RESET_PARAM)) return { redirect: definition.href(list.path, definition.parse(params)) };
    const redirect = await savedStateRedirect(state, url, list.path);
    if (redirect) return { redirect };
  }
  const search = await state.search();
  // A failed call leaves the rows out; a 401 has ended the session, which the middleware sees to.
  const { filters, rows } = await pageWithinLast(definition.parse(params), (page) => list.query(api, page, search).catch(() => null));
  await state.saveQuery(definition.toSearchParams(filters).toString());
  return { view: { filters, search, rows, href: definition.href(list.path, filters) } };
}
