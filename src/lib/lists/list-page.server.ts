// A product list's page request: the list (the shared request handler) and the dealer's
// facilities for the facility filter (the session's copy when fresh, ADR 0031), in parallel.
// Facilities that fail to load leave the list working: the page names them as unavailable (ADR 0013).
import { leftOut } from '../api/left-out.server';
import type { Facility } from '../api/schemas';
import { sessionFacilities } from '../partner/facilities.server';
import { handleListRequest, type ListRequest, type ListView, type ProductList } from './list-request.server';

export type ListPageOutcome<Row, Status extends string, Sort extends string> =
  { redirect: string } | { view: ListView<Row, Status, Sort>; facilities: Facility[] | null };

export async function loadListPage<Row, Status extends string, Group extends string, Sort extends string>(
  list: ProductList<Row, Status, Group, Sort>,
  request: ListRequest,
): Promise<ListPageOutcome<Row, Status, Sort>> {
  // A posted search only saves and redirects: no facilities needed.
  const facilitiesLoad =
    request.request.method === 'GET'
      ? sessionFacilities(request.session, request.api).catch(leftOut('list: the facilities could not be loaded'))
      : Promise.resolve(null);
  const [outcome, facilities] = await Promise.all([handleListRequest(list, request, 'page'), facilitiesLoad]);
  return 'redirect' in outcome ? outcome : { view: outcome.view, facilities };
}
