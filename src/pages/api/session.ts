import type { APIRoute } from 'astro';

/**
 * The keep-alive of forms being filled in: reaching the session is the activity (the
 * session middleware renews its idle stamp). 204 while signed in, 401 once it has ended.
 */
export const GET: APIRoute = ({ locals }) =>
  locals.user ? new Response(null, { status: 204 }) : Response.json({ error: { code: 'signInRequired' } }, { status: 401 });
