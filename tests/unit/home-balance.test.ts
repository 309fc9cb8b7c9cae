// Home's point balance (docs/decisions/0050): asked of the API at most every 30 s per session, the
// answer and its time kept in the session; a failed call is the block's message, nothing kept.
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../src/lib/api/client';
import { ApiError } from '../../src/lib/api/errors';
import { homeBalance } from '../../src/lib/shop/home-balance.server';

function memorySession(data: Record<string, unknown> = {}) {
  return { data, get: async (key: string) => data[key], set: (key: string, value: unknown) => void (data[key] = value) } as never as Parameters<
    typeof homeBalance
  >[1] & { data: Record<string, unknown> };
}

describe('Home’s point balance', () => {
  it('asks the API once per 30 s: the first visit asks, one within the window does not, one at its end asks again', async () => {
    const get = vi.fn(async () => ({ balance: 12_500 }));
    const api = { get } as unknown as ApiClient;
    const session = memorySession();
    expect(await homeBalance(api, session, 30_000, 1_000)).toBe(12_500);
    expect(session.data).toMatchObject({ pointBalance: 12_500, pointBalanceAskedAt: 1_000 });
    expect(await homeBalance(api, session, 30_000, 30_999)).toBe(12_500);
    expect(get).toHaveBeenCalledTimes(1);
    get.mockResolvedValueOnce({ balance: 12_600 });
    expect(await homeBalance(api, session, 30_000, 31_000)).toBe(12_600);
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('with a window of 0 (the e2e stacks) asks every time; a failure is null and keeps nothing new', async () => {
    const get = vi.fn(async () => {
      throw new ApiError('unavailable', 503, null);
    });
    const session = memorySession({ pointBalance: 10, pointBalanceAskedAt: 5 });
    expect(await homeBalance({ get } as unknown as ApiClient, session, 0, 5)).toBeNull();
    expect(session.data).toEqual({ pointBalance: 10, pointBalanceAskedAt: 5 });
  });
});
