// The portal's server-side session in Workers KV (docs/decisions/0010, 0011): a 256-bit id
// in a __Host- cookie, an idle limit and an absolute lifetime checked on every read, and
// every KV write with an expiration. An anonymous visitor never gets an entry: a session
// is written only once it holds something (only sign-in puts the first values in).

export interface SessionPolicy {
  /** The session ends this long after the last request that reached it. */
  idleMs: number;
  /** The session ends this long after sign-in, whatever the dealer does. */
  absoluteMs: number;
}

/**
 * The idle stamp is rewritten only when older than this (a tenth of the idle limit, at most a
 * minute): reading pages costs one KV write a minute at most, so the idle limit is kept to
 * within that minute.
 */
function touchAfterMs(policy: SessionPolicy): number {
  return Math.min(60_000, Math.floor(policy.idleMs / 10));
}
/** Workers KV refuses an expiration less than 60 s ahead. */
const KV_MIN_TTL_S = 60;
const ID_BYTES = 32;
const ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface KvStore {
  get(key: string): Promise<string | null>;
  put(key: string, value: string, options: { expiration: number }): Promise<void>;
  delete(key: string): Promise<void>;
}

export interface CookieJar {
  get(name: string): { value: string } | undefined;
}

interface Stored {
  createdAt: number;
  lastSeenAt: number;
  data: Record<string, unknown>;
}

export type SessionEnd = 'idle' | 'absolute' | null;

/** `__Host-` needs Secure, which a browser refuses on plain-http localhost: the name follows the protocol. */
export function sessionCookieName(https: boolean): string {
  return https ? '__Host-pp_session' : 'pp_session';
}

function newSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(ID_BYTES));
  return base64url(bytes);
}

export function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The KV key is a hash of the id: a listing of the namespace gives no usable cookie. */
/** Recent ids' keys: a session's requests hash the same id (on load and on persist); bounded, so an isolate keeps a few hundred at most. */
const KEYS = new Map<string, string>();
const KEYS_MAX = 500;

export async function storageKey(id: string): Promise<string> {
  const known = KEYS.get(id);
  if (known) return known;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(id));
  const key = `session:${base64url(new Uint8Array(digest))}`;
  if (KEYS.size >= KEYS_MAX) KEYS.clear();
  KEYS.set(id, key);
  return key;
}

export class PortalSession {
  #id: string | null = null;
  #stored: Stored | null = null;
  #dirty = false;
  #idChanged = false;
  /** Ids whose entries go at persist (ended, replaced or destroyed sessions). */
  #toDelete: string[] = [];
  #ended: SessionEnd = null;
  #endedDetail: { sinceLastRequestMs: number; ageMs: number } | null = null;
  #clearCookie = false;
  /** Keys set or deleted on this request (what follows the user elsewhere is written on: ADR 0060). */
  #changed = new Set<keyof App.SessionData>();
  #untouched = false;

  private readonly kv: KvStore;
  private readonly policy: SessionPolicy;
  private readonly https: boolean;
  private readonly now: () => number;

  private constructor(kv: KvStore, policy: SessionPolicy, https: boolean, now: () => number) {
    this.kv = kv;
    this.policy = policy;
    this.https = https;
    this.now = now;
  }

  /** Reads the session the cookie names; an idle or too old one is deleted and reads as empty. */
  static async load(kv: KvStore, cookies: CookieJar, policy: SessionPolicy, https: boolean, now: () => number = Date.now): Promise<PortalSession> {
    const session = new PortalSession(kv, policy, https, now);
    const id = cookies.get(sessionCookieName(https))?.value;
    if (!id) return session;
    if (!ID_PATTERN.test(id)) {
      session.#clearCookie = true;
      return session;
    }
    const key = await storageKey(id);
    const raw = await kv.get(key);
    const stored = raw ? parseStored(raw) : null;
    if (!stored) {
      session.#clearCookie = true;
      return session;
    }
    const at = now();
    const ended: SessionEnd = at - stored.createdAt >= policy.absoluteMs ? 'absolute' : at - stored.lastSeenAt >= policy.idleMs ? 'idle' : null;
    if (ended) {
      session.#ended = ended;
      session.#endedDetail = { sinceLastRequestMs: at - stored.lastSeenAt, ageMs: at - stored.createdAt };
      session.#clearCookie = true;
      session.#toDelete.push(id);
      return session;
    }
    session.#id = id;
    session.#stored = stored;
    return session;
  }

  /** A name for this session that is not its cookie (the hash its KV key is made of): its live streams carry it. */
  async tag(): Promise<string | null> {
    return this.#id ? storageKey(this.#id) : null;
  }

  /** Why the session the browser came with is over, when it ended on this request. */
  get ended(): SessionEnd {
    return this.#ended;
  }

  /** How long after its last request and its sign-in the session this request came with ended. */
  get endedDetail(): { sinceLastRequestMs: number; ageMs: number } | null {
    return this.#endedDetail;
  }

  async get<K extends keyof App.SessionData>(key: K): Promise<App.SessionData[K] | undefined> {
    return this.#stored?.data[key] as App.SessionData[K] | undefined;
  }

