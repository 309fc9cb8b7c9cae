// The worker's entry: the Partner API's signed webhook (no session, no Origin: it never reaches
// Astro's middleware), else Astro's handler; and the Durable Object class wrangler.toml binds (ADR 0060).
import { handle } from '@astrojs/cloudflare/handler';
import { WEBHOOK_PATH } from './lib/dealer-state/webhook';
import { receiveWebhook } from './lib/dealer-state/webhook.server';
import { dealerStateOf } from './lib/dealer-state/dealer-state.server';

export { DealerState } from './lib/dealer-state/dealer-state.do';

type Handle = typeof handle;

/** End-to-end stacks only (TEST_ROUTES = "1", never in wrangler.toml): POST { organisation, userId } forgets that user's drafts and list states. */
const FORGET_PATH = '/__test/dealer-state/forget';

async function forgetUser(request: Request): Promise<Response> {
  const { organisation, userId } = (await request.json()) as { organisation?: unknown; userId?: unknown };
  if (request.method !== 'POST' || typeof organisation !== 'string' || typeof userId !== 'string') return new Response(null, { status: 400 });
  await dealerStateOf(organisation).forgetUser(userId);
  return new Response(null, { status: 204 });
}

export default {
  fetch(request: Request, env: Parameters<Handle>[1], context: Parameters<Handle>[2]) {
    const vars = env as unknown as Record<string, unknown>;
    const { pathname } = new URL(request.url);
    if (pathname === WEBHOOK_PATH) return receiveWebhook(request, String(vars.WEBHOOK_SECRET ?? ''));
    if (pathname === FORGET_PATH && vars.TEST_ROUTES === '1') return forgetUser(request);
    return handle(request, env, context);
  },
};
