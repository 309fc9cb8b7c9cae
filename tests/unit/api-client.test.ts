import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient, MIN_READ_BUDGET_MS, READ_BUDGET_MS, WRITE_BUDGET_MS } from '../../src/lib/api/client';
import { ApiError, errorKindFor } from '../../src/lib/api/errors';
import { pageSchema } from '../../src/lib/api/schemas';
import { buildUrl, fillPath, PathParameterError, queryString } from '../../src/lib/api/path';

describe('path building', () => {
  it('fills {param} placeholders, encoded', () => {
    expect(fillPath('leads/{leadId}/invoice', { leadId: 'A B/1' })).toBe('leads/A%20B%2F1/invoice');
    expect(fillPath('monthly-cost/{credit}', { credit: 125000 })).toBe('monthly-cost/125000');
  });
  it.each([undefined, null, '', '  '])('throws on a parameter that is %j', (value) => {
    expect(() => fillPath('leads/{leadId}', { leadId: value })).toThrow(PathParameterError);
  });
  it('repeats array parameters and leaves out empty ones', () => {
    expect(queryString({ status: ['APPROVED', 'DENIED'], page: 0, q: '', x: undefined, y: null })).toBe('?status=APPROVED&status=DENIED&page=0');
    expect(queryString({})).toBe('');
  });
  it('joins base URL and path with one slash', () => {
    expect(buildUrl('http://api/se/', '/partner/employees', {}, { page: 1, size: 20 })).toBe('http://api/se/partner/employees?page=1&size=20');
  });
});

describe('error kinds of every HTTP status', () => {
  it.each([
    [400, 'wrongData'],
    [401, 'unauthorized'],
    [403, 'noAccess'],
    [404, 'notFound'],
    [406, 'notAcceptable'],
    [409, 'wrongData'],
    [410, 'notFound'],
    [422, 'wrongData'],
    [429, 'technical'],
    [500, 'technical'],
    [502, 'technical'],
    [503, 'technical'],
  ] as const)('%i is %s', (status, kind) => {
    expect(errorKindFor(status)).toBe(kind);
  });
  it('a NEGATIVE_BALANCE code is negativeBalance whatever the status', () => {
    expect(errorKindFor(409, 'NEGATIVE_BALANCE')).toBe('negativeBalance');
    expect(errorKindFor(400, 'NEGATIVE_BALANCE')).toBe('negativeBalance');
  });
});

