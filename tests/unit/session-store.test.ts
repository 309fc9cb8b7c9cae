// The server-side session as KV sees it: what an anonymous visitor costs, expirations on
// every write, the idle limit, the absolute lifetime and the cookie.
import { describe, expect, it } from 'vitest';
import { PortalSession, sessionCookieName, type KvStore } from '../../src/lib/server/session-store.server';
import { openSignIn, sealSignIn, SIGN_IN_MAX_AGE_MS } from '../../src/lib/server/sign-in-cookie.server';

const MINUTE = 60_000;
const policy = { idleMs: 60 * MINUTE, absoluteMs: 12 * 60 * MINUTE };

class MemoryKv implements KvStore {
  entries = new Map<string, { value: string; expiration: number }>();
  puts: { key: string; expiration: number; at: number }[] = [];
  /** Real KV may serve an expired entry from an edge cache for up to a minute: the store must not rely on expiry alone. */
  honoursExpiration = true;
  private readonly clock: { now: number };
  constructor(clock: { now: number }) {
    this.clock = clock;
  }
  async get(key: string) {
    const entry = this.entries.get(key);
    return entry && (!this.honoursExpiration || entry.expiration * 1000 > this.clock.now) ? entry.value : null;
  }
  async put(key: string, value: string, options: { expiration: number }) {
    this.entries.set(key, { value, expiration: options.expiration });
    this.puts.push({ key, expiration: options.expiration, at: this.clock.now });
  }
  async delete(key: string) {
    this.entries.delete(key);
  }
}

/** A browser with one cookie jar, making requests against the store at the clock's time. */
function browser(kv: KvStore, clock: { now: number }, https = true) {
  let cookie: string | undefined;
  return {
    get cookie() {
      return cookie;
    },
    async request(work: (session: PortalSession) => Promise<void> | void = () => {}) {
      const jar = { get: (name: string) => (cookie !== undefined && name === sessionCookieName(https) ? { value: cookie } : undefined) };
      const session = await PortalSession.load(kv, jar, policy, https, () => clock.now);
      await work(session);
      const setCookies = await session.persist();
      for (const header of setCookies) {
        const [pair] = header.split(';');
        const value = pair!.slice(pair!.indexOf('=') + 1);
        cookie = value === '' || header.includes('Max-Age=0') ? undefined : value;
      }
      return { session, setCookies };
    },
  };
}

function setup() {
  const clock = { now: Date.UTC(2026, 10, 23, 8, 0) };
  const kv = new MemoryKv(clock);
  return { clock, kv, dealer: browser(kv, clock) };
}

const signIn = async (session: PortalSession) => {
  await session.regenerate();
  session.set('user', { firstname: 'Anna' } as never);
};

