// Injected faults, test-only (BACKEND_TEST_ROUTES=1): make chosen Partner API calls fail,
// answer late, never answer, or answer a given body (an empty list a seeded dealer never has), on purpose.
import { Hono, type MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';
import { parseBody } from './api/errors.ts';

interface Fault {
  path: string;
  method: string | undefined;
  /** Answer with this error status (after the delay, if any); undefined = answer normally. */
  status: ContentfulStatusCode | undefined;
  /** Wait this long before answering. */
  delayMs: number;
  /** Never answer (until the fault is cleared, which ends the call with 503). */
  hang: boolean;
  /** Answer 200 with this body instead of the real answer. */
  answer: Record<string, unknown> | undefined;
  /** Calls left to fail; undefined = until cleared. */
  remaining: number | undefined;
}

export interface FaultStore {
  faults: Fault[];
  /** Releases every hung call (so clearing the faults leaves nothing waiting). */
  hung: Set<() => void>;
}

export function createFaultStore(): FaultStore {
  return { faults: [], hung: new Set() };
}

const FaultBody = v.pipe(
  v.object({
    // The path after /api/:country/, matched as a prefix; a leading slash is ignored.
    path: v.pipe(
      v.string(),
      v.transform((path) => path.replace(/^\/+/, '')),
    ),
    method: v.optional(v.pipe(v.string(), v.toUpperCase(), v.minLength(1))),
    status: v.optional(v.pipe(v.number(), v.integer(), v.minValue(400), v.maxValue(599))),
    delayMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(600_000))),
    hang: v.optional(v.literal(true)),
    times: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
    answer: v.optional(v.record(v.string(), v.unknown())),
  }),
  v.check(
    (body) => body.status !== undefined || body.delayMs !== undefined || body.hang === true || body.answer !== undefined,
    'a fault needs status, delayMs, hang or answer',
  ),
  v.check((body) => !(body.answer && (body.status !== undefined || body.hang)), 'answer takes neither status nor hang'),
  v.check((body) => !(body.hang && (body.status !== undefined || body.delayMs !== undefined)), 'hang takes neither status nor delayMs'),
);

function wait(store: FaultStore, ms: number | null, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((done) => {
    const release = () => {
      clearTimeout(timer);
      store.hung.delete(release);
      signal?.removeEventListener('abort', release);
      done();
    };
    const timer = ms === null ? undefined : setTimeout(release, ms);
    store.hung.add(release);
    signal?.addEventListener('abort', release);
  });
}

/** Runs after bearer verification, so a 401 still wins over a fault. The newest matching fault applies. */
export function faultInjection(store: FaultStore): MiddlewareHandler {
  return async (c, next) => {
    const path = c.req.path.replace(/^\/api\/[^/]+\//, '');
    const method = c.req.method.toUpperCase();
    const index = store.faults.findLastIndex((fault) => path.startsWith(fault.path) && (fault.method === undefined || fault.method === method));
    const fault = store.faults[index];
    if (!fault) return next();
    if (fault.remaining !== undefined && --fault.remaining === 0) store.faults.splice(index, 1);
    if (fault.hang) {
      await wait(store, null, c.req.raw.signal);
      return c.json({ error: { code: 'INJECTED_FAULT' } }, 503);
    }
    if (fault.delayMs > 0) await wait(store, fault.delayMs, c.req.raw.signal);
    if (fault.answer) return c.json(fault.answer, 200);
    if (fault.status === undefined) return next();
    return c.json({ error: { code: 'INJECTED_FAULT' } }, fault.status);
  };
}

export function faultRoutes(store: FaultStore) {
  return new Hono()
    .post('/', async (c) => {
      const body = await parseBody(c, FaultBody);
      store.faults.push({
        path: body.path,
        method: body.method,
        status: body.status as ContentfulStatusCode | undefined,
        delayMs: body.delayMs ?? 0,
        hang: body.hang ?? false,
        answer: body.answer,
        remaining: body.times,
      });
      return c.body(null, 204);
    })
    .delete('/', (c) => {
      store.faults.length = 0;
      for (const release of [...store.hung]) release();
      return c.body(null, 204);
    });
}
