// The worker's entry: the Partner API's signed webhook (no session, no Origin: it never reaches
// Astro's middleware), else Astro's handler; and the Durable Object class wrangler.toml binds (ADR 0060).
import { handle } from '@astrojs/cloudflare/handler';
import { WEBHOOK_PATH } from './lib/dealer-state/webhook';
import { receiveWebhook } from './lib/dealer-state/webhook.server';

export { DealerState } from './lib/dealer-state/dealer-state.do';

type Handle = typeof handle;

export default {
  fetch(request: Request, env: Parameters<Handle>[1], context: Parameters<Handle>[2]) {
    if (new URL(request.url).pathname === WEBHOOK_PATH) return receiveWebhook(request, String((env as unknown as Record<string, unknown>).WEBHOOK_SECRET ?? ''));
    return handle(request, env, context);
  },
};