describe('the session store', () => {
  it('costs an anonymous visitor no KV write and no session cookie', async () => {
    const { kv, dealer } = setup();
    for (let i = 0; i < 20; i++) await dealer.request(async (session) => void (await session.get('user')));
    expect(kv.puts).toEqual([]);
    expect(dealer.cookie).toBeUndefined();
  });

  it('gives every write an expiration no later than the idle limit and the absolute lifetime', async () => {
    const { clock, kv, dealer } = setup();
    await dealer.request(signIn);
    for (let i = 0; i < 30; i++) {
      clock.now += 30 * MINUTE;
      await dealer.request();
    }
    expect(kv.puts.length).toBeGreaterThan(1);
    const signedInAt = kv.puts[0]!.at;
    for (const put of kv.puts) {
      expect(put.expiration * 1000).toBeLessThanOrEqual(Math.max(put.at + policy.idleMs, put.at + MINUTE));
      expect(put.expiration * 1000).toBeLessThanOrEqual(Math.max(signedInAt + policy.absoluteMs, put.at + MINUTE));
    }
  });

  it('never asks KV for an expiration under its 60 s minimum, even with an idle limit of seconds', async () => {
    const clock = { now: Date.UTC(2026, 10, 23, 8, 0) + 999 };
    const kv = new MemoryKv(clock);
    const shortPolicy = { idleMs: 12_000, absoluteMs: 40_000 };
    const jar = { get: () => undefined };
    const session = await PortalSession.load(kv, jar, shortPolicy, true, () => clock.now);
    await signIn(session);
    await session.persist();
    expect(kv.puts[0]!.expiration).toBeGreaterThan(Math.floor(clock.now / 1000) + 60);
  });

  it('writes the idle stamp at most once a minute however many pages the dealer opens', async () => {
    const { clock, kv, dealer } = setup();
    await dealer.request(signIn);
    for (let i = 0; i < 120; i++) {
      clock.now += 1000;
      await dealer.request(async (session) => void (await session.get('user')));
    }
    // Sign-in plus one stamp per minute of the two minutes.
    expect(kv.puts.length).toBe(3);
  });

  for (const honoursExpiration of [true, false]) {
    it(`signs out a dealer idle past the limit and deletes the stored tokens (KV ${honoursExpiration ? 'expired the entry' : 'still serves it'})`, async () => {
      const { clock, kv, dealer } = setup();
      kv.honoursExpiration = honoursExpiration;
      await dealer.request(signIn);
      clock.now += policy.idleMs + 1000;
      const { session } = await dealer.request();
      expect(await session.get('user')).toBeUndefined();
      expect(dealer.cookie).toBeUndefined();
      if (!honoursExpiration) {
        expect(session.ended).toBe('idle');
        expect(session.endedDetail).toEqual({ sinceLastRequestMs: policy.idleMs + 1000, ageMs: policy.idleMs + 1000 });
        expect(kv.entries.size).toBe(0);
      }
    });
  }

  it('keeps a dealer who opens a page every 50 minutes signed in past the idle limit', async () => {
    const { clock, dealer } = setup();
    await dealer.request(signIn);
    for (let i = 0; i < 5; i++) {
      clock.now += 50 * MINUTE;
      const { session } = await dealer.request();
      expect(await session.get('user')).toEqual({ firstname: 'Anna' });
    }
  });

  it('ends the session at the absolute lifetime however active the dealer is, and saving the profile does not restart it', async () => {
    const { clock, kv, dealer } = setup();
    kv.honoursExpiration = false;
    await dealer.request(signIn);
    while (clock.now < Date.UTC(2026, 10, 23, 8, 0) + policy.absoluteMs - 10 * MINUTE) {
      clock.now += 10 * MINUTE;
      await dealer.request((session) => session.set('user', { firstname: 'Anna' } as never));
    }
    clock.now += 10 * MINUTE;
    const { session } = await dealer.request();
    expect(session.ended).toBe('absolute');
    expect(session.endedDetail).toEqual({ sinceLastRequestMs: 10 * MINUTE, ageMs: expect.any(Number) });
    expect(session.endedDetail!.ageMs).toBeGreaterThanOrEqual(policy.absoluteMs);
    expect(await session.get('user')).toBeUndefined();
  });

  it('gives a new 256-bit id at sign-in, so an id planted before it is worthless', async () => {
    const { kv, dealer } = setup();
    await dealer.request(signIn);
    const first = dealer.cookie;
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await dealer.request(signIn);
    expect(dealer.cookie).not.toBe(first);
    expect(kv.entries.size).toBe(1);
  });

  it('names the cookie __Host- with Secure over https, and plainly on http localhost', async () => {
    const { clock, kv, dealer } = setup();
    const { setCookies } = await dealer.request(signIn);
    expect(setCookies[0]).toMatch(/^__Host-pp_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=43200; Secure$/);
    expect(setCookies[0]).not.toContain('Domain');
    const local = browser(kv, clock, false);
    const { setCookies: plain } = await local.request(signIn);
    expect(plain[0]).toMatch(/^pp_session=/);
    expect(plain[0]).not.toContain('Secure');
  });

  it('ends the session on sign-out: entry deleted, cookie cleared', async () => {
    const { kv, dealer } = setup();
    await dealer.request(signIn);
    await dealer.request((session) => session.destroy());
    expect(kv.entries.size).toBe(0);
    expect(dealer.cookie).toBeUndefined();
  });
});

