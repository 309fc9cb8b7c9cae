/// <reference types="astro/client" />

type SessionTokens = import('./lib/server/tokens').SessionTokens;

declare namespace App {
  /** Set by src/middleware.ts on every request: a value or null, never undefined. */
  interface Locals {
    /** The country of the host name (SPEC §7, DEMO-DATA.md). */
    country: import('./lib/api/schemas').CountryCode;
    /** Facts of that country: currency, contact, opening hours, locales. */
    countryInfo: import('./lib/countries').CountryInfo;
    /** The worker's deployment configuration. */
    config: import('./lib/config').AppConfig;
    /** Feature flags for this request; all off when the flag service failed. */
    flags: import('./lib/api/schemas').Flags;
    /** false when the flag check failed with no recent value to go on: the flags read off, but nobody knows. */
    flagsKnown: boolean;
    /** The signed-in user as fetched once at sign-in; null when signed out. */
    user: import('./lib/api/schemas').User | null;
    /** Point balance for point shop users; null for everyone else. */
    pointBalance: number | null;
    /** A Partner API client bound to the user's access token; null when signed out. */
    api: import('./lib/api/client').ApiClient | null;
    /** The route table entry this request landed on (after rewrites); null for assets and unknown paths. */
    route: import('./lib/routes').RouteDef | null;
    /** The resolved locale and its translator. */
    locale: import('./lib/i18n').Locale;
    t: import('./lib/i18n').Translate;
    /** The internal screen the middleware rewrote this request to, if any. */
    screen: 'maintenance' | 'noAccess' | 'temporarilyUnavailable' | 'rateLimited' | null;
    /** The header's and navigation's data, loading in parallel with the page's; null when not needed. */
    chrome: Promise<import('./lib/server/chrome.server').ChromeData> | null;
    /** The server-side session (src/lib/server/session-store.server.ts); empty for an anonymous visitor. */
    session: import('./lib/server/session-store.server').PortalSession;
    /** Set when the Partner API answered 401 during this request: the session ends. */
    unauthorized: boolean;
    /** Epoch ms by which this page's Partner API data must be in (the API client's reads shrink to fit). */
    answerBy: number;
  }

  /** Each list's search (`<key>Search`, never in a URL) and filters (`<key>ListState`): src/lib/lists/list-state.server.ts. */
  type ListSessionData = import('./lib/lists/list-state.server').ListSessionData;
  interface SessionData extends ListSessionData {
    tokens: SessionTokens;
    user: import('./lib/api/schemas').User;
    /** When the session last read its user from the Partner API: an admin's later change reads it again (issue 39 §3). */
    userReadAt: number;
    pointBalance: number | null;
    /** The facility filter's list, kept five minutes: src/lib/partner/facilities.server.ts. */
    facilities: import('./lib/partner/facilities.server').KeptFacilities;
    /** The point shop cart, the truth checkout reads: src/lib/shop/cart.server.ts. */
    pointShopCart: import('./lib/shop/cart').CartLine[];
    /** The My profile events the user chose to be told of: shown as they happen (ADR 0060). */
    notifyOn: import('./lib/api/schemas').NotificationEvent[];
    /** The last order's key, id and what was left after it: a resent checkout lands on its result, a changed one is told (src/lib/shop/order.ts). */
    pointShopLastOrder: import('./lib/shop/order').LastOrder;
    /** Home's blocks kept a short time with when they were asked (src/lib/server/kept-in-session.server.ts): the to-do list, */
    homeTodo: { at: number; value: import('./lib/home/todo.server').Todo };
    /** the user's drafts, */
    homeDrafts: { at: number; value: import('./lib/dealer-state/drafts').DraftSummary[] | null };
    /** the latest applications, */
    homeLatest: { at: number; value: import('./lib/leads/latest.server').LatestApplications };
    /** and a lead product's own block (the inventory financing limit), as that product's loader keeps it. */
    homeBlock: { at: number; value: unknown };
    /** When Home last asked the API for the point balance (src/lib/shop/home-balance.server.ts). */
    pointBalanceAskedAt: number;
    /** What the next page says, kept out of its address: src/lib/server/next-page-message.server.ts. */
    /** `key`: a translation key, or an upload's outcome (`upload:<outcome>`); `at`: when it was kept. */
    nextPageMessage: { path: string; key: string; at: number };
    /** What the colleagues page's last form did, for its next view: src/lib/organisation/colleagues-outcome.server.ts. */
    colleaguesOutcome: import('./lib/organisation/colleagues-outcome.server').ColleaguesOutcome & { at: number };
  }
}

// The worker's bindings and vars (wrangler.toml); parsed and checked in src/lib/config.ts.
declare module 'cloudflare:workers' {
  export const env: Record<string, unknown>;
  /** The base class of a Durable Object (src/lib/dealer-state/dealer-state.do.ts). */
  export abstract class DurableObject {
    protected readonly ctx: DurableObjectState;
    protected readonly env: unknown;
    constructor(ctx: DurableObjectState, env: unknown);
  }
  /** Keeps the Worker running after the response until the promise settles (at most 30 s). */
  export function waitUntil(promise: Promise<unknown>): void;
}

// The parts of the Durable Object API the portal uses (@cloudflare/workers-types, whose globals clash with the DOM's).
interface SqlCursor<Row> {
  toArray(): Row[];
  one(): Row;
}
interface SqlStorage {
  exec<Row = Record<string, unknown>>(query: string, ...bindings: unknown[]): SqlCursor<Row>;
}
interface DurableObjectState {
  storage: { sql: SqlStorage; getAlarm(): Promise<number | null>; setAlarm(at: number): Promise<void> };
}
interface DurableObjectId {
  toString(): string;
}
interface DurableObjectNamespace<Stub> {
  idFromName(name: string): DurableObjectId;
  get(id: DurableObjectId): Stub & { fetch(request: Request | string, init?: RequestInit): Promise<Response> };
  jurisdiction(name: 'eu' | 'fedramp'): DurableObjectNamespace<Stub>;
}
