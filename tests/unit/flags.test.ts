// Feature flags: cached per isolate; a failed check counts as "off" and is logged (SPEC §6).
// The cache lives as long as the module: each test starts far past the previous one's cache time.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadFlags as loadFlagsOf } from '../../src/lib/server/flags.server';

const URL_ = 'http://flags.test/flags';
const LAST_KNOWN_FOR_MS = 600_000;
const loadFlags = (url: string, cacheMs: number, now: number) => loadFlagsOf({ url, cacheMs, lastKnownMs: LAST_KNOWN_FOR_MS }, now);
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
    expect(await loadFlags(URL_, 5000, later())).toEqual({ flags: { 'in-maintenance': true, PayMarketplace: false }, known: true });
    expect(calls).toEqual([{ url: URL_, accept: 'application/json', signal: true }]);
  });

  it('are asked again only when the cache time has passed', async () => {
    answer(() => Response.json({ 'in-maintenance': false, PayMarketplace: true }));
    await loadFlags(URL_, 5000, later(1_000));
    expect(await loadFlags(URL_, 5000, later(5_999))).toEqual({ flags: { 'in-maintenance': false, PayMarketplace: true }, known: true });
    expect(calls).toHaveLength(1);
    await loadFlags(URL_, 5000, later(6_000));
    expect(calls).toHaveLength(2);
  });

  it.each([
    ['an error status', () => new Response('down', { status: 503 }), 'HTTP 503'],
    ['an unexpected body', () => Response.json({ 'in-maintenance': 'yes' }), 'ValiError'],
    ['no answer', () => Promise.reject(new TypeError('fetch failed')), 'fetch failed'],
  ])('are all off and not known after %s with no value seen before, and the failure is logged', async (_, response, reason) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    answer(response);
    expect(await loadFlags(URL_, 5000, later())).toEqual({ flags: { 'in-maintenance': false, PayMarketplace: false }, known: false });
    const line = JSON.parse(String(error.mock.calls[0]?.[0]));
    expect(line).toMatchObject({ level: 'error', message: 'feature flag check failed; treating every flag as off', url: URL_ });
    expect(line.error).toContain(reason);
  });

  it('are asked again at once after a failure (a failure is not cached)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answer(() => new Response('down', { status: 500 }));
    await loadFlags(URL_, 5000, later());
    answer(() => Response.json({ 'in-maintenance': true, PayMarketplace: true }));
    expect(await loadFlags(URL_, 5000, later(1))).toEqual({ flags: { 'in-maintenance': true, PayMarketplace: true }, known: true });
  });

  it('during an outage of the flag service keep the last value seen for the configured time, then read off and not known', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answer(() => Response.json({ 'in-maintenance': false, PayMarketplace: true }));
    await loadFlags(URL_, 5000, later());
    answer(() => Promise.reject(new TypeError('fetch failed')));
    expect(await loadFlags(URL_, 5000, later(LAST_KNOWN_FOR_MS - 1))).toEqual({ flags: { 'in-maintenance': false, PayMarketplace: true }, known: true });
    expect(JSON.parse(String(warn.mock.calls[0]?.[0]))).toMatchObject({
      level: 'warn',
      message: 'feature flag check failed; using the last known flags',
      ageMs: LAST_KNOWN_FOR_MS - 1,
    });
    expect(await loadFlags(URL_, 5000, later(LAST_KNOWN_FOR_MS))).toEqual({ flags: { 'in-maintenance': false, PayMarketplace: false }, known: false });
  });

  it('do not let a failed check replace the value seen (it is not a new value)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    answer(() => Response.json({ 'in-maintenance': false, PayMarketplace: true }));
    await loadFlags(URL_, 0, later());
    answer(() => new Response('down', { status: 503 }));
    await loadFlags(URL_, 0, later(60_000));
    expect(await loadFlags(URL_, 0, later(LAST_KNOWN_FOR_MS - 1))).toMatchObject({ known: true });
  });
});