describe('what the session store does with a cookie it did not write', () => {
  const jarWith = (value: string) => ({ get: (name: string) => (name === sessionCookieName(true) ? { value } : undefined) });
  const load = (kv: MemoryKv, clock: { now: number }, value: string) => PortalSession.load(kv, jarWith(value), policy, true, () => clock.now);

  it('clears a malformed id without asking KV, and clears an id KV does not know', async () => {
    const { clock, kv } = setup();
    let reads = 0;
    const counting = Object.assign(Object.create(kv) as MemoryKv, { get: (key: string) => (reads++, kv.get(key)) });
    for (const forged of ['short', `${'a'.repeat(42)}!`, `${'a'.repeat(44)}`]) {
      const session = await PortalSession.load(counting, jarWith(forged), policy, true, () => clock.now);
      expect(await session.persist()).toEqual([`__Host-pp_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Secure`]);
    }
    expect(reads).toBe(0);
    const unknown = await load(kv, clock, 'a'.repeat(43));
    expect(await unknown.get('user')).toBeUndefined();
    expect(await unknown.persist()).toEqual([`__Host-pp_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Secure`]);
    expect(kv.puts).toEqual([]);
  });

  it('treats a stored entry that is not JSON, or lacks its stamps or data, as no session', async () => {
    const { clock, kv, dealer } = setup();
    await dealer.request(signIn);
    const [key] = [...kv.entries.keys()];
    for (const broken of [
      '{not json',
      JSON.stringify({ lastSeenAt: clock.now, data: {} }),
      JSON.stringify({ createdAt: clock.now, data: {} }),
      JSON.stringify({ createdAt: clock.now, lastSeenAt: clock.now }),
      JSON.stringify({ createdAt: clock.now, lastSeenAt: clock.now, data: null }),
    ]) {
      kv.entries.set(key!, { value: broken, expiration: Math.ceil(clock.now / 1000) + 3600 });
      const session = await load(kv, clock, dealer.cookie!);
      expect(await session.get('user')).toBeUndefined();
    }
  });

  it('keeps the KV key a hash of the cookie: a listing of the namespace gives no usable cookie', async () => {
    const { kv, dealer } = setup();
    await dealer.request(signIn);
    const [key] = [...kv.entries.keys()];
    expect(key).toMatch(/^session:[A-Za-z0-9_-]{43}$/);
    expect(key).not.toContain(dealer.cookie!);
  });
});

describe('what a request changes in the session', () => {
  it('deletes the entry and the cookie once everything in it is gone', async () => {
    const { kv, dealer } = setup();
    await dealer.request(signIn);
    const { setCookies } = await dealer.request((session) => session.delete('user'));
    expect(kv.entries.size).toBe(0);
    expect(setCookies).toEqual([`__Host-pp_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Secure`]);
    expect(dealer.cookie).toBeUndefined();
  });

  it('writes nothing and sends no cookie when a key that is not there is deleted', async () => {
    const { kv, dealer } = setup();
    await dealer.request(signIn);
    const puts = kv.puts.length;
    const { setCookies } = await dealer.request((session) => session.delete('facilities'));
    expect(kv.puts).toHaveLength(puts);
    expect(setCookies).toEqual([]);
    const anonymous = await PortalSession.load(kv, { get: () => undefined }, policy, true, () => Date.now());
    anonymous.delete('user');
    expect(await anonymous.persist()).toEqual([]);
  });

  it('sends the cookie again only when the session changed, with what is left of the absolute lifetime', async () => {
    const { clock, dealer } = setup();
    await dealer.request(signIn);
    clock.now += 2 * MINUTE;
    expect((await dealer.request()).setCookies).toEqual([]);
    const { setCookies } = await dealer.request((session) => session.set('pointBalance', 5));
    expect(setCookies[0]).toContain(`Max-Age=${policy.absoluteMs / 1000 - 2 * 60}`);
  });

  it('ends a session idle exactly the idle limit (not a millisecond more needed)', async () => {
    const { clock, kv, dealer } = setup();
    kv.honoursExpiration = false;
    await dealer.request(signIn);
    clock.now += policy.idleMs - 1;
    expect(await (await dealer.request()).session.get('user')).toEqual({ firstname: 'Anna' });
    clock.now += policy.idleMs;
    const { session } = await dealer.request();
    expect(session.ended).toBe('idle');
  });

  it('rewrites the idle stamp after a tenth of a short idle limit', async () => {
    const clock = { now: Date.UTC(2026, 10, 23, 8, 0) };
    const kv = new MemoryKv(clock);
    const fiveMinutes = { idleMs: 5 * MINUTE, absoluteMs: 60 * MINUTE };
    let cookie: string | undefined;
    const visit = async (work?: (session: PortalSession) => Promise<void>) => {
      const session = await PortalSession.load(kv, { get: () => (cookie ? { value: cookie } : undefined) }, fiveMinutes, true, () => clock.now);
      await work?.(session);
      const [header] = await session.persist();
      if (header) cookie = header.split(';')[0]!.split('=')[1];
    };
    await visit(signIn);
    clock.now += 29_999;
    await visit();
    expect(kv.puts).toHaveLength(1);
    clock.now += 1;
    await visit();
    expect(kv.puts).toHaveLength(2);
  });

  it('deletes the old entry when the id changes at sign-in, and the entry on sign-out', async () => {
    const { kv, dealer } = setup();
    await dealer.request(signIn);
    const [before] = [...kv.entries.keys()];
    await dealer.request(signIn);
    expect([...kv.entries.keys()]).not.toContain(before);
    expect(kv.entries.size).toBe(1);
    const { setCookies } = await dealer.request((session) => session.destroy());
    expect(kv.entries.size).toBe(0);
    expect(setCookies).toEqual([`__Host-pp_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Secure`]);
  });
});

