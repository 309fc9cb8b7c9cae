// A lead's document endpoints (lib/leads/documents.server.ts), the same for every lead product: the
// details page's plain upload form posts to one and is sent back with the outcome; its download
// links point at the other, which proxies the file with safe headers. The browser only ever talks
// to the portal, and an attacker's oversized, mislabelled or unauthorised post goes no further.
import type { APIContext } from 'astro';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../src/lib/api/client';
import { ApiError } from '../../src/lib/api/errors';
import { downloadDocument, uploadDocument, type LeadProduct } from '../../src/lib/leads/documents.server';
import { UPLOAD_BODY_MAX_BYTES } from '../../src/lib/leads/upload';

const LEASING: LeadProduct = { roles: ['LEASING'], details: 'LeasingDetails' };
const PDF = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');
const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff]);
const told: unknown[] = [];
const API = {
  name: 'api',
  send: vi.fn(async (_method: string, _path: string, request: { body: unknown }) => void told.push(request.body)),
} as unknown as ApiClient;
/** What the details page will say (kept in the session for it, never in its address). */
let kept: { path: string; key: string } | undefined;
const SESSION = {
  get: async () => kept,
  set: (_key: string, value: { path: string; key: string }) => void (kept = value),
  delete: () => void (kept = undefined),
};

interface Setup {
  roles?: string[] | null;
  params?: Record<string, string | undefined>;
  request?: Request;
}

function context({ roles = ['LEASING'], params = { id: 'lead-7', documentId: 'doc-3' }, request = new Request('http://se.localhost/x') }: Setup): APIContext {
  kept = undefined;
  told.length = 0;
  const locals = roles === null ? { session: SESSION } : { user: { grantedRoles: roles }, api: API, session: SESSION };
  return {
    params,
    request,
    locals,
    redirect: (location: string, status = 302) => new Response(null, { status, headers: { location } }),
  } as unknown as APIContext;
}

async function uploadRequest(
  fields: Record<string, string | File>,
  headers: (length: number) => Record<string, string> = (length) => ({ 'content-length': String(length) }),
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const encoded = new Response(form);
  const bytes = new Uint8Array(await encoded.arrayBuffer());
  return new Request('http://se.localhost/api/leasing/leads/lead-7/documents', {
    method: 'POST',
    body: bytes,
    headers: { 'content-type': encoded.headers.get('content-type') ?? '', ...headers(bytes.byteLength) },
  });
}

