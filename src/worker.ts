// The worker's entry: the Partner API's signed webhook (no session, no Origin: it never reaches
// Astro's middleware), the end-to-end tests' routes where they are on, else Astro's handler; and
// the Durable Object class wrangler.toml binds (ADR 0060).
import { handle } from '@astrojs/cloudflare/handler';
import { WEBHOOK_PATH } from './lib/dealer-state/webhook';
import { receiveWebhook } from './lib/dealer-state/webhook.server';
import type { RateLimiter } from './lib/server/rate-limit';
import type { KvStore } from './lib/server/session-store.server';
import { testRoute } from './test-routes';

export { DealerState } from './lib/dealer-state/dealer-state.do';

type Handle = typeof handle;

export default {
  async fetch(request: Request, env: Parameters<Handle>[1], context: Parameters<Handle>[2]) {
    const vars = env as unknown as Record<string, unknown>;
    const { pathname } = new URL(request.url);
    if (pathname === WEBHOOK_PATH) return receiveWebhook(request, String(vars.WEBHOOK_SECRET ?? ''), vars.WEBHOOK_LIMITER as RateLimiter | undefined);
    if (vars.TEST_ROUTES === '1' && pathname.startsWith('/__test/')) {
      const answered = await testRoute(request, pathname, vars.SESSION as KvStore);
      if (answered) return answered;
    }
    return handle(request, env, context);
  },
};