describe('tokens that arrive after the page was answered (a late refresh)', () => {
  const OLD = { accessToken: 'a1', refreshToken: 'r1', idToken: null, expiresAt: 0 };
  const NEW = { accessToken: 'a2', refreshToken: 'r2', idToken: null, expiresAt: 0 };
  const stillOld = (current: { refreshToken: string } | undefined) => current?.refreshToken === 'r1';

  it('are saved into the session the page came from, so the next page uses them', async () => {
    const { clock, kv, dealer } = setup();
    await dealer.request(async (session) => {
      await signIn(session);
      session.set('tokens', OLD);
    });
    clock.now += 2 * MINUTE;
    const { session } = await dealer.request();
    clock.now += 5_000;
    expect(await session.saveLater('tokens', NEW, stillOld)).toBe(true);
    const { session: next } = await dealer.request();
    expect(await next.get('tokens')).toEqual(NEW);
    expect(await next.get('user')).toEqual({ firstname: 'Anna' });
  });

  it('are not written for a visitor who never had a session', async () => {
    const { kv } = setup();
    const anonymous = await PortalSession.load(kv, { get: () => undefined }, policy, true, () => Date.now());
    expect(await anonymous.saveLater('tokens', NEW, () => true)).toBe(false);
    expect(kv.puts).toEqual([]);
  });

  it('are not written over tokens another request saved meanwhile, nor into an ended session', async () => {
    const { clock, kv, dealer } = setup();
    const { session: early } = await dealer.request(async (session) => {
      await signIn(session);
      session.set('tokens', OLD);
    });
    await dealer.request((session) => session.set('tokens', { ...NEW, accessToken: 'a3', refreshToken: 'r3' }));
    expect(await early.saveLater('tokens', NEW, stillOld)).toBe(false);
    expect((await (await dealer.request()).session.get('tokens'))?.refreshToken).toBe('r3');
    await dealer.request((session) => session.destroy());
    const puts = kv.puts.length;
    clock.now += 1_000;
    expect(await early.saveLater('tokens', NEW, () => true)).toBe(false);
    expect(kv.puts).toHaveLength(puts);
  });

  it('do not count as the dealer being active: the idle limit still runs from the last page', async () => {
    const { clock, kv, dealer } = setup();
    await dealer.request(async (session) => {
      await signIn(session);
      session.set('tokens', OLD);
    });
    const { session } = await dealer.request();
    const lastPageAt = clock.now;
    clock.now += 30 * MINUTE;
    await session.saveLater('tokens', NEW, stillOld);
    expect(kv.puts.at(-1)!.expiration).toBe(Math.ceil((lastPageAt + policy.idleMs) / 1000));
    clock.now = lastPageAt + policy.idleMs;
    expect(await (await dealer.request()).session.get('tokens')).toBeUndefined();
  });
});

describe('the sign-in cookie', () => {
  const pending = { state: 's', nonce: 'n', codeVerifier: 'v', startedAt: Date.now(), returnTo: '/blanco' };

  it('gives back the sign-in it sealed', async () => {
    expect(await openSignIn('secret', await sealSignIn('secret', pending), Date.now())).toEqual(pending);
  });

  it('is refused when tampered with, sealed with another secret, or older than ten minutes', async () => {
    const sealed = await sealSignIn('secret', pending);
    // The character replaced is always changed (comparing the last one instead let 1 run in 64 pass untampered).
    const flipped = `${sealed.slice(0, -2)}${sealed.at(-2) === 'A' ? 'B' : 'A'}${sealed.slice(-1)}`;
    expect(flipped).not.toBe(sealed);
    expect(await openSignIn('secret', flipped, Date.now())).toBeNull();
    expect(await openSignIn('another-secret', sealed, Date.now())).toBeNull();
    expect(await openSignIn('secret', sealed, pending.startedAt + SIGN_IN_MAX_AGE_MS + 1)).toBeNull();
    expect(await openSignIn('secret', undefined, Date.now())).toBeNull();
  });
});

