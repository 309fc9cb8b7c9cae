import type { APIRoute } from 'astro';
import { dealerStateOf, organisationKey } from '../../lib/dealer-state/dealer-state.server';
import { jsonError } from '../../lib/server/endpoint.server';

/**
 * The signed-in user's live events, as server-sent events from their organisation's object
 * (ADR 0060). EventSource sends Last-Event-ID when it reconnects: the object sends what was missed.
 */
export const GET: APIRoute = async ({ locals, request }) => {
  const { user } = locals;
  if (!user) return jsonError(401, 'signInRequired');
  // An open page listening is nobody typing: the idle limit still ends the session.
  locals.session.leaveUntouched();
  const headers = new Headers();
  const lastEventId = request.headers.get('last-event-id');
  if (lastEventId) headers.set('last-event-id', lastEventId);
  // The previous page's last event (the live client keeps its number for the tab): this page gets what came between.
  const since = new URL(request.url).searchParams.get('since');
  // The object filters by the roles this session holds, and ends the session's streams at its sign-out (issue 39 §3).
  const subscribe = new URL('https://dealer-state/subscribe');
  subscribe.searchParams.set('user', user.id);
  subscribe.searchParams.set('session', (await locals.session.tag()) ?? '');
  subscribe.searchParams.set('roles', user.grantedRoles.join(','));
  if (since && /^\d{1,15}$/.test(since)) subscribe.searchParams.set('since', since);
  return dealerStateOf(organisationKey(user)).fetch(subscribe.href, { headers, signal: request.signal });
};
