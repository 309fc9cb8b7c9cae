// A local stand-in for the product analytics service (PostHog's capture API): it takes the batches
// posthog-js sends (JSON, gzip-js or base64 `data=`, at /e/, /i/v0/e/, /batch/ and the like), answers
// as PostHog does, and keeps what it received in memory for the tests (/__test/analytics). With test
// routes a test may make the next sends fail, to watch posthog-js retry.
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { gunzipSync } from 'node:zlib';

export interface CapturedEvent {
  event: string;
  properties: Record<string, unknown>;
}

interface CaptureRequest {
  path: string;
  receivedAt: number;
  /** Answered with this status (200, or a failure a test asked for). */
  status: number;
  events: CapturedEvent[];
}

const KEEP = 5_000;

export interface AnalyticsStandIn {
  requests: CaptureRequest[];
  /** How many of the next sends to refuse with 503. */
  failNext: number;
}

export const createAnalyticsStandIn = (): AnalyticsStandIn => ({ requests: [], failNext: 0 });

/**
 * The events of a body as posthog-js writes it: a JSON array or object, gzip-compressed or base64 form data.
 * @internal exported for its unit tests
 */
export function decodeCapture(body: Uint8Array, compression: string | undefined): CapturedEvent[] {
  let text = compression === 'gzip-js' || (body[0] === 0x1f && body[1] === 0x8b) ? gunzipSync(body).toString('utf8') : Buffer.from(body).toString('utf8');
  if (text.startsWith('data=')) text = Buffer.from(decodeURIComponent(text.slice(5).split('&')[0]!), 'base64').toString('utf8');
  const parsed = JSON.parse(text) as unknown;
  const list = Array.isArray(parsed) ? parsed : ((parsed as { batch?: unknown[] }).batch ?? [parsed]);
  return list.map((item) => {
    const { event, properties } = item as { event?: unknown; properties?: unknown };
    return { event: String(event), properties: (properties ?? {}) as Record<string, unknown> };
  });
}

export function analyticsRoutes(standIn: AnalyticsStandIn, portalOrigins: readonly string[]) {
  return new Hono().use('*', cors({ origin: [...portalOrigins], allowMethods: ['POST', 'GET', 'OPTIONS'], credentials: true })).post('/*', async (c) => {
    const body = new Uint8Array(await c.req.arrayBuffer());
    let events: CapturedEvent[] = [];
    try {
      events = body.length ? decodeCapture(body, c.req.query('compression')) : [];
    } catch {
      return c.json({ type: 'validation_error', code: 'invalid_payload' }, 400);
    }
    const status = standIn.failNext > 0 ? 503 : 200;
    if (status !== 200) standIn.failNext--;
    standIn.requests.push({ path: c.req.path, receivedAt: Date.now(), status, events });
    if (standIn.requests.length > KEEP) standIn.requests.splice(0, standIn.requests.length - KEEP);
    return status === 200 ? c.json({ status: 1 }) : c.json({ error: 'unavailable' }, 503);
  });
}

/** /__test/analytics: what was received (GET), forget it (DELETE), refuse the next sends (POST { failNext }). */
export function analyticsTestRoutes(standIn: AnalyticsStandIn) {
  return new Hono()
    .get('/', (c) => c.json({ requests: standIn.requests }))
    .delete('/', (c) => {
      standIn.requests.length = 0;
      standIn.failNext = 0;
      return c.body(null, 204);
    })
    .post('/', async (c) => {
      const { failNext } = (await c.req.json()) as { failNext?: number };
      standIn.failNext = Math.max(0, Math.floor(Number(failNext) || 0));
      return c.body(null, 204);
    });
}