describe('requests of one session side by side', () => {
  /** Loads the dealer's session as a second request would, to be persisted later. */
  const loadBeside = async (kv: KvStore, clock: { now: number }, cookie: string | undefined) =>
    PortalSession.load(
      kv,
      { get: (name: string) => (cookie !== undefined && name === sessionCookieName(true) ? { value: cookie } : undefined) },
      policy,
      true,
      () => clock.now,
    );
  const stored = async (kv: MemoryKv) => JSON.parse([...kv.entries.values()][0]!.value).data as Record<string, unknown>;

  it('keeps what a form posted meanwhile wrote, writes its own forgetting, and leaves the next page’s message', async () => {
    const { clock, kv, dealer } = setup();
    await dealer.request(async (session) => {
      await signIn(session);
      session.set('pointBalanceAskedAt', clock.now);
      session.set('nextPageMessage', { path: '/blanco/1', key: 'old', at: clock.now });
    });
    // The live client's fetch is read first …
    const live = await loadBeside(kv, clock, dealer.cookie);
    // … the dealer's post answers meanwhile …
    clock.now += 100;
    await dealer.request((session) => {
      session.set('nextPageMessage', { path: '/blanco/1', key: 'blanco.done.contractSent', at: clock.now });
      session.set('pointShopCart', [{ articleId: 'a1', quantity: 2 }] as never);
    });
    // … and the live fetch forgets what it forgets, renders the page (taking the message) and is written last.
    live.delete('pointBalanceAskedAt');
    live.delete('nextPageMessage');
    live.discardChange('nextPageMessage');
    await live.persist();
    const data = await stored(kv);
    expect(data.nextPageMessage).toMatchObject({ key: 'blanco.done.contractSent' });
    expect(data.pointShopCart).toEqual([{ articleId: 'a1', quantity: 2 }]);
    expect(data.pointBalanceAskedAt).toBeUndefined();
    expect(data.user).toEqual({ firstname: 'Anna' });
  });

  it('does not count as the dealer being there: the idle limit still runs from the last page', async () => {
    const { clock, kv, dealer } = setup();
    await dealer.request(async (session) => {
      await signIn(session);
      session.set('pointBalanceAskedAt', clock.now);
    });
    const lastPageAt = clock.now;
    clock.now += 30 * MINUTE;
    const live = await loadBeside(kv, clock, dealer.cookie);
    live.leaveUntouched();
    live.delete('pointBalanceAskedAt');
    await live.persist();
    expect((await stored(kv)).pointBalanceAskedAt).toBeUndefined();
    expect(kv.puts.at(-1)!.expiration).toBe(Math.ceil((lastPageAt + policy.idleMs) / 1000));
    clock.now = lastPageAt + policy.idleMs - 1;
    expect(await (await loadBeside(kv, clock, dealer.cookie)).get('user')).toEqual({ firstname: 'Anna' });
    clock.now = lastPageAt + policy.idleMs;
    expect(await (await loadBeside(kv, clock, dealer.cookie)).get('user')).toBeUndefined();
  });

  it('an ordinary request writes only what it changed: a cart saved meanwhile stays', async () => {
    const { clock, kv, dealer } = setup();
    await dealer.request(async (session) => {
      await signIn(session);
      session.set('pointBalanceAskedAt', clock.now);
    });
    const ordinary = await loadBeside(kv, clock, dealer.cookie);
    await dealer.request((session) => session.set('pointShopCart', [{ articleId: 'a1', quantity: 1 }] as never));
    ordinary.delete('pointBalanceAskedAt');
    await ordinary.persist();
    const data = await stored(kv);
    expect(data.pointShopCart).toEqual([{ articleId: 'a1', quantity: 1 }]);
    expect(data.pointBalanceAskedAt).toBeUndefined();
  });

  it('a page’s live stream that refreshed the tokens beside a form post keeps the post’s message, and the idle stamp where the post left it', async () => {
    const { clock, kv, dealer } = setup();
    await dealer.request(signIn);
    // The stream is read first and its refresh answers while the dealer's post runs …
    clock.now += 2 * MINUTE;
    const stream = await loadBeside(kv, clock, dealer.cookie);
    stream.leaveUntouched();
    clock.now += 100;
    await dealer.request((session) => session.set('nextPageMessage', { path: '/blanco/1', key: 'blanco.done.contractSent', at: clock.now }));
    const postAt = clock.now;
    clock.now += 100;
    stream.set('tokens', { accessToken: 'new', refreshToken: 'new-refresh', idToken: null, expiresAt: clock.now + 300_000 } as never);
    await stream.persist();
    const entry = JSON.parse([...kv.entries.values()][0]!.value) as { lastSeenAt: number; data: Record<string, unknown> };
    expect(entry.data.nextPageMessage).toMatchObject({ key: 'blanco.done.contractSent' });
    expect(entry.data.tokens).toMatchObject({ refreshToken: 'new-refresh' });
    expect(entry.lastSeenAt).toBe(postAt);
  });
});
