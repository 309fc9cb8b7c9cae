import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/lib/api/errors';
import { loadLead } from '../../src/lib/leads/load-lead';

const failing = (error: unknown) => () => Promise.reject(error);

describe('loading a lead for its details page', () => {
  it('gives the lead when the API answers', async () => {
    expect(await loadLead(() => Promise.resolve({ id: 'x' }))).toEqual({ lead: { id: 'x' } });
  });

  it('says not found (404) for an unknown lead or another dealer’s', async () => {
    expect(await loadLead(failing(new ApiError('notFound', 404, null)))).toEqual({ lead: null, problem: 'notFound', status: 404 });
  });

  it('says unavailable with 503 when the API gave no answer in time, 502 for anything else it answered', async () => {
    expect(await loadLead(failing(new ApiError('unavailable', null, null)))).toEqual({ lead: null, problem: 'unavailable', status: 503 });
    expect(await loadLead(failing(new ApiError('technical', 500, null)))).toEqual({ lead: null, problem: 'unavailable', status: 502 });
    expect(await loadLead(failing(new Error('bug')))).toEqual({ lead: null, problem: 'unavailable', status: 502 });
  });

  it('after a 401 says the lead is unavailable (the middleware, told by the client, signs the dealer out instead)', async () => {
    expect(await loadLead(failing(new ApiError('unauthorized', 401, null)))).toEqual({ lead: null, problem: 'unavailable', status: 502 });
  });
});
