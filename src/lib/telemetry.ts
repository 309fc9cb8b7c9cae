// Product analytics (posthog-js) and the support chat widget: on only when configured,
// with the settings of SPEC §9. Nothing here may carry a personal identity number.
import type { AppConfig } from './config';
import type { User } from './api/schemas';

export const ANALYTICS_SETTINGS = {
  // A new session after 30 min idle (posthog also starts one after 24 h).
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
  persistence: 'memory',
} as const;

const CHAT_SESSION_MS = 3_600_000;
export const CHAT_SHUTDOWN_REPEAT_MS = 7_000;

export interface TelemetryConfig {
  analytics: { key: string; host: string } | null;
  chat: { appId: string; widgetUrl: string; userId: string; userHash: string; language: string; sessionDuration: number } | null;
}

export function telemetryFor(config: AppConfig, user: User | null, language: string): TelemetryConfig {
  return {
    analytics: config.analytics.key && config.analytics.host ? { key: config.analytics.key, host: config.analytics.host } : null,
    chat:
      config.chat.appId && user
        ? {
            appId: config.chat.appId,
            widgetUrl: config.chat.widgetUrl,
            userId: user.intercomUserId,
            userHash: user.intercomUserAuthCode,
            language,
            sessionDuration: CHAT_SESSION_MS,
          }
        : null,
  };
}

/** The CSP sources the configured services need, and no others. */
export function telemetrySources(config: AppConfig): { script: string[]; connect: string[]; img: string[]; frame: string[]; font: string[] } {
  const analytics = config.analytics.key && config.analytics.host ? [new URL(config.analytics.host).origin] : [];
  const chat = config.chat.appId ? config.chat.hosts : [];
  return { script: [...chat], connect: [...analytics, ...chat], img: [...chat], frame: [...chat], font: [...chat] };
}

/** A page view names the page, never its query string (filters may hold what a dealer typed). */
export function pageViewUrl(location: { origin: string; pathname: string }): string {
  return location.origin + location.pathname;
}
