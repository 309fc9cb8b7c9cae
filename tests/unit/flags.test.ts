// Feature flags: cached per isolate; a failed check counts as "off" and is logged (SPEC §6).
// The cache lives as long as the module: each test starts far past the previous one's cache time.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadFlags } from '../../src/lib/server/flags.server';

const URL_ = 'http://flags.test/flags';
let calls: { url: string; accept: string | null; signal: boolean }[];
let epoch = 0;
/** A time no earlier test has cached at. */
const later = (offset = 0) => epoch + offset;

function answer(response: () => Response | Promise<Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      calls.push({ url: String(input), accept: new Headers(init.headers).get('accept'), signal: init.signal instanceof AbortSignal });
      return response();
    }),
  );
}

beforeEach(() => {
  epoch += 1_000_000_000;
  calls = [];
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('feature flags', () => {
  it('are read from the flag service as JSON', async () => {
    answer(() => Response.json({ 'in-maintenance': true, PayMarketplace: false }));
    expect(await loadFlags(URL_, 5000, later())).toEqual({ 'in-maintenance': true, PayMarketplace: false });
    expect(calls).toEqual([{ url: URL_, accept: 'application/json', signal: true }]);
  });

  it('are asked again only when the cache time has passed', async () => {
    answer(() => Response.json({ 'in-maintenance': false, PayMarketplace: true }));
    await loadFlags(URL_, 5000, later(1_000));
    expect(await loadFlags(URL_, 5000, later(5_999))).toEqual({ 'in-maintenance': false, PayMarketplace: true });
    expect(calls).toHaveLength(1);
    await loadFlags(URL_, 5000, later(6_000));
    expect(calls).toHaveLength(2);
  });

  it.each([
    ['an error status', () => new Response('down', { status: 503 }), 'HTTP 503'],
    ['an unexpected body', () => Response.json({ 'in-maintenance': 'yes' }), 'ValiError'],
    ['no answer', () => Promise.reject(new TypeError('fetch failed')), 'fetch failed'],
  ])('are all off after %s, and the failure is logged', async (_, response, reason) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    answer(response);
    expect(await loadFlags(URL_, 5000, later())).toEqual({ 'in-maintenance': false, PayMarketplace: false });
    const line = JSON.parse(String(error.mock.calls[0]?.[0]));
    expect(line).toMatchObject({ level: 'error', message: 'feature flag check failed; treating every flag as off', url: URL_ });
    expect(line.error).toContain(reason);
  });

  it('are asked again at once after a failure (a failure is not cached)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answer(() => new Response('down', { status: 500 }));
    await loadFlags(URL_, 5000, later());
    answer(() => Response.json({ 'in-maintenance': true, PayMarketplace: true }));
    expect(await loadFlags(URL_, 5000, later(1))).toEqual({ 'in-maintenance': true, PayMarketplace: true });
  });
});
