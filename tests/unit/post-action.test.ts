// An island's form sent to its action without the astro:actions client: what the island reads
// back must be what that client gave (the result; an action error's code and message; anything
// else an internal error), on the same request.
import { stringify } from 'devalue';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { postAction } from '../../src/lib/forms/post-action';
import { rateLimitedJson } from '../../src/lib/server/rate-limit';

function answer(response: Response) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => response);
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('postAction', () => {
  it('posts the form to /_actions/<name> asking for JSON, and reads the result devalue wrote', async () => {
    const created = { status: 'created', leadId: 'bl-1', href: '/blanco/bl-1?submitted=1' };
    const fetch = answer(new Response(stringify(created), { status: 200, headers: { 'content-type': 'application/json+devalue' } }));
    const form = new FormData();
    form.set('amount', '150000');
    expect(await postAction('applyBlanco', form)).toEqual({ data: created });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/_actions/applyBlanco');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(form);
    expect(new Headers(init.headers).get('accept')).toBe('application/json');
  });

  it('gives an action error its code and message (the guard’s 403 with its text)', async () => {
    answer(Response.json({ type: 'AstroActionError', code: 'FORBIDDEN', status: 403, message: 'Godkänn villkoren först.' }, { status: 403 }));
    expect(await postAction('applyLeasing', new FormData())).toEqual({ error: { code: 'FORBIDDEN', message: 'Godkänn villkoren först.' } });
  });

  it('reads the rate limit’s answer to an action as TOO_MANY_REQUESTS', async () => {
    answer(rateLimitedJson('/_actions/saveProfile'));
    expect((await postAction('saveProfile', new FormData())).error?.code).toBe('TOO_MANY_REQUESTS');
  });

  it('calls anything else an internal error: a page, JSON of another shape, an empty body', async () => {
    for (const body of ['<html>Bad gateway</html>', '{"error":{"code":"x"}}', '']) {
      answer(new Response(body, { status: 502 }));
      expect(await postAction('applyBlanco', new FormData())).toEqual({ error: { code: 'INTERNAL_SERVER_ERROR' } });
    }
  });

  it('throws when there is no answer, as the actions client does (the form then says so)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(postAction('applyBlanco', new FormData())).rejects.toThrow('Failed to fetch');
  });
});

describe('postAction reading an error it did not expect', () => {
  it('calls JSON with a code but not of an action error an internal error', async () => {
    answer(Response.json({ type: 'ProxyError', code: 'FORBIDDEN', message: 'no' }, { status: 403 }));
    expect(await postAction('applyBlanco', new FormData())).toEqual({ error: { code: 'INTERNAL_SERVER_ERROR' } });
  });

  it('calls an action error whose code is not text an internal error', async () => {
    answer(Response.json({ type: 'AstroActionError', code: 403, message: 'no' }, { status: 403 }));
    expect(await postAction('applyBlanco', new FormData())).toEqual({ error: { code: 'INTERNAL_SERVER_ERROR' } });
  });

  it('keeps an action error’s code but not a message that is not text', async () => {
    answer(Response.json({ type: 'AstroActionError', code: 'FORBIDDEN', message: { text: 'no' } }, { status: 403 }));
    expect(await postAction('applyBlanco', new FormData())).toEqual({ error: { code: 'FORBIDDEN', message: undefined } });
    answer(Response.json({ type: 'AstroActionError', code: 'TOO_MANY_REQUESTS' }, { status: 429 }));
    expect(await postAction('applyBlanco', new FormData())).toEqual({ error: { code: 'TOO_MANY_REQUESTS', message: undefined } });
  });
});
