// Injected faults, test-only (BACKEND_TEST_ROUTES=1): make chosen Partner API calls fail on purpose.
import { Hono, type MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';
import { parseBody } from './api/errors.ts';

interface Fault {
  path: string;
  method: string | undefined;
  status: ContentfulStatusCode;
  /** Calls left to fail; undefined = until cleared. */
  remaining: number | undefined;
}

export interface FaultStore {
  faults: Fault[];
}

export function createFaultStore(): FaultStore {
  return { faults: [] };
}

const FaultBody = v.object({
  // The path after /api/:country/, matched as a prefix; a leading slash is ignored.
  path: v.pipe(v.string(), v.transform((path) => path.replace(/^\/+/, ''))),
  method: v.optional(v.pipe(v.string(), v.toUpperCase(), v.minLength(1))),
  status: v.pipe(v.number(), v.integer(), v.minValue(400), v.maxValue(599)),
  times: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
});

/** Runs after bearer verification, so a 401 still wins over a fault. The newest matching fault applies. */
export function faultInjection(store: FaultStore): MiddlewareHandler {
  return async (c, next) => {
    const path = c.req.path.replace(/^\/api\/[^/]+\//, '');
    const method = c.req.method.toUpperCase();
    const index = store.faults.findLastIndex((fault) =>
      path.startsWith(fault.path) && (fault.method === undefined || fault.method === method));
    const fault = store.faults[index];
    if (!fault) return next();
    if (fault.remaining !== undefined && --fault.remaining === 0) store.faults.splice(index, 1);
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
        status: body.status as ContentfulStatusCode,
        remaining: body.times,
      });
      return c.body(null, 204);
    })
    .delete('/', (c) => {
      store.faults.length = 0;
      return c.body(null, 204);
    });
}
