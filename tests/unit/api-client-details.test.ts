// The API client's details a caller relies on: headers, bodies, error messages without
// personal data, and downloads' names and types.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/lib/api/client';
import { ApiError, ERROR_KINDS, isApiError } from '../../src/lib/api/errors';
import { buildUrl, fillPath, PathParameterError, queryString } from '../../src/lib/api/path';

const Thing = v.object({ id: v.string(), items: v.array(v.object({ n: v.number() })) });

function client(respond: (url: string, init: RequestInit) => Response, accessToken: string | null = 'tok') {
  const calls: { url: string; init: RequestInit; headers: Headers }[] = [];
  const api = createApiClient({
    baseUrl: 'http://api.test/se/',
    accessToken,
    fetch: (async (url: string, init: RequestInit) => {
      calls.push({ url, init, headers: new Headers(init.headers) });
      return respond(url, init);
    }) as typeof fetch,
  });
  return { api, calls };
}

describe('requests', () => {
  it('ask for JSON, say when they send JSON, and add the caller’s headers', async () => {
    const { api, calls } = client(() => Response.json({ id: 'x', items: [] }));
    await api.post('things', Thing, { body: { a: 1 }, headers: { 'idempotency-key': 'k' } });
    await api.get('things', Thing);
    expect(Object.fromEntries(calls[0]!.headers)).toEqual({
      accept: 'application/json',
      authorization: 'Bearer tok',
      'content-type': 'application/json',
      'idempotency-key': 'k',
    });
    expect(calls[0]!.init.body).toBe('{"a":1}');
    expect(calls[1]!.headers.has('content-type')).toBe(false);
    expect(calls[1]!.init.body).toBeUndefined();
  });

  it('send a form as it is, leaving its content type to fetch', async () => {
    const { api, calls } = client(() => Response.json({ id: 'x', items: [] }));
    const form = new FormData();
    form.set('a', 'b');
    await api.put('things', Thing, { body: form });
    expect(calls[0]!.init.body).toBe(form);
    expect(calls[0]!.headers.has('content-type')).toBe(false);
  });

  it('use each method as named, with no bearer token when the client has none', async () => {
    const { api, calls } = client((_, init) => (init.method === 'DELETE' ? new Response(null, { status: 204 }) : Response.json({ id: 'x', items: [] })), null);
    await api.patch('things/1', Thing);
    await api.delete('things/1');
    expect(calls.map((call) => call.init.method)).toEqual(['PATCH', 'DELETE']);
    expect(calls.every((call) => !call.headers.has('authorization'))).toBe(true);
  });
});

