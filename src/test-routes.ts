// The worker's routes for the end-to-end tests, answered before Astro only when TEST_ROUTES = "1"
// (the end-to-end stacks; never in wrangler.toml). Each is a POST with a JSON body.
import { dealerStateOf } from './lib/dealer-state/dealer-state.server';
import { appConfig } from './lib/server/config.server';
import { PortalSession, sessionCookieName, storageKey, type KvStore } from './lib/server/session-store.server';

/** What sign-in puts in a session (callback.astro): all that a session kept for the next test holds. */
const SIGNED_IN_KEYS = new Set<string>(['tokens', 'user', 'pointBalance', 'notifyOn']);
/** Workers KV refuses an expiration less than 60 s ahead. */
const KV_MIN_TTL_S = 61;

const json = async (request: Request): Promise<Record<string, unknown> | null> => {
  try {
    const body = (await request.json()) as unknown;
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};
const answer = (status: number) => new Response(null, { status });

/**
 * { organisation, userId, session? }: forgets that user's drafts and list states; with the id of a
 * session the tests keep signed in, that session is left holding only what sign-in put in it.
 */
async function forgetUser(body: Record<string, unknown>, kv: KvStore): Promise<Response> {
  const { organisation, userId, session } = body;
  if (typeof organisation !== 'string' || typeof userId !== 'string' || (session !== undefined && typeof session !== 'string')) return answer(400);
  await dealerStateOf(organisation).forgetUser(userId);
  if (session) {
    const kept = await PortalSession.load(
      kv,
      { get: (name) => (name === sessionCookieName(false) ? { value: session } : undefined) },
      appConfig().session,
      false,
    );
    for (const key of kept.keys()) if (!SIGNED_IN_KEYS.has(key)) kept.delete(key);
    kept.leaveUntouched();
    await kept.persist();
  }
  return answer(204);
}

/**
 * { session, lastSeenSecondsAgo?, signedInSecondsAgo? }: the session as if its last request and its
 * sign-in were that long ago, for the tests of the idle limit and the absolute lifetime (no test waits an hour).
 */
async function backdateSession(body: Record<string, unknown>, kv: KvStore): Promise<Response> {
  const { session, lastSeenSecondsAgo, signedInSecondsAgo } = body;
  const seconds = (value: unknown) => value === undefined || (typeof value === 'number' && Number.isFinite(value) && value >= 0);
  if (typeof session !== 'string' || !seconds(lastSeenSecondsAgo) || !seconds(signedInSecondsAgo)) return answer(400);
  const key = await storageKey(session);
  const raw = await kv.get(key);
  if (!raw) return answer(404);
  const stored = JSON.parse(raw) as { createdAt: number; lastSeenAt: number };
  const now = Date.now();
  if (typeof signedInSecondsAgo === 'number') stored.createdAt = now - signedInSecondsAgo * 1000;
  if (typeof lastSeenSecondsAgo === 'number') stored.lastSeenAt = now - lastSeenSecondsAgo * 1000;
  await kv.put(key, JSON.stringify(stored), { expiration: Math.ceil(now / 1000) + KV_MIN_TTL_S });
  return answer(204);
}

const ROUTES: Record<string, (body: Record<string, unknown>, kv: KvStore) => Promise<Response>> = {
  '/__test/dealer-state/forget': forgetUser,
  '/__test/session/backdate': backdateSession,
};

/** The answer of a test route, or null when `pathname` is none. */
export async function testRoute(request: Request, pathname: string, kv: KvStore): Promise<Response | null> {
  const route = ROUTES[pathname];
  if (!route) return null;
  if (request.method !== 'POST') return answer(405);
  const body = await json(request);
  return body ? route(body, kv) : answer(400);
}
