// One Durable Object per dealer organisation (docs/decisions/0060): what follows a dealer's users
// from device to device (drafts, list states, the point shop cart, each kept per user and never
// shown to a colleague) and the organisation's live events (webhook → open pages, SSE).
// SQLite storage; the portal reaches it in the EU jurisdiction only (dealer-state.server.ts).
import { DurableObject } from 'cloudflare:workers';
import { draftExpired, DRAFT_DAYS, DRAFTS_PER_USER, type Draft, type DraftSummary } from './drafts';
import { FOLLOWED_DAYS } from './follows-user';
import { hears } from './live-audience';
import { eventLine, keptEvents, positionLine, STREAMS_PER_SESSION, type LiveEvent } from './live-events';
import { lookupAllowed, lookupWindows, LOOKUP_COUNT_DAYS, LOOKUP_RECORD_DAYS, type ColleagueLookups, type LookupKind, type LookupTicket } from './lookups';

const DAY_MS = 86_400_000;
/** A webhook id is remembered this long: the signature refuses anything older (webhook.ts). */
const SEEN_WEBHOOK_MS = 10 * 60_000;
/**
 * A stream is closed after this long: the page reconnects (asking for what it missed), and the
 * portal checks its session again (ended, deactivated, roles changed), so a page left open after
 * its session ended stops hearing within a minute (issue 39 §3). A sign-out or an admin's change
 * closes the streams at once (endStreams, accessChanged).
 */
const STREAM_MS = 60_000;

interface Subscriber {
  userId: string;
  /** The session's tag (a hash of its id, never the cookie): its sign-out ends its streams. */
  session: string;
  roles: readonly string[];
  send(text: string): boolean;
  close(): void;
}

export class DealerState extends DurableObject {
  private readonly sql: SqlStorage;
  private readonly subscribers = new Set<Subscriber>();
  private readonly encoder = new TextEncoder();

