// Provider outages, test-only (BACKEND_TEST_ROUTES=1): the OIDC side (discovery, token,
// login pages, JWKS) stops answering for a while; the Partner API and /flags keep working.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Hono } from 'hono';
import * as v from 'valibot';
import { parseBody } from './api/errors.ts';

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export interface ProviderOutage {
  /** Epoch ms until which the provider is down; 0 = up. */
  downUntil: number;
  /** 503 answers, or connections closed without an answer. */
  mode: 'unavailable' | 'drop';
}

export function createProviderOutage(): ProviderOutage {
  return { downUntil: 0, mode: 'unavailable' };
}

/** Wraps the OIDC handler: while the outage lasts, nothing of the provider answers. */
export function withProviderOutage(outage: ProviderOutage, handler: Handler): Handler {
  return async (req, res) => {
    if (Date.now() >= outage.downUntil) return handler(req, res);
    if (outage.mode === 'drop') {
      req.socket.destroy();
      return;
    }
    res.writeHead(503, { 'content-type': 'text/plain', 'retry-after': '30' });
    res.end('Identity provider unavailable (test outage)');
  };
}

const OutageBody = v.object({
  seconds: v.pipe(v.number(), v.minValue(0), v.maxValue(600)),
  mode: v.optional(v.picklist(['unavailable', 'drop']), 'unavailable'),
});

export function providerOutageRoutes(outage: ProviderOutage) {
  return new Hono()
    .post('/', async (c) => {
      const body = await parseBody(c, OutageBody);
      outage.downUntil = Date.now() + body.seconds * 1000;
      outage.mode = body.mode;
      return c.body(null, 204);
    })
    .delete('/', (c) => {
      outage.downUntil = 0;
      return c.body(null, 204);
    });
}

const TtlBody = v.object({ seconds: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(24 * 60 * 60)) });

/**
 * POST { seconds }: the access tokens issued from now on live that long; GET: how long they live now.
 * The end-to-end stacks issue long-lived tokens, and the tests of token rotation shorten them.
 */
export function accessTokenTtlRoutes(ttl: { get(): number; set(seconds: number): void }) {
  return new Hono()
    .get('/', (c) => c.json({ seconds: ttl.get() }))
    .post('/', async (c) => {
      ttl.set((await parseBody(c, TtlBody)).seconds);
      return c.body(null, 204);
    });
}
