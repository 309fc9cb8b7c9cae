// The worker's entry: the Partner API's signed webhook (no session, no Origin: it never reaches
// Astro's middleware), else Astro's handler; and the Durable Object class wrangler.toml binds (ADR 0060).
import { handle } from '@astrojs/cloudflare/handler';
import { WEBHOOK_PATH } from './lib/dealer-state/webhook';
import { receiveWebhook } from './lib/dealer-state/webhook.server';
import { dealerStateOf } from './lib/dealer-state/dealer-state.server';
import { appConfig } from './lib/server/config.server';
import { PortalSession, sessionCookieName, type KvStore } from './lib/server/session-store.server';

export { DealerState } from './lib/dealer-state/dealer-state.do';

type Handle = typeof handle;

/**
 * End-to-end stacks only (TEST_ROUTES = "1", never in wrangler.toml): POST { organisation, userId,
 * session? } forgets that user's drafts and list states; with the id of a session the tests keep
 * signed in, that session is left holding only what sign-in put in it, as a new sign-in would.
 */
const FORGET_PATH = '/__test/dealer-state/forget';
/** What sign-in puts in a session (callback.astro): all a session kept for the next test holds. */
const SIGNED_IN_KEYS = new Set<string>(['tokens', 'user', 'pointBalance', 'notifyOn']);

async function forgetUser(request: Request, kv: KvStore): Promise<Response> {
  const { organisation, userId, session } = (await request.json()) as { organisation?: unknown; userId?: unknown; session?: unknown };
  if (request.method !== 'POST' || typeof organisation !== 'string' || typeof userId !== 'string' || (session !== undefined && typeof session !== 'string')) return new Response(null, { status: 400 });
  await dealerStateOf(organisation).forgetUser(userId);
  if (session) {
    const kept = await PortalSession.load(kv, { get: (name) => (name === sessionCookieName(false) ? { value: session } : undefined) }, appConfig().session, false);
    for (const key of kept.keys()) if (!SIGNED_IN_KEYS.has(key)) kept.delete(key);
    kept.leaveUntouched();
    await kept.persist();
  }
  return new Response(null, { status: 204 });
}

export default {
  fetch(request: Request, env: Parameters<Handle>[1], context: Parameters<Handle>[2]) {
    const vars = env as unknown as Record<string, unknown>;
    const { pathname } = new URL(request.url);
    if (pathname === WEBHOOK_PATH) return receiveWebhook(request, String(vars.WEBHOOK_SECRET ?? ''));
    if (pathname === FORGET_PATH && vars.TEST_ROUTES === '1') return forgetUser(request, vars.SESSION as KvStore);
    return handle(request, env, context);
  },
};
