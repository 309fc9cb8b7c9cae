// Home's personal blocks kept in the session for the shared-cache time (src/lib/server/kept-in-session.server.ts).
import { describe, expect, it, vi } from 'vitest';
import { keptInSession } from '../../src/lib/server/kept-in-session.server';
import { homeLatestApplications } from '../../src/lib/leads/latest.server';
import { homeLimit } from '../../src/lib/inventory-financing/limit.server';
import { ApiError } from '../../src/lib/api/errors';
import type { ApiClient } from '../../src/lib/api/client';

const NOW = Date.parse('2026-11-27T08:00:00Z');
const FRESH_MS = 30_000;

function memorySession(data: Record<string, unknown> = {}) {
  return { data, get: async (key: string) => data[key], set: (key: string, value: unknown) => void (data[key] = value) } as never as Parameters<
    typeof keptInSession
  >[0] & { data: Record<string, unknown> };
}

describe('a block kept in the session', () => {
  it('is asked once, then kept until exactly the fresh time has passed', async () => {
    const session = memorySession();
    const load = vi.fn(async () => [{ id: 'd1' }] as never);
    await keptInSession(session, 'homeDrafts', FRESH_MS, load, () => true, NOW);
    await keptInSession(session, 'homeDrafts', FRESH_MS, load, () => true, NOW + FRESH_MS - 1);
    expect(load).toHaveBeenCalledTimes(1);
    await keptInSession(session, 'homeDrafts', FRESH_MS, load, () => true, NOW + FRESH_MS);
    expect(load).toHaveBeenCalledTimes(2);
    expect(session.data.homeDrafts).toEqual({ at: NOW + FRESH_MS, value: [{ id: 'd1' }] });
  });

  it('is not kept when it is not worth keeping, nor when the fresh time is 0', async () => {
    const session = memorySession();
    await keptInSession(
      session,
      'homeDrafts',
      FRESH_MS,
      async () => null,
      (drafts) => drafts !== null,
      NOW,
    );
    await keptInSession(
      session,
      'homeDrafts',
      0,
      async () => [],
      () => true,
      NOW,
    );
    expect(session.data).toEqual({});
  });

  it('asks again when the session holds an entry of another shape', async () => {
    const session = memorySession({ homeDrafts: { at: NOW, drafts: [] } });
    expect(
      await keptInSession(
        session,
        'homeDrafts',
        FRESH_MS,
        async () => [{ id: 'new' }] as never,
        () => true,
        NOW,
      ),
    ).toEqual([{ id: 'new' }]);
  });
});

describe('Home’s latest applications and limit', () => {
  const page = (content: unknown[]) => ({ content, page: 0, size: 5, totalElements: content.length, totalPages: 1 });

  it('keeps the latest applications only when every product answered', async () => {
    const post = vi.fn(async (path: string) => {
      if (path === 'leasing/leads/query') throw new ApiError('unavailable', 503, null, 'down');
      return page([]);
    });
    const api = { post } as unknown as ApiClient;
    const session = memorySession();
    const latest = await homeLatestApplications(api, ['BLANCO', 'LEASING'], session, FRESH_MS, NOW);
    expect(latest.unavailable).toEqual(['leasing']);
    expect(session.data.homeLatest).toBeUndefined();
    post.mockImplementation(async () => page([]));
    await homeLatestApplications(api, ['BLANCO', 'LEASING'], session, FRESH_MS, NOW + 1);
    await homeLatestApplications(api, ['BLANCO', 'LEASING'], session, FRESH_MS, NOW + 2);
    expect(post).toHaveBeenCalledTimes(4);
    expect(session.data.homeLatest).toMatchObject({ at: NOW + 1, value: { unavailable: [] } });
  });

  it('keeps a limit read or not onboarded, never an unavailable one', async () => {
    const get = vi.fn(async () => {
      throw new ApiError('unavailable', 503, null, 'down');
    });
    const session = memorySession();
    expect(await homeLimit({ get } as unknown as ApiClient, session, FRESH_MS, NOW)).toEqual({ kind: 'unavailable' });
    expect(session.data.homeBlock).toBeUndefined();
    get.mockImplementation(async () => {
      throw new ApiError('noAccess', 403, 'NOT_ONBOARDED', 'not onboarded');
    });
    expect(await homeLimit({ get } as unknown as ApiClient, session, FRESH_MS, NOW)).toEqual({ kind: 'notOnboarded' });
    expect(session.data.homeBlock).toEqual({ at: NOW, value: { kind: 'notOnboarded' } });
  });
});
