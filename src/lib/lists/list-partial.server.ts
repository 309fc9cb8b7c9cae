// A product list's partial (docs/decisions/0023): the list script posts the search here (a body,
// never a URL) with the filters in the query and swaps the results region it answers into the
// page. POST only; the product's role; JSON errors the script understands; never cached.
import { jsonError } from '../server/endpoint.server';
import type { Role } from '../api/schemas';
import { AccessError, requireRole } from '../server/require.server';
import { handleListRequest, type ListView, type ProductList } from './list-request.server';

interface PartialContext {
  request: Request;
  url: URL;
  locals: App.Locals;
  /** The page's response headers (Astro.response.headers). */
  responseHeaders: Headers;
}

/** The view to render, or the Response that answers instead (405, 401, 403, a redirect). */
export async function handleListPartial<Row, Status extends string, Group extends string, Sort extends string>(
  list: ProductList<Row, Status, Group, Sort>,
  roles: readonly Role[],
  { request, url, locals, responseHeaders }: PartialContext,
): Promise<Response | ListView<Row, Status, Sort>> {
  if (request.method !== 'POST') return new Response(null, { status: 405, headers: { allow: 'POST' } });
  let signedIn;
  try {
    signedIn = requireRole(locals, roles);
  } catch (error) {
    if (!(error instanceof AccessError)) throw error;
    return jsonError(error.status, error.status === 401 ? 'signInRequired' : 'noAccess');
  }
  const outcome = await handleListRequest(list, { request, url, session: locals.session, api: signedIn.api }, 'partial');
  if ('redirect' in outcome) return new Response(null, { status: 303, headers: { location: outcome.redirect } });
  responseHeaders.set('cache-control', 'private, no-store');
  return outcome.view;
}