describe('the API client', () => {
  const Thing = v.object({ id: v.string() });

  function client(respond: (url: string, init: RequestInit) => Response, onUnauthorized?: () => void) {
    const calls: { url: string; init: RequestInit }[] = [];
    const api = createApiClient({
      baseUrl: 'http://api.test/se',
      accessToken: 'tok',
      fetch: (async (url: string, init: RequestInit) => {
        calls.push({ url, init });
        return respond(url, init);
      }) as typeof fetch,
      ...(onUnauthorized ? { onUnauthorized } : {}),
    });
    return { api, calls };
  }

  it('sends the bearer token and checks the answer against the schema', async () => {
    const { api, calls } = client(() => Response.json({ id: 'x' }));
    await expect(api.get('things/{id}', Thing, { params: { id: 'x' } })).resolves.toEqual({ id: 'x' });
    expect(calls[0]?.url).toBe('http://api.test/se/things/x');
    expect(new Headers(calls[0]?.init.headers).get('authorization')).toBe('Bearer tok');
  });

  it('makes no request when a path parameter is empty', async () => {
    const { api, calls } = client(() => Response.json({ id: 'x' }));
    await expect(api.get('things/{id}', Thing, { params: { id: '' } })).rejects.toThrow(PathParameterError);
    expect(calls).toHaveLength(0);
  });

  it('maps an error answer to its kind and code', async () => {
    const { api } = client(() => Response.json({ error: { code: 'NOT_FOUND' } }, { status: 404 }));
    await expect(api.get('things', Thing)).rejects.toMatchObject({ kind: 'notFound', status: 404, code: 'NOT_FOUND' });
  });

  it('never copies the API’s own error text (it may echo a personal id) into the error', async () => {
    const { api } = client(() => Response.json({ error: { code: 'WRONG_DATA', message: '19850312-9820 is not valid' } }, { status: 400 }));
    const error = (await api.get('things', Thing).catch((e: unknown) => e)) as Error;
    expect(error).toMatchObject({ kind: 'wrongData', code: 'WRONG_DATA' });
    expect(error.message).not.toContain('19850312');
  });

  it('reports a 401 before throwing it', async () => {
    let told = 0;
    const { api } = client(
      () => new Response(null, { status: 401 }),
      () => told++,
    );
    await expect(api.get('things', Thing)).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(told).toBe(1);
  });

  it('calls an answer that does not match its schema a technical error', async () => {
    const { api } = client(() => Response.json({ id: 42 }));
    await expect(api.get('things', Thing)).rejects.toMatchObject({ kind: 'technical', code: 'INVALID_RESPONSE' });
  });

  it('calls an unreachable API unavailable (a part the dealer can retry)', async () => {
    const { api } = client(() => {
      throw new TypeError('fetch failed');
    });
    const error = await api.get('things', Thing).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'unavailable', status: null, code: 'UNREACHABLE' });
  });

  /** A fetch that answers only when asked to abort, like a provider that never answers. */
  function hangingFetch(bodyOnly = false) {
    return (async (_url: string, init: RequestInit) => {
      const signal = init.signal!;
      if (bodyOnly) {
        const body = new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"id":'));
            signal.addEventListener('abort', () => controller.error(signal.reason));
          },
        });
        return new Response(body, { headers: { 'content-type': 'application/json' } });
      }
      return new Promise<Response>((_, fail) => signal.addEventListener('abort', () => fail(signal.reason)));
    }) as typeof fetch;
  }

  it('gives up on a read that does not answer within its budget, as unavailable with code TIMEOUT', async () => {
    const api = createApiClient({ baseUrl: 'http://api.test/se', accessToken: 'tok', fetch: hangingFetch(), readTimeoutMs: 50 });
    const started = performance.now();
    await expect(api.get('things', Thing)).rejects.toMatchObject({ kind: 'unavailable', code: 'TIMEOUT', status: null });
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('gives up on an answer whose body never finishes', async () => {
    const api = createApiClient({ baseUrl: 'http://api.test/se', accessToken: 'tok', fetch: hangingFetch(true), readTimeoutMs: 50 });
    await expect(api.get('things', Thing)).rejects.toMatchObject({ kind: 'unavailable', code: 'TIMEOUT' });
  });

  /** The time budgets the client set, in the order it set them. */
  async function budgetsOf(work: () => Promise<unknown>): Promise<number[]> {
    const budgets: number[] = [];
    const original = globalThis.setTimeout;
    const spy = vi.spyOn(globalThis, 'setTimeout').mockImplementation(((handler: () => void, ms?: number) => {
      budgets.push(ms ?? 0);
      return original(handler, ms);
    }) as typeof setTimeout);
    const originalTimeout = AbortSignal.timeout.bind(AbortSignal);
    const timeoutSpy = vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms: number) => {
      budgets.push(ms);
      return originalTimeout(ms);
    });
    try {
      await work();
    } finally {
      spy.mockRestore();
      timeoutSpy.mockRestore();
    }
    return budgets;
  }

  it('reads get the 2 s budget by default, changes the longer one, a search posted as a read the short one', async () => {
    const { api } = client(() => Response.json({ id: 'x' }));
    expect(await budgetsOf(() => api.get('things', Thing))).toEqual([READ_BUDGET_MS]);
    expect(await budgetsOf(() => api.post('things', Thing, { body: {} }))).toEqual([WRITE_BUDGET_MS]);
    expect(await budgetsOf(() => api.post('things/query', Thing, { body: {}, read: true }))).toEqual([READ_BUDGET_MS]);
    expect(READ_BUDGET_MS).toBe(2000);
    expect(await budgetsOf(() => api.get('things', Thing, { timeoutMs: 1_234 }))).toEqual([1_234]);
  });

  it('gives a download’s answer the read budget (the dealer hears of an outage in time) and then 8 s for its bytes', async () => {
    const { api } = client(() => new Response(new Uint8Array([1, 2, 3])));
    expect(await budgetsOf(() => api.download('files/1'))).toEqual([READ_BUDGET_MS, 8_000]);
    const failing = client(() => Response.json({ error: { code: 'NOT_FOUND' } }, { status: 404 })).api;
    expect(await budgetsOf(() => failing.pdf('files/1').catch(() => null))).toEqual([READ_BUDGET_MS]);
  });

  it('gives up on a download whose answer does not come within the read budget', async () => {
    const api = createApiClient({ baseUrl: 'http://api.test/se', accessToken: 'tok', fetch: hangingFetch(), readTimeoutMs: 50 });
    const started = performance.now();
    await expect(api.pdf('commissions/2026-10/pdf')).rejects.toMatchObject({ kind: 'unavailable', code: 'TIMEOUT' });
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('leaves no timer behind after an answer, a failed answer, a download or no connection at all', async () => {
    vi.useFakeTimers();
    try {
      const ok = client(() => Response.json({ id: 'x' })).api;
      await ok.get('things', Thing);
      await ok.download('files/1');
      await client(() => Response.json({ error: { code: 'NOT_FOUND' } }, { status: 404 }))
        .api.get('things', Thing)
        .catch(() => null);
      await client(() => {
        throw new TypeError('fetch failed');
      })
        .api.get('things', Thing)
        .catch(() => null);
      await client(() => Response.json({ error: { code: 'NOT_FOUND' } }, { status: 404 }))
        .api.download('files/1')
        .catch(() => null);
      await client(() => {
        throw new TypeError('fetch failed');
      })
        .api.pdf('files/1')
        .catch(() => null);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('cuts off a file whose bytes stop coming, after its own body budget', async () => {
    const api = createApiClient({ baseUrl: 'http://api.test/se', accessToken: 'tok', fetch: hangingFetch(true) });
    const started = performance.now();
    await expect(api.download('files/1', { bodyTimeoutMs: 50 })).rejects.toMatchObject({ kind: 'unavailable', code: 'TIMEOUT' });
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('calls an error answer whose body never finishes unavailable, not the error its status says', async () => {
    const api = createApiClient({
      baseUrl: 'http://api.test/se',
      accessToken: 'tok',
      readTimeoutMs: 50,
      fetch: (async (_url: string, init: RequestInit) => {
        const body = new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"error":'));
            init.signal!.addEventListener('abort', () => controller.error(init.signal!.reason));
          },
        });
        return new Response(body, { status: 404, headers: { 'content-type': 'application/json' } });
      }) as typeof fetch,
    });
    await expect(api.get('things', Thing)).rejects.toMatchObject({ kind: 'unavailable', code: 'TIMEOUT', status: 404 });
  });

  it('takes a download’s file name from either form of Content-Disposition, and none when it is missing', async () => {
    const named = (disposition: string | null) =>
      client(() => new Response(new Uint8Array([1]), { headers: disposition ? { 'content-disposition': disposition } : {} })).api.download('f');
    expect((await named(`attachment; filename*=UTF-8''K%C3%B6p%20%C3%A5r.pdf`)).fileName).toBe('Köp år.pdf');
    expect((await named('attachment; filename=plain.csv')).fileName).toBe('plain.csv');
    expect((await named(null)).fileName).toBeNull();
    expect((await named(null)).contentType).toBe('application/octet-stream');
  });

  it('gives a read that starts late what is left until the page must answer, never less than 0.8 s, and never shortens a change', async () => {
    const at = (answerBy: number) =>
      createApiClient({
        baseUrl: 'http://api.test/se',
        accessToken: 'tok',
        answerBy: Date.now() + answerBy,
        fetch: (async () => Response.json({ id: 'x' })) as typeof fetch,
      });
    const [late] = await budgetsOf(() => at(1_200).get('things', Thing));
    expect(late).toBeGreaterThan(1_100);
    expect(late).toBeLessThanOrEqual(1_200);
    expect(await budgetsOf(() => at(5_000).get('things', Thing))).toEqual([READ_BUDGET_MS]);
    expect(await budgetsOf(() => at(MIN_READ_BUDGET_MS - 300).get('things', Thing))).toEqual([MIN_READ_BUDGET_MS]);
    expect(await budgetsOf(() => at(-5_000).get('things', Thing))).toEqual([MIN_READ_BUDGET_MS]);
    expect(await budgetsOf(() => at(100).post('things', Thing, { body: {} }))).toEqual([WRITE_BUDGET_MS]);
    expect(MIN_READ_BUDGET_MS).toBe(800);
  });

  it('sends JSON bodies and returns PDF bytes with their file name', async () => {
    const { api, calls } = client((url) =>
      url.endsWith('pdf')
        ? new Response(new Uint8Array([37, 80, 68, 70]), { headers: { 'content-disposition': 'attachment; filename="statement.pdf"' } })
        : new Response(null, { status: 204 }),
    );
    await api.send('PUT', 'account/me/language', { body: { languageCode: 'sv' } });
    expect(calls[0]?.init.method).toBe('PUT');
    expect(calls[0]?.init.body).toBe('{"languageCode":"sv"}');
    const pdf = await api.pdf('statement/pdf');
    expect(new Uint8Array(pdf.body)).toEqual(new Uint8Array([37, 80, 68, 70]));
    expect(pdf.fileName).toBe('statement.pdf');
  });
});

describe('a page of a paged list', () => {
  it('holds its items as the item schema reads them and its zero-based place, and refuses a page without them', () => {
    const page = { content: [{ id: 'a' }], page: 0, size: 10, totalElements: 1, totalPages: 1 };
    expect(v.parse(pageSchema(v.object({ id: v.string() })), page)).toEqual(page);
    expect(v.safeParse(pageSchema(v.object({ id: v.string() })), { ...page, content: [{ id: 1 }] }).success).toBe(false);
    for (const missing of ['content', 'page', 'size', 'totalElements', 'totalPages']) {
      const without = Object.fromEntries(Object.entries(page).filter(([key]) => key !== missing));
      expect(v.safeParse(pageSchema(v.object({ id: v.string() })), without).success, missing).toBe(false);
    }
  });
});