const location = (response: Response) => response.headers.get('location');
/** Where the dealer is sent back, and what the page there says. */
const back = (response: Response) => ({ location: location(response), says: kept?.path === '/leasing/lead-7' ? kept.key : undefined });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('downloading a lead’s document', () => {
  it('proxies the file with a safe name and type, asking the API for the lead and document in the address', async () => {
    const download = vi.fn(async () => ({ body: new Blob([PDF]).stream(), fileName: 'lönespec.html', contentType: 'application/pdf' }));
    const response = await downloadDocument(context({}), LEASING, download as never);
    expect(response.status).toBe(200);
    expect(download).toHaveBeenCalledWith(API, 'lead-7', 'doc-3');
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="lo_nespec.pdf"; filename*=UTF-8''l%C3%B6nespec.pdf`,
      'cache-control': 'private, no-store',
    });
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PDF);
  });

  it('asks for no invented lead or document when the address has none', async () => {
    const download = vi.fn(async () => {
      throw new ApiError('notFound', 404, null);
    });
    await downloadDocument(context({ params: {} }), LEASING, download as never);
    expect(download).toHaveBeenCalledWith(API, '', '');
  });

  it('answers 404 for a document the API does not know, and 502 when the API fails', async () => {
    const missing = await downloadDocument(context({}), LEASING, (async () => {
      throw new ApiError('notFound', 404, null);
    }) as never);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: { code: 'downloadFailed' } });
    const failed = await downloadDocument(context({}), LEASING, (async () => {
      throw new ApiError('technical', 500, null);
    }) as never);
    expect(failed.status).toBe(502);
    expect(await failed.json()).toEqual({ error: { code: 'downloadFailed' } });
  });

  it('after a 401 answers as for a failed download (the middleware, told by the client, signs the dealer out)', async () => {
    const ended = await downloadDocument(context({}), LEASING, (async () => {
      throw new ApiError('unauthorized', 401, null);
    }) as never);
    expect([ended.status, await ended.json()]).toEqual([502, { error: { code: 'downloadFailed' } }]);
  });

  it('gives nothing to a user without the product’s role', async () => {
    const download = vi.fn();
    const response = await downloadDocument(context({ roles: ['BLANCO'] }), LEASING, download as never);
    expect(response.status).toBe(403);
    expect(download).not.toHaveBeenCalled();
  });
});

const DOCUMENT = {
  documentId: 'doc-9',
  ownerType: 'leasing-lead',
  ownerId: 'lead-7',
  fileName: 'lönespec.pdf',
  contentType: 'application/pdf' as const,
  size: 15,
  description: '',
  uploadedAt: '2026-11-26T10:00:00Z',
};

describe('uploading a document from the details page’s plain form', () => {
  const pdf = () => new File([PDF], 'lönespec.html', { type: 'text/html' });

  it('sends a checked file on under its sniffed type’s extension, with the description, and goes back with “ok”', async () => {
    const upload = vi.fn(async () => DOCUMENT);
    const request = await uploadRequest({ file: pdf(), description: '  Lo\u0308nespec maj ' });
    const response = await uploadDocument(context({ request }), LEASING, upload);
    expect(response.status).toBe(303);
    expect(back(response)).toEqual({ location: '/leasing/lead-7#outcome', says: 'upload:ok' });
    expect(upload).toHaveBeenCalledTimes(1);
    const [api, leadId, sent] = upload.mock.calls[0] as unknown as [ApiClient, string, FormData];
    expect(api).toBe(API);
    expect(leadId).toBe('lead-7');
    expect(sent.get('description')).toBe('Lönespec maj');
    const file = sent.get('file') as File;
    expect(file.name).toBe('lönespec.pdf');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF);
  });

  it('tells support of the new document (files/notify-intercom), and the upload stays done when support cannot be told', async () => {
    await uploadDocument(
      context({ request: await uploadRequest({ file: pdf() }) }),
      LEASING,
      vi.fn(async () => DOCUMENT),
    );
    expect(told).toEqual([{ ownerType: 'leasing-lead', ownerId: 'lead-7', documentIds: ['doc-9'] }]);

    vi.spyOn(console, 'warn').mockImplementation(() => {});
    (API.send as ReturnType<typeof vi.fn>).mockRejectedValueOnce(new ApiError('unavailable', 503, null));
    const response = await uploadDocument(
      context({ request: await uploadRequest({ file: pdf() }) }),
      LEASING,
      vi.fn(async () => DOCUMENT),
    );
    expect(back(response)).toEqual({ location: '/leasing/lead-7#outcome', says: 'upload:ok' });
  });

  it('never makes up a lead to send the dealer back to when the address has none', async () => {
    expect(() => uploadDocument(context({ params: {} }), LEASING, vi.fn())).toThrow('parameter "id" is empty');
  });

  it('sends a file without a description with an empty one', async () => {
    const upload = vi.fn(async () => DOCUMENT);
    await uploadDocument(context({ request: await uploadRequest({ file: pdf() }) }), LEASING, upload);
    expect((upload.mock.calls[0] as unknown as [ApiClient, string, FormData])[2].get('description')).toBe('');
  });

  it('refuses a post without a declared length (411) or with one that is not a number, reading nothing', async () => {
    const upload = vi.fn();
    for (const headers of [() => ({}), () => ({ 'content-length': 'lots' })]) {
      const response = await uploadDocument(context({ request: await uploadRequest({ file: pdf() }, headers) }), LEASING, upload);
      expect(response.status).toBe(411);
      expect(await response.text()).toBe('Length required');
    }
    expect(upload).not.toHaveBeenCalled();
  });

  it('goes back with “too large” for a declared length over the limit, before reading the body', async () => {
    const upload = vi.fn();
    const request = await uploadRequest({ file: pdf() }, () => ({ 'content-length': String(UPLOAD_BODY_MAX_BYTES + 1) }));
    const response = await uploadDocument(context({ request }), LEASING, upload);
    expect(back(response)).toEqual({ location: '/leasing/lead-7#outcome', says: 'upload:tooLarge' });
    expect(request.bodyUsed).toBe(false);
    expect(upload).not.toHaveBeenCalled();
  });

  it('goes back with “too large” when the body is longer than the length it declared, and sends nothing on', async () => {
    const upload = vi.fn();
    const big = new File([new Uint8Array(UPLOAD_BODY_MAX_BYTES + 1)], 'big.pdf');
    const request = await uploadRequest({ file: big }, () => ({ 'content-length': '1000' }));
    const response = await uploadDocument(context({ request }), LEASING, upload);
    expect(back(response)).toEqual({ location: '/leasing/lead-7#outcome', says: 'upload:tooLarge' });
    expect(upload).not.toHaveBeenCalled();
  });

  it('goes back with what is wrong with the file or description, sending nothing on', async () => {
    const upload = vi.fn();
    const cases: [Record<string, string | File>, string][] = [
      [{ description: 'Lönespec' }, 'missingFile'],
      [{ file: 'not a file', description: 'Lönespec' }, 'missingFile'],
      [{ file: new File([EXE], 'lönespec.pdf', { type: 'application/pdf' }) }, 'unsupportedType'],
      [{ file: pdf(), description: 'x'.repeat(21) }, 'descriptionTooLong'],
    ];
    for (const [fields, problem] of cases) {
      const response = await uploadDocument(context({ request: await uploadRequest(fields) }), LEASING, upload);
      expect(back(response)).toEqual({ location: '/leasing/lead-7#outcome', says: `upload:${problem}` });
    }
    expect(upload).not.toHaveBeenCalled();
  });

  it('goes back with “missing file” for a body that is not a form', async () => {
    const upload = vi.fn();
    const request = new Request('http://se.localhost/x', { method: 'POST', body: 'hello', headers: { 'content-type': 'text/plain', 'content-length': '5' } });
    const response = await uploadDocument(context({ request }), LEASING, upload);
    expect(back(response)).toEqual({ location: '/leasing/lead-7#outcome', says: 'upload:missingFile' });
    expect(upload).not.toHaveBeenCalled();
  });

  it('goes back with “failed” when the API refuses the document, and logs why without the file', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const upload = vi.fn(async () => {
      throw new ApiError('technical', 500, null, 'Partner API error: technical (HTTP 500)');
    });
    const response = await uploadDocument(context({ request: await uploadRequest({ file: pdf() }) }), LEASING, upload);
    expect(back(response)).toEqual({ location: '/leasing/lead-7#outcome', says: 'upload:failed' });
    expect(JSON.parse(String(warn.mock.calls[0]?.[0]))).toMatchObject({
      level: 'warn',
      message: 'document upload failed',
      error: 'Partner API error: technical (HTTP 500)',
    });
  });

  it('logs a failure that is not an Error as text', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const upload = vi.fn(async () => {
      throw 'socket closed';
    });
    await uploadDocument(context({ request: await uploadRequest({ file: pdf() }) }), LEASING, upload);
    expect(JSON.parse(String(warn.mock.calls[0]?.[0]))).toMatchObject({ error: 'socket closed' });
  });

  it('after a 401 answers as for a failed upload (the middleware, told by the client, signs the dealer out)', async () => {
    const upload = vi.fn(async () => {
      throw new ApiError('unauthorized', 401, null);
    });
    const ended = await uploadDocument(context({ request: await uploadRequest({ file: pdf() }) }), LEASING, upload);
    expect([ended.status, back(ended)]).toEqual([303, { location: '/leasing/lead-7#outcome', says: 'upload:failed' }]);
  });

  it('sends a signed-out user to sign in and back to the lead, and a user without the role to the lead page', async () => {
    const upload = vi.fn();
    const signedOut = await uploadDocument(context({ roles: null, request: await uploadRequest({ file: pdf() }) }), LEASING, upload);
    expect(signedOut.status).toBe(303);
    expect(location(signedOut)).toBe('/login?returnTo=%2Fleasing%2Flead-7');
    const noRole = await uploadDocument(context({ roles: ['BLANCO'], request: await uploadRequest({ file: pdf() }) }), LEASING, upload);
    expect(noRole.status).toBe(303);
    expect(location(noRole)).toBe('/leasing/lead-7');
    expect(upload).not.toHaveBeenCalled();
  });
});
