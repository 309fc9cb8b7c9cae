// One request to a product list, the same for its page and for the partial the page's script
// fetches: filters from the URL, the search from a posted body or the session, the saved state
// written when it changed, the Partner API asked once (twice only for a page beyond the last).
import type { ApiClient } from '../api/client';
import { rethrowUnauthorized } from '../api/errors';
import type { PortalSession } from '../server/session-store.server';
import { GROUP_PARAM, RESET_PARAM, type ListFilterDefinition, type ListFilters } from './filters';
import { listState, type ListKey } from './list-state.server';
import { lastPageIfBeyond, type ListPage } from './paging';

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
    if (params.has(RESET_PARAM)) {
      state.forgetQuery();
      return { redirect: list.path };
    }
    if (params.has(GROUP_PARAM)) return { redirect: definition.href(list.path, definition.parse(params)) };
    if (url.search === '') {
      const saved = await state.savedQuery();
      if (saved) return { redirect: `${list.path}?${saved}` };
    }
  }
  let filters = definition.parse(params);
  const search = await state.search();
  const query = (page: ListFilters<Status, Sort>) => list.query(api, page, search).catch(rowsLeftOut);
  let rows = await query(filters);
  const last = rows && lastPageIfBeyond(rows);
  if (last !== null && last !== undefined) {
    filters = { ...filters, page: last };
    rows = await query(filters);
  }
  await state.saveQuery(definition.toSearchParams(filters).toString());
  return { view: { filters, search, rows, href: definition.href(list.path, filters) } };
}

/** A 401 ends the session (the middleware signs the dealer out); anything else leaves the rows out. */
function rowsLeftOut(error: unknown): null {
  rethrowUnauthorized(error);
  return null;
}