  constructor(ctx: DurableObjectState, env: unknown) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    this.sql.exec(`
      CREATE TABLE IF NOT EXISTS drafts (user_id TEXT NOT NULL, id TEXT NOT NULL, kind TEXT NOT NULL, fields TEXT NOT NULL, updated_at INTEGER NOT NULL, PRIMARY KEY (user_id, id));
      CREATE TABLE IF NOT EXISTS followed (user_id TEXT NOT NULL, key TEXT NOT NULL, value TEXT NOT NULL, updated_at INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (user_id, key));
      CREATE TABLE IF NOT EXISTS events (seq INTEGER PRIMARY KEY AUTOINCREMENT, at INTEGER NOT NULL, body TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS seen_webhooks (id TEXT PRIMARY KEY, at INTEGER NOT NULL);
      CREATE TABLE IF NOT EXISTS ended_drafts (user_id TEXT NOT NULL, id TEXT NOT NULL, at INTEGER NOT NULL, PRIMARY KEY (user_id, id));
      CREATE TABLE IF NOT EXISTS lookups (id INTEGER PRIMARY KEY AUTOINCREMENT, user_id TEXT NOT NULL, kind TEXT NOT NULL, at INTEGER NOT NULL, subject TEXT NOT NULL, found INTEGER);
      CREATE INDEX IF NOT EXISTS lookups_by_kind_at ON lookups (kind, at);
      CREATE TABLE IF NOT EXISTS access_changes (user_id TEXT PRIMARY KEY, at INTEGER NOT NULL);
    `);
    // An object made before list states expired has no updated_at: added, its states dated today.
    const columns = this.sql.exec<{ name: string }>('PRAGMA table_info(followed)').toArray();
    if (!columns.some((column) => column.name === 'updated_at')) {
      this.sql.exec('ALTER TABLE followed ADD COLUMN updated_at INTEGER NOT NULL DEFAULT 0');
      this.sql.exec('UPDATE followed SET updated_at = ?', Date.now());
    }
  }

  /**
   * Drafts: a user's own; the id is the application form's idempotency key. A save that arrives
   * after its draft ended (sent, or deleted by the dealer) is dropped: false.
   */
  saveDraft(userId: string, draft: Omit<Draft, 'updatedAt'>): boolean {
    if (this.sql.exec('SELECT 1 FROM ended_drafts WHERE user_id = ? AND id = ?', userId, draft.id).toArray().length > 0) return false;
    this.sql.exec(
      'INSERT INTO drafts (user_id, id, kind, fields, updated_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (user_id, id) DO UPDATE SET kind = excluded.kind, fields = excluded.fields, updated_at = excluded.updated_at',
      userId,
      draft.id,
      draft.kind,
      JSON.stringify(draft.fields),
      Date.now(),
    );
    this.sql.exec(
      'DELETE FROM drafts WHERE user_id = ? AND id NOT IN (SELECT id FROM drafts WHERE user_id = ? ORDER BY updated_at DESC, rowid DESC LIMIT ?)',
      userId,
      userId,
      DRAFTS_PER_USER,
    );
    void this.scheduleCleanUp();
    return true;
  }

  draft(userId: string, id: string): Draft | null {
    const row = this.sql
      .exec<{ id: string; kind: string; fields: string; updated_at: number }>(
        'SELECT id, kind, fields, updated_at FROM drafts WHERE user_id = ? AND id = ?',
        userId,
        id,
      )
      .toArray()[0];
    if (!row || draftExpired(row.updated_at, Date.now())) return null;
    return { id: row.id, kind: row.kind as Draft['kind'], fields: JSON.parse(row.fields) as Draft['fields'], updatedAt: row.updated_at };
  }

  drafts(userId: string): Draft[] {
    const since = Date.now() - DRAFT_DAYS * DAY_MS;
    return this.sql
      .exec<{ id: string; kind: string; fields: string; updated_at: number }>(
        'SELECT id, kind, fields, updated_at FROM drafts WHERE user_id = ? AND updated_at > ? ORDER BY updated_at DESC',
        userId,
        since,
      )
      .toArray()
      .map((row) => ({ id: row.id, kind: row.kind as DraftSummary['kind'], fields: JSON.parse(row.fields) as Draft['fields'], updatedAt: row.updated_at }));
  }

  /** Sent or deleted: gone, and a save still on its way for it is dropped. */
  endDraft(userId: string, id: string): void {
    this.sql.exec('DELETE FROM drafts WHERE user_id = ? AND id = ?', userId, id);
    this.sql.exec('INSERT OR REPLACE INTO ended_drafts (user_id, id, at) VALUES (?, ?, ?)', userId, id, Date.now());
    void this.scheduleCleanUp();
  }

  /** List states and the cart (session keys, values as JSON; null: forgotten): a user's own, as the portal wrote them. */
  saveFollowed(userId: string, entries: Record<string, string | null>): void {
    for (const [key, value] of Object.entries(entries)) {
      if (value === null) this.sql.exec('DELETE FROM followed WHERE user_id = ? AND key = ?', userId, key);
      else {
        this.sql.exec(
          'INSERT INTO followed (user_id, key, value, updated_at) VALUES (?, ?, ?, ?) ON CONFLICT (user_id, key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at',
          userId,
          key,
          value,
          Date.now(),
        );
      }
    }
    void this.scheduleCleanUp();
  }

  /** The user's kept list states and cart changed within the last 90 days. */
  followed(userId: string): Record<string, string> {
    const rows = this.sql
      .exec<{ key: string; value: string }>('SELECT key, value FROM followed WHERE user_id = ? AND updated_at > ?', userId, Date.now() - FOLLOWED_DAYS * DAY_MS)
      .toArray();
    return Object.fromEntries(rows.map((row) => [row.key, row.value]));
  }

  /**
   * A verified webhook's event: kept (a page that reconnects asks for what it missed) and sent to
   * the open pages its users have. False when this event id came before (a replay changes nothing).
   */
  publish(webhookId: string, event: LiveEvent): { taken: boolean; delivered: number; ms: number } {
    const started = performance.now();
    const now = Date.now();
    if (this.sql.exec('SELECT 1 FROM seen_webhooks WHERE id = ?', webhookId).toArray().length > 0) return { taken: false, delivered: 0, ms: 0 };
    this.sql.exec('INSERT INTO seen_webhooks (id, at) VALUES (?, ?)', webhookId, now);
    const seq = this.sql.exec<{ seq: number }>('INSERT INTO events (at, body) VALUES (?, ?) RETURNING seq', now, JSON.stringify(event)).one().seq;
    const line = eventLine(seq, event);
    let delivered = 0;
    for (const subscriber of this.subscribers) {
      if (event.userId && event.userId !== subscriber.userId) continue;
      if (!hears(subscriber.roles, event)) continue;
      if (subscriber.send(line)) delivered += 1;
      else this.subscribers.delete(subscriber);
    }
    void this.scheduleCleanUp();
    // The time spent here (one thread: its CPU) is what the webhook answers, for the 200-page measurement.
    return { taken: true, delivered, ms: performance.now() - started };
  }

  /**
   * Server-sent events for one open page: what came after `since` first, then each new event its
   * user's roles let them hear. The worker names the user, the session's tag and the roles. A
   * session holds 8 streams at most: a 9th closes the session's oldest (a tab long closed whose
   * end never reached the object goes first; a page whose stream closes reconnects by itself).
   */
  async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const userId = url.searchParams.get('user') ?? '';
    const session = url.searchParams.get('session') ?? '';
    const roles = (url.searchParams.get('roles') ?? '').split(',').filter(Boolean);
    const since = Number(request.headers.get('last-event-id') ?? url.searchParams.get('since') ?? 'NaN');
    const sessions = [...this.subscribers].filter((subscriber) => subscriber.session === session);
    for (const oldest of sessions.slice(0, Math.max(0, sessions.length - STREAMS_PER_SESSION + 1))) oldest.close();
    const encoder = this.encoder;
    const heard = (event: LiveEvent) => hears(roles, event);
    let subscriber: Subscriber | null = null;
    const stream = new ReadableStream<Uint8Array>({
      start: (controller) => {
        const send = (text: string): boolean => {
          try {
            controller.enqueue(encoder.encode(text));
            return true;
          } catch {
            return false;
          }
        };
        // A retry hint, then what the page missed while it was away (at most the kept window).
        send('retry: 2000\n\n');
        if (Number.isInteger(since)) {
          const missed = this.sql.exec<{ seq: number; body: string }>('SELECT seq, body FROM events WHERE seq > ? ORDER BY seq', since).toArray();
          for (const row of keptEvents(missed, userId, heard)) send(row);
        } else {
          const last = this.sql.exec<{ seq: number }>('SELECT MAX(seq) AS seq FROM events').one().seq ?? 0;
          send(positionLine(last));
        }
        let timer: ReturnType<typeof setTimeout> | undefined;
        const close = () => {
          clearTimeout(timer);
          this.subscribers.delete(own);
          try {
            controller.close();
          } catch {
            // Already gone.
          }
        };
        const own: Subscriber = { userId, session, roles, send, close };
        subscriber = own;
        this.subscribers.add(own);
        timer = setTimeout(close, STREAM_MS);
      },
      cancel: () => {
        if (subscriber) this.subscribers.delete(subscriber);
      },
    });
    request.signal.addEventListener('abort', () => {
      if (subscriber) this.subscribers.delete(subscriber);
    });
    return new Response(stream, { headers: { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', 'x-accel-buffering': 'no' } });
  }

  /**
   * A register lookup about to be made (docs/decisions/0064): refused when the user or the
   * organisation reached its limit, else recorded (who, when, the keyed hash) and allowed.
   */
  takeLookup(userId: string, kind: LookupKind, subject: string): LookupTicket {
    const now = Date.now();
    const { hourFrom, dayFrom } = lookupWindows(now);
    const counts = this.sql
      .exec<{ userLastHour: number; userLastDay: number; organisationLastDay: number }>(
        `SELECT COUNT(CASE WHEN user_id = ? AND at > ? THEN 1 END) AS userLastHour, COUNT(CASE WHEN user_id = ? THEN 1 END) AS userLastDay, COUNT(*) AS organisationLastDay
       FROM lookups WHERE kind = ? AND at > ?`,
        userId,
        hourFrom,
        userId,
        kind,
        dayFrom,
      )
      .one();
    if (!lookupAllowed(counts)) return { allowed: false };
    const { id } = this.sql
      .exec<{ id: number }>('INSERT INTO lookups (user_id, kind, at, subject) VALUES (?, ?, ?, ?) RETURNING id', userId, kind, now, subject)
      .one();
    void this.scheduleCleanUp();
    return { allowed: true, id };
  }

  /** What the register answered a lookup taken: found or not; null when it did not answer. */
  lookupAnswered(id: number, found: boolean | null): void {
    this.sql.exec('UPDATE lookups SET found = ? WHERE id = ?', found === null ? null : found ? 1 : 0, id);
  }

  /** Each colleague's lookups of the last 30 days, most first: the organisation admin's view. */
  lookupCounts(): ColleagueLookups[] {
    return this.sql
      .exec<ColleagueLookups>(
        `SELECT user_id AS userId, COUNT(CASE WHEN kind = 'person' THEN 1 END) AS person, COUNT(CASE WHEN kind = 'vehicle' THEN 1 END) AS vehicle
       FROM lookups WHERE at > ? GROUP BY user_id ORDER BY COUNT(*) DESC, user_id`,
        Date.now() - LOOKUP_COUNT_DAYS * DAY_MS,
      )
      .toArray();
  }

  /** The audit records of the last `days`, newest first (what an auditor reads). */
  lookupRecords(days: number): { userId: string; kind: LookupKind; at: number; subject: string; found: boolean | null }[] {
    return this.sql
      .exec<{ userId: string; kind: LookupKind; at: number; subject: string; found: number | null }>(
        'SELECT user_id AS userId, kind, at, subject, found FROM lookups WHERE at > ? ORDER BY id DESC',
        Date.now() - days * DAY_MS,
      )
      .toArray()
      .map((row) => ({ ...row, found: row.found === null ? null : row.found === 1 }));
  }

  /** A session signed out (or was ended): its open pages stop hearing at once. */
  endStreams(session: string): number {
    return this.closeWhere((subscriber) => subscriber.session === session);
  }

  /**
   * An admin deactivated the user or changed their roles (issue 39 §3): noted with the time, so
   * each of the user's sessions reads the user again on its next request, and the user's open
   * streams close (their reconnect goes through that check).
   */
  accessChanged(userId: string): number {
    this.sql.exec('INSERT INTO access_changes (user_id, at) VALUES (?, ?) ON CONFLICT (user_id) DO UPDATE SET at = excluded.at', userId, Date.now());
    void this.scheduleCleanUp();
    return this.closeWhere((subscriber) => subscriber.userId === userId);
  }

  /** When an admin last changed the user's access; null when never. */
  accessChangedAt(userId: string): number | null {
    return this.sql.exec<{ at: number }>('SELECT at FROM access_changes WHERE user_id = ?', userId).toArray()[0]?.at ?? null;
  }

  private closeWhere(matches: (subscriber: Subscriber) => boolean): number {
    let closed = 0;
    for (const subscriber of [...this.subscribers]) {
      if (!matches(subscriber)) continue;
      subscriber.close();
      closed += 1;
    }
    return closed;
  }

  /** Test stacks only (TEST_ROUTES): a user's drafts and what follows them, gone, so an end-to-end test starts as a first sign-in did. */
  forgetUser(userId: string): void {
    for (const table of ['drafts', 'followed', 'ended_drafts', 'lookups', 'access_changes']) this.sql.exec(`DELETE FROM ${table} WHERE user_id = ?`, userId);
  }

  /** How many pages listen now (the 200-subscription measurement). */
  subscriberCount(): number {
    return this.subscribers.size;
  }

  private async scheduleCleanUp(): Promise<void> {
    if ((await this.ctx.storage.getAlarm()) === null) await this.ctx.storage.setAlarm(Date.now() + DAY_MS);
  }

  /** Daily: drafts older than 30 days, events older than a day, webhook ids past their window, lookup records and list states past 90 days. */
  async alarm(): Promise<void> {
    const now = Date.now();
    this.sql.exec('DELETE FROM drafts WHERE updated_at <= ?', now - DRAFT_DAYS * DAY_MS);
    this.sql.exec('DELETE FROM events WHERE at <= ?', now - DAY_MS);
    this.sql.exec('DELETE FROM seen_webhooks WHERE at <= ?', now - SEEN_WEBHOOK_MS);
    this.sql.exec('DELETE FROM ended_drafts WHERE at <= ?', now - DAY_MS);
    this.sql.exec('DELETE FROM lookups WHERE at <= ?', now - LOOKUP_RECORD_DAYS * DAY_MS);
    this.sql.exec('DELETE FROM followed WHERE updated_at <= ?', now - FOLLOWED_DAYS * DAY_MS);
    // A session lives 12 hours at most: a change older than a day has been seen by every session it concerned.
    this.sql.exec('DELETE FROM access_changes WHERE at <= ?', now - DAY_MS);
    const left = this.sql
      .exec<{ n: number }>(
        'SELECT (SELECT COUNT(*) FROM drafts) + (SELECT COUNT(*) FROM events) + (SELECT COUNT(*) FROM ended_drafts) + (SELECT COUNT(*) FROM lookups) + (SELECT COUNT(*) FROM followed) + (SELECT COUNT(*) FROM access_changes) AS n',
      )
      .one().n;
    if (left > 0) await this.ctx.storage.setAlarm(now + DAY_MS);
  }
}