  /** The keys this session holds. */
  keys(): (keyof App.SessionData)[] {
    return Object.keys(this.#stored?.data ?? {}) as (keyof App.SessionData)[];
  }

  set<K extends keyof App.SessionData>(key: K, value: App.SessionData[K]): void {
    if (!this.#stored) {
      const at = this.now();
      this.#stored = { createdAt: at, lastSeenAt: at, data: {} };
    }
    this.#stored.data[key] = structuredClone(value);
    this.#dirty = true;
    this.#changed.add(key);
  }

  delete(key: keyof App.SessionData): void {
    if (!this.#stored || !(key in this.#stored.data)) return;
    delete this.#stored.data[key];
    this.#dirty = true;
    this.#changed.add(key);
  }

  /** This request is no sign of someone there (a page's open live stream): the idle stamp stays. */
  leaveUntouched(): void {
    this.#untouched = true;
  }

  /** Takes back this request's change of `key`: KV keeps what it holds for it. */
  discardChange(key: keyof App.SessionData): void {
    this.#changed.delete(key);
  }

  /** The keys this request set or deleted. */
  changedKeys(): (keyof App.SessionData)[] {
    return [...this.#changed];
  }

  /** Sign-in: a new id and a new absolute lifetime; the old entry goes. */
  async regenerate(): Promise<void> {
    if (this.#id) this.#toDelete.push(this.#id);
    const at = this.now();
    this.#stored = { createdAt: at, lastSeenAt: at, data: this.#stored?.data ?? {} };
    this.#id = newSessionId();
    this.#idChanged = true;
    this.#dirty = true;
  }

  destroy(): void {
    if (this.#id) this.#toDelete.push(this.#id);
    this.#id = null;
    this.#stored = null;
    this.#dirty = false;
    this.#clearCookie = true;
  }

  /**
   * Writes what this request changed onto what KV holds, with an expiration, and returns the
   * Set-Cookie headers to send. An unchanged session is rewritten only when its idle stamp is older
   * than touchAfterMs.
   */
  async persist(): Promise<string[]> {
    const cookies: string[] = [];
    const name = sessionCookieName(this.https);
    const stored = this.#stored;
    const at = this.now();
    if (this.#id && (!stored || Object.keys(stored.data).length === 0)) {
      // Everything was deleted: the entry goes, and so does the cookie.
      if (!this.#idChanged) this.#toDelete.push(this.#id);
      this.#id = null;
      this.#clearCookie = true;
    }
    const deletions = await Promise.all(this.#toDelete.map(storageKey));
    await Promise.all(deletions.map((key) => this.kv.delete(key)));
    this.#toDelete = [];
    if (!stored || Object.keys(stored.data).length === 0) {
      if (this.#clearCookie) cookies.push(this.#cookie(name, '', 0));
      return cookies;
    }
    this.#id ??= newSessionId();
    const stale = !this.#untouched && at - stored.lastSeenAt >= touchAfterMs(this.policy);
    if (this.#dirty || stale) {
      const key = await storageKey(this.#id);
      // Only what this request changed, written onto what KV holds now: requests of one session run
      // side by side (a page's live stream refreshing the tokens, the live client, a form posted
      // meanwhile), and writing back the whole session read at the start once took away the message
      // a form had just left for the next page.
      const written = this.#idChanged ? stored : await this.#withChangesOnto(key, stored);
      // A request nobody made (the live client's) writes what it changed, never that someone was there.
      if (!this.#untouched) written.lastSeenAt = Math.max(written.lastSeenAt, at);
      await this.kv.put(key, JSON.stringify(written), { expiration: this.#expiration(written) });
    }
    if (this.#idChanged || this.#dirty) {
      const maxAge = Math.ceil((stored.createdAt + this.policy.absoluteMs - at) / 1000);
      cookies.push(this.#cookie(name, this.#id, maxAge));
    }
    return cookies;
  }

  /** What KV holds now with this request's changed keys set or deleted as this request left them. */
  async #withChangesOnto(key: string, stored: Stored): Promise<Stored> {
    const raw = await this.kv.get(key);
    const current = raw ? parseStored(raw) : null;
    if (!current) return stored;
    for (const changed of this.#changed) {
      if (changed in stored.data) current.data[changed] = stored.data[changed];
      else delete current.data[changed];
    }
    return current;
  }

  /**
   * After the response (a refresh that answered late): one value of this session rewritten in KV,
   * if the entry is still there and `stillWanted` agrees with what it holds now (a request in
   * between may have changed it). The idle stamp is left as it is: nobody asked for a page.
   */
  async saveLater<K extends keyof App.SessionData>(
    key: K,
    value: App.SessionData[K],
    stillWanted: (current: App.SessionData[K] | undefined) => boolean,
  ): Promise<boolean> {
    if (!this.#id) return false;
    const storage = await storageKey(this.#id);
    const raw = await this.kv.get(storage);
    const stored = raw ? parseStored(raw) : null;
    if (!stored || !stillWanted(stored.data[key] as App.SessionData[K] | undefined)) return false;
    stored.data[key] = structuredClone(value);
    await this.kv.put(storage, JSON.stringify(stored), { expiration: this.#expiration(stored) });
    return true;
  }

  /** When KV drops the entry: the idle limit from the last request or the absolute limit, whichever is first. */
  #expiration(stored: Stored): number {
    const endsAt = Math.min(stored.createdAt + this.policy.absoluteMs, stored.lastSeenAt + this.policy.idleMs);
    // KV counts the minimum from its own clock: a second's margin so a tick in between is no error.
    return Math.max(Math.ceil(endsAt / 1000), Math.ceil(this.now() / 1000) + KV_MIN_TTL_S + 1);
  }

  #cookie(name: string, value: string, maxAge: number): string {
    const parts = [`${name}=${value}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${Math.max(0, maxAge)}`];
    if (this.https) parts.push('Secure');
    return parts.join('; ');
  }
}

function parseStored(raw: string): Stored | null {
  try {
    const value = JSON.parse(raw) as Partial<Stored>;
    if (typeof value.createdAt !== 'number' || typeof value.lastSeenAt !== 'number' || typeof value.data !== 'object' || !value.data) return null;
    return { createdAt: value.createdAt, lastSeenAt: value.lastSeenAt, data: value.data };
  } catch {
    return null;
  }
}
