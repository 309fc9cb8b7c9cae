// Product analytics (posthog-js) and the support chat widget: on only when configured,
// with the settings of SPEC §9. Nothing here may carry a personal identity number.
import type { AppConfig } from './config';
import { configuredOrigin } from './configured-origin';
import type { User } from './api/schemas';

export const ANALYTICS_SETTINGS = {
  // A new session after 30 min idle (posthog also starts one after 24 h); the deployment may set
  // another idle limit (analyticsSessionIdle).
  session_idle_timeout_seconds: 1800,
  rate_limiting: { events_per_second: 10, events_burst_limit: 100 },
  request_queue_config: { flush_interval_ms: 3000 },
  // posthog retries failed sends from 3 s, doubling, up to 30 min: its default.
  capture_pageview: false,
  capture_pageleave: false,
  autocapture: false,
  disable_session_recording: true,
  disable_surveys: true,
  disable_external_dependency_loading: true,
  advanced_disable_flags: true,
  mask_all_text: true,
  mask_all_element_attributes: true,
  // The tab keeps posthog's random ids (no cookie, nothing personal), so a session spans the pages
  // of a visit and ends after the idle limit, as SPEC §9 means, rather than at every page load.
  persistence: 'sessionStorage',
} as const;

/** posthog takes an idle limit of 60 s to 10 h (36 000 s); outside that it would use its own. */
const SESSION_IDLE_SECONDS = { min: 60, max: 36_000 } as const;

/**
 * The idle limit a deployment configured, held within what posthog takes.
 * @internal exported for its unit tests
 */
export const analyticsSessionIdle = (seconds: number) => Math.min(SESSION_IDLE_SECONDS.max, Math.max(SESSION_IDLE_SECONDS.min, seconds));

const CHAT_SESSION_MS = 3_600_000;
export const CHAT_SHUTDOWN_REPEAT_MS = 7_000;

/** The tab's note that its user logged out at this time (ms), so the chat is shut down again 7 s later. */
export const CHAT_SHUTDOWN_KEY = 'pp.chat.shutdownAt';

/** The custom event a page's own script sends when it changed the address in place (a list's filters, its page). */
export const NAVIGATED_EVENT = 'pp:navigated';

export interface TelemetryConfig {
  analytics: { key: string; host: string; sessionIdleSeconds: number } | null;
  chat: { appId: string; widgetUrl: string; userId: string; userHash: string; language: string; sessionDuration: number } | null;
  /** Signed out: where the chat widget loads from, only to shut it down again after a log out. */
  chatShutdown: { appId: string; widgetUrl: string } | null;
  /** The page as the route table names it (`/blanco/:id`): all that analytics learns of the address. */
  page: string;
}

/**
 * What analytics says of an address that is no route of the table.
 * @internal exported for its unit tests
 */
export const UNKNOWN_PAGE = '/:unknown';

export function telemetryFor(config: AppConfig, user: User | null, language: string, page: string | null): TelemetryConfig {
  const chatConfigured = config.chat.appId !== '';
  return {
    page: page ?? UNKNOWN_PAGE,
    analytics:
      config.analytics.key && config.analytics.host
        ? { key: config.analytics.key, host: config.analytics.host, sessionIdleSeconds: analyticsSessionIdle(config.analytics.sessionIdleSeconds) }
        : null,
    chat:
      chatConfigured && user
        ? {
            appId: config.chat.appId,
            widgetUrl: config.chat.widgetUrl,
            userId: user.intercomUserId,
            userHash: user.intercomUserAuthCode,
            language,
            sessionDuration: CHAT_SESSION_MS,
          }
        : null,
    chatShutdown: chatConfigured && !user ? { appId: config.chat.appId, widgetUrl: config.chat.widgetUrl } : null,
  };
}

/** The CSP sources the configured services need, and no others. */
export function telemetrySources(config: AppConfig): { script: string[]; connect: string[]; img: string[]; frame: string[]; font: string[] } {
  const analytics = config.analytics.key && config.analytics.host ? [configuredOrigin(config.analytics.host)] : [];
  const chat = config.chat.appId ? config.chat.hosts : [];
  return { script: [...chat], connect: [...analytics, ...chat], img: [...chat], frame: [...chat], font: [...chat] };
}

/**
 * Every address in an analytics event, as the route table names its page (docs/decisions/0063).
 * posthog-js writes the address into many properties ($current_url, $pathname, the session's and
 * the person's first page, the referrer), some kept from earlier pages of the tab: `pages` maps each
 * address this tab showed to its template. An address of the portal not in it, and any other site's
 * path and query, are left out. What is no address is kept as it is.
 * @internal exported for its unit tests
 */
export function templatedValue(value: string, origin: string, pages: ReadonlyMap<string, string>): string {
  // An address already templated (the page view's own) is kept.
  const pageOf = (pathname: string) => pages.get(pathname) ?? ([...pages.values()].includes(pathname) ? pathname : UNKNOWN_PAGE);
  if (value.startsWith('/')) return pageOf(value.split(/[?#]/, 1)[0]!);
  if (!/^https?:\/\//i.test(value)) return value;
  try {
    const url = new URL(value);
    return url.origin === origin ? origin + pageOf(url.pathname) : url.origin;
  } catch {
    return UNKNOWN_PAGE;
  }
}

type EventProperties = Record<string, unknown>;

function templatedProperties(properties: EventProperties, origin: string, pages: ReadonlyMap<string, string>): EventProperties {
  const templated: EventProperties = {};
  for (const [key, value] of Object.entries(properties)) {
    templated[key] = typeof value === 'string' ? templatedValue(value, origin, pages) : value;
  }
  return templated;
}

/** An event as posthog-js is about to send it (its before_send hook), with no address but page templates. */
export function templatedEvent<Event extends { properties: EventProperties; $set?: EventProperties; $set_once?: EventProperties }>(
  event: Event,
  origin: string,
  pages: ReadonlyMap<string, string>,
): Event {
  const templated: Event = { ...event, properties: templatedProperties(event.properties, origin, pages) };
  if (event.$set) templated.$set = templatedProperties(event.$set, origin, pages);
  if (event.$set_once) templated.$set_once = templatedProperties(event.$set_once, origin, pages);
  return templated;
}

/** The tab's addresses and their templates, kept while the tab lives (posthog keeps its first pages as long). */
export const ANALYTICS_PAGES_KEY = 'pp.analytics.pages';
const ANALYTICS_PAGES_MAX = 200;

/** The tab's pages with this one added; the oldest go past 200. */
export function withPage(kept: string | null, pathname: string, page: string): Map<string, string> {
  let pages = new Map<string, string>();
  try {
    const parsed = JSON.parse(kept ?? '[]') as unknown;
    if (Array.isArray(parsed))
      pages = new Map(
        parsed.filter((entry): entry is [string, string] => Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'string'),
      );
  } catch {
    // Not what this module wrote: start again.
  }
  pages.delete(pathname);
  pages.set(pathname, page);
  while (pages.size > ANALYTICS_PAGES_MAX) pages.delete(pages.keys().next().value!);
  return pages;
}