describe('errors', () => {
  it('report only a 401 as a lost sign-in', async () => {
    let told = 0;
    const api = createApiClient({
      baseUrl: 'http://api.test/se',
      accessToken: 'tok',
      fetch: (async () => Response.json({ error: { code: 'FORBIDDEN' } }, { status: 403 })) as typeof fetch,
      onUnauthorized: () => told++,
    });
    await expect(api.send('POST', 'things')).rejects.toMatchObject({ kind: 'noAccess' });
    expect(told).toBe(0);
  });

  it('ask for JSON also when no answer body is expected', async () => {
    const { api, calls } = client(() => new Response(null, { status: 204 }));
    await api.send('POST', 'things', { body: { a: 1 } });
    expect(calls[0]!.headers.get('accept')).toBe('application/json');
  });

  it('name the call and status but not the API’s text, also without a JSON body', async () => {
    const { api } = client(() => new Response('<html>oops</html>', { status: 502 }));
    const error = (await api.get('things/{id}', Thing, { params: { id: '1' } }).catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ kind: 'technical', status: 502, code: null, message: 'GET things/{id} → 502' });
    const coded = client(() => Response.json({ error: { code: 'CONFLICT' } }, { status: 409 }));
    const conflict = (await coded.api.send('PUT', 'things').catch((e: unknown) => e)) as ApiError;
    expect(conflict.message).toBe('PUT things → 409 CONFLICT');
  });

  it('say where an answer differs from its schema, never the value', async () => {
    const { api } = client(() => Response.json({ id: '19850312-9820', items: [{ n: 'x' }] }));
    const error = (await api.get('things', Thing).catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('GET things: response does not match its schema at items.0.n');
    const two = client(() => Response.json({ id: 1, items: [] }));
    const both = (await two.api.get('things', v.object({ id: v.string(), name: v.string() })).catch((e: unknown) => e)) as ApiError;
    expect(both.message).toBe('GET things: response does not match its schema at id, name');
    expect(error.status).toBe(200);
    const empty = client(() => new Response('not json'));
    const invalid = (await empty.api.get('things', Thing).catch((e: unknown) => e)) as ApiError;
    expect(invalid.message).toBe('GET things: response does not match its schema at (root)');
  });

  it('name the call when the API cannot be reached', async () => {
    const { api } = client(() => {
      throw new TypeError('fetch failed');
    });
    const error = (await api.post('things', Thing).catch((e: unknown) => e)) as ApiError;
    expect(error.message).toContain('POST things');
    expect(error.code).toBe('UNREACHABLE');
  });

  it('carry a readable default message, and field messages when given', () => {
    expect(new ApiError('notFound', 404, null).message).toBe('Partner API error: notFound (HTTP 404)');
    expect(new ApiError('technical', null, null).message).toBe('Partner API error: technical');
    expect(new ApiError('technical', null, null).name).toBe('ApiError');
    expect(new ApiError('wrongData', 400, 'X', 'm', { amount: ['too high'] }).fieldMessages).toEqual({ amount: ['too high'] });
    expect(new ApiError('wrongData', 400, 'X').fieldMessages).toEqual({});
  });

  it('are told apart by kind', () => {
    const error = new ApiError('notFound', 404, null);
    expect(isApiError(error)).toBe(true);
    expect(isApiError(error, 'notFound')).toBe(true);
    expect(isApiError(error, 'technical')).toBe(false);
    expect(isApiError(new Error('x'))).toBe(false);
    expect(ERROR_KINDS).toContain('negativeBalance');
  });
});

describe('downloads', () => {
  const download = (headers: Record<string, string>) => client(() => new Response(new Uint8Array([1]), { headers }));

  it('take the UTF-8 file name over the plain one, and the type without parameters', async () => {
    const { api, calls } = download({
      'content-type': 'application/pdf; charset=binary',
      'content-disposition': `attachment; filename="Lonespec.pdf"; filename*=UTF-8''L%C3%B6nespec.pdf`,
    });
    expect(await api.download('files/x')).toMatchObject({ fileName: 'Lönespec.pdf', contentType: 'application/pdf' });
    expect(calls[0]!.headers.get('accept')).toBe('*/*');
  });

  it('take an unquoted name, and no name without a disposition', async () => {
    expect((await download({ 'content-disposition': 'attachment; filename=a.png' }).api.download('f')).fileName).toBe('a.png');
    expect((await download({ 'content-type': 'image/png ; x=1' }).api.download('f')).contentType).toBe('image/png');
    const bare = await download({}).api.download('f');
    expect(bare.fileName).toBeNull();
    expect(bare.contentType).toBe('application/octet-stream');
  });

  it('ask for a PDF when a PDF is wanted', async () => {
    const { api, calls } = download({ 'content-type': 'application/pdf' });
    await api.pdf('statement');
    expect(calls[0]!.headers.get('accept')).toBe('application/pdf');
  });
});

describe('paths', () => {
  it('name the template and the parameter that is missing', () => {
    expect(() => fillPath('leads/{leadId}', {})).toThrow('Path "leads/{leadId}" needs parameter "leadId", which is empty or undefined');
    expect(() => fillPath('leads/{leadId}')).toThrow(PathParameterError);
    expect(new PathParameterError('a', 'b').name).toBe('PathParameterError');
  });

  it('take 0 and false as values, and encode query values', () => {
    expect(fillPath('x/{n}', { n: 0 })).toBe('x/0');
    expect(queryString({ a: false, b: 0, c: 'å b' })).toBe('?a=false&b=0&c=%C3%A5+b');
    expect(queryString({ list: [], one: [''] })).toBe('');
    expect(queryString()).toBe('');
  });

  it('join base and path with exactly one slash, without a query when there is none', () => {
    expect(buildUrl('http://api/se//', '//partner')).toBe('http://api/se/partner');
    expect(buildUrl('http://api/se', 'partner/{id}', { id: 'a/b' }, {})).toBe('http://api/se/partner/a%2Fb');
  });
});
