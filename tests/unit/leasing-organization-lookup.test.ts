// POST /api/leasing/organization, the apply page's lookup: the number in a JSON body, LEASING
// only, and each API answer as found, notFound, invalid or unavailable (the island names them).
import type { APIContext } from 'astro';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../src/lib/api/client';
import { createApiClient } from '../../src/lib/api/client';
import type { Organization } from '../../src/lib/api/leasing-schemas';
import { lookUpOrganization } from '../../src/lib/leasing/organization.server';
import { POST } from '../../src/pages/api/leasing/organization';

const BASE = 'http://api.test/se/';
const SKANEBYGG: Organization = {
  organizationNumber: '556789-0107',
  kind: 'COMPANY',
  name: 'Skånebygg Entreprenad AB',
  vatNumber: 'SE556789010701',
  address: { street: 'Industrigatan 12', postalCode: '212 14', city: 'Malmö' },
  signatory: { name: 'Henrik Borg' },
};

function setUp(answer: Response | 'hang', roles: string[] = ['LEASING']) {
  const calls: { url: string; body: unknown }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(input), body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body });
    if (answer === 'hang') return new Promise<Response>((_, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    return answer.clone();
  });
  const api = createApiClient({ baseUrl: BASE, accessToken: 't', fetch: fetch as typeof globalThis.fetch, readTimeoutMs: 30 });
  const user = { grantedRoles: roles, facility: { id: 'f1', name: 'Malmö' } };
  const call = (body: string) =>
    POST({
      request: new Request('http://se.localhost/api/leasing/organization', { method: 'POST', body, headers: { 'content-type': 'application/json' } }),
      locals: { user, api, country: 'SE' },
    } as unknown as APIContext) as Promise<Response>;
  return { call, calls };
}

describe('POST /api/leasing/organization', () => {
  it('a known company is found: name, address and signatory, the number sent in the API call’s body', async () => {
    const { call, calls } = setUp(Response.json(SKANEBYGG));
    const response = await call(JSON.stringify({ organizationNumber: '556789-0107' }));
    expect(response.status).toBe(200);
    const answer = await response.json();
    expect(answer).toEqual({
      result: 'found',
      organization: {
        organizationNumber: '556789-0107',
        kind: 'COMPANY',
        name: 'Skånebygg Entreprenad AB',
        address: SKANEBYGG.address,
        signatory: SKANEBYGG.signatory,
      },
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(`${BASE}lookup/organizations`);
    expect(calls[0]?.body).toEqual({ organizationNumber: '556789-0107' });
  });

  it('a valid number nobody has is notFound (the API’s 404 ORGANIZATION_NOT_FOUND)', async () => {
    const { call } = setUp(Response.json({ error: { code: 'ORGANIZATION_NOT_FOUND' } }, { status: 404 }));
    const response = await call(JSON.stringify({ organizationNumber: '556123-4567' }));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ result: 'notFound' });
  });

  it('an invalid number never reaches the API: wrong length or check digit', async () => {
    const { call, calls } = setUp(Response.json(SKANEBYGG));
    const short = await call(JSON.stringify({ organizationNumber: '556789-010' }));
    expect(short.status).toBe(400);
    expect(await short.json()).toEqual({ result: 'invalid', messageKey: 'leasingApply.errors.lengthMismatch' });
    const wrong = await call(JSON.stringify({ organizationNumber: '556789-0108' }));
    expect(await wrong.json()).toEqual({ result: 'invalid', messageKey: 'leasingApply.errors.organizationNumberInvalid' });
    const notJson = await call('organizationNumber=556789-0107');
    expect(notJson.status).toBe(400);
    expect(calls).toHaveLength(0);
  });

  it('an API that fails or does not answer in time is unavailable', async () => {
    const failed = await setUp(Response.json({ error: { code: 'BOOM' } }, { status: 500 })).call(JSON.stringify({ organizationNumber: '556789-0107' }));
    expect(failed.status).toBe(503);
    expect(await failed.json()).toEqual({ result: 'unavailable' });
    const hung = await setUp('hang').call(JSON.stringify({ organizationNumber: '556789-0107' }));
    expect(await hung.json()).toEqual({ result: 'unavailable' });
  });

  it('a user without LEASING gets 403 and nothing is looked up', async () => {
    const { call, calls } = setUp(Response.json(SKANEBYGG), ['BLANCO']);
    const response = await call(JSON.stringify({ organizationNumber: '556789-0107' }));
    expect(response.status).toBe(403);
    expect(calls).toHaveLength(0);
  });
});

describe('the organisation lookup itself (the endpoint’s and the form action’s)', () => {
  const lookUp = async (answer: Response, typed = ' 556789-0107 ') => {
    const calls: unknown[] = [];
    const fetch = vi.fn(async (_input: RequestInfo | URL, init: RequestInit = {}) => {
      calls.push(typeof init.body === 'string' ? JSON.parse(init.body) : init.body);
      return answer.clone();
    });
    const told = { unauthorized: false };
    const api = createApiClient({ baseUrl: BASE, accessToken: 't', fetch: fetch as typeof globalThis.fetch, onUnauthorized: () => (told.unauthorized = true) });
    return { answer: await lookUpOrganization(api, 'SE', typed), calls, sessionEnded: told.unauthorized };
  };

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('sends the number without the spaces typed around it', async () => {
    const { answer, calls } = await lookUp(Response.json(SKANEBYGG));
    expect(answer.result).toBe('found');
    expect(calls).toEqual([{ organizationNumber: '556789-0107' }]);
  });

  it('names the number as wrong when the API refuses it', async () => {
    const { answer } = await lookUp(Response.json({ error: { code: 'INVALID_ORGANIZATION_NUMBER' } }, { status: 400 }));
    expect(answer).toEqual({ result: 'invalid', messageKey: 'leasingApply.errors.organizationNumberInvalid' });
  });

  it('after a 401 the client tells the middleware, which signs the dealer out whatever the form says', async () => {
    const ended = await lookUp(Response.json({ error: { code: 'UNAUTHORIZED' } }, { status: 401 }));
    expect(ended.sessionEnded).toBe(true);
    expect(ended.answer).toEqual({ result: 'unavailable' });
  });

  it('logs a failed lookup with its kind, for the operator', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await lookUp(Response.json({ error: { code: 'BOOM' } }, { status: 500 }))).answer).toEqual({ result: 'unavailable' });
    expect(JSON.parse(String(error.mock.calls[0]?.[0]))).toMatchObject({ level: 'error', message: 'leasing organisation lookup failed', kind: 'technical' });
  });

  it('logs a failure that is not the API’s own as unexpected', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = {
      post: async () => {
        throw new TypeError('bug');
      },
    } as unknown as ApiClient;
    expect(await lookUpOrganization(broken, 'SE', '556789-0107')).toEqual({ result: 'unavailable' });
    expect(JSON.parse(String(error.mock.calls[0]?.[0]))).toMatchObject({ kind: 'unexpected' });
  });
});
