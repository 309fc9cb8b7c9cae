import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepAliveInterval, keepSessionAliveWhileTyping, KEEP_ALIVE_PATH } from '../../src/lib/session-keep-alive';

afterEach(() => vi.unstubAllGlobals());

describe('keeping the session alive while a dealer types', () => {
  it('touches the session at most once per interval however much the dealer types', () => {
    const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetch);
    const clock = { now: 0 };
    const root = new EventTarget() as unknown as Document;
    keepSessionAliveWhileTyping(root, 60_000, () => clock.now);
    for (let second = 1; second <= 180; second++) {
      clock.now = second * 1000;
      root.dispatchEvent(new Event('input'));
    }
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(fetch).toHaveBeenCalledWith(KEEP_ALIVE_PATH, expect.anything());
  });

  it('sends nothing while nobody types', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    keepSessionAliveWhileTyping(new EventTarget() as unknown as Document, 1000, () => 10_000_000);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('fits well inside the idle limit: a third of it, five minutes at most', () => {
    expect(keepAliveInterval(60 * 60_000)).toBe(5 * 60_000);
    expect(keepAliveInterval(12_000)).toBe(4_000);
  });
});

describe('how typing touches the session', () => {
  it('asks the session endpoint for JSON with the portal’s own cookies', () => {
    const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetch);
    const clock = { now: 0 };
    const root = new EventTarget() as unknown as Document;
    keepSessionAliveWhileTyping(root, 1000, () => clock.now);
    clock.now = 1000;
    root.dispatchEvent(new Event('input'));
    expect(fetch).toHaveBeenCalledWith(KEEP_ALIVE_PATH, { credentials: 'same-origin', headers: { accept: 'application/json' } });
  });

  it('counts a choice in a list or a ticked box as typing too', () => {
    const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetch);
    const clock = { now: 0 };
    const root = new EventTarget() as unknown as Document;
    keepSessionAliveWhileTyping(root, 1000, () => clock.now);
    clock.now = 5000;
    root.dispatchEvent(new Event('change'));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('hears typing before the form’s own handlers can stop it, without slowing scrolling or typing', () => {
    const listen = vi.fn();
    keepSessionAliveWhileTyping({ addEventListener: listen } as unknown as Document, 1000, () => 0);
    expect(listen.mock.calls.map(([type, , options]) => [type, options])).toEqual([
      ['input', { capture: true, passive: true }],
      ['change', { capture: true, passive: true }],
    ]);
  });
});
