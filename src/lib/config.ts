// Deployment configuration from the worker's environment (wrangler.toml vars, secrets).
import * as v from 'valibot';
import type { CountryCode } from './api/schemas';

const Url = v.pipe(v.string(), v.url());
const Optional = v.optional(v.string(), '');
const Seconds = v.pipe(v.string(), v.transform(Number), v.number(), v.integer(), v.minValue(1));

const EnvSchema = v.object({
  OIDC_ISSUER: Url,
  OIDC_CLIENT_ID: v.pipe(v.string(), v.minLength(1)),
  OIDC_CLIENT_SECRET: v.pipe(v.string(), v.minLength(1)),
  OIDC_AUDIENCE: v.pipe(v.string(), v.minLength(1)),
  API_BASE_URL_SE: Url,
  API_BASE_URL_FI: Url,
  API_BASE_URL_DK: Url,
  FLAGS_URL: Url,
  FLAG_CACHE_MS: v.optional(v.pipe(v.string(), v.transform(Number), v.number(), v.minValue(0)), '5000'),
  /** How long an isolate keeps a country-wide answer without personal data (docs/decisions/0050); tests set 0. */
  SHARED_CACHE_MS: v.optional(v.pipe(v.string(), v.transform(Number), v.number(), v.minValue(0)), '30000'),
  /** How long a flag value seen stands in while the flag service fails (docs/decisions/0043); tests shorten it. */
  FLAG_LAST_KNOWN_MS: v.optional(v.pipe(v.string(), v.transform(Number), v.number(), v.minValue(0)), '600000'),
  ANALYTICS_KEY: Optional,
  ANALYTICS_HOST: Optional,
  /** An analytics session ends after this many idle seconds (SPEC §9: 1800; posthog takes 60–36000). */
  ANALYTICS_SESSION_IDLE_SECONDS: v.optional(v.pipe(v.string(), v.transform(Number), v.number(), v.integer()), '1800'),
  CHAT_APP_ID: Optional,
  CHAT_WIDGET_URL: v.optional(Url, 'https://widget.intercom.io/widget/'),
  /** Space-separated origins the chat widget loads from and talks to (CSP). */
  CHAT_HOSTS: Optional,
  /** Session idle limit and absolute lifetime, seconds (docs/decisions/0010). */
  SESSION_IDLE_SECONDS: v.optional(Seconds, '3600'),
  SESSION_ABSOLUTE_SECONDS: v.optional(Seconds, '43200'),
  /** The country's external car marketplace, linked from /marketplace; empty: no link. */
  EXTERNAL_MARKETPLACE_URL_SE: v.optional(v.union([v.literal(''), Url]), ''),
  EXTERNAL_MARKETPLACE_URL_FI: v.optional(v.union([v.literal(''), Url]), ''),
  EXTERNAL_MARKETPLACE_URL_DK: v.optional(v.union([v.literal(''), Url]), ''),
});

export interface AppConfig {
  oidc: { issuer: string; clientId: string; clientSecret: string; audience: string };
  apiBaseUrl: Record<CountryCode, string>;
  flags: { url: string; cacheMs: number; lastKnownMs: number };
  /** Milliseconds an isolate keeps a country-wide answer (Home's marketplace cars and point shop teaser); 0: none kept. */
  sharedCacheMs: number;
  analytics: { key: string; host: string; sessionIdleSeconds: number };
  chat: { appId: string; widgetUrl: string; hosts: string[] };
  session: { idleMs: number; absoluteMs: number };
  /** Per country; '' when none is configured. */
  externalMarketplaceUrl: Record<CountryCode, string>;
}

/** Reads the environment once; a missing or malformed value names the variable to set. */
export function parseConfig(env: Record<string, unknown>): AppConfig {
  const result = v.safeParse(EnvSchema, env);
  if (!result.success) {
    const problems = result.issues.map((issue) => `${v.getDotPath(issue) ?? '?'}: ${issue.message}`).join('; ');
    throw new Error(`Portal configuration is incomplete (${problems}). Set these in wrangler.toml [vars] or with wrangler secret put.`);
  }
  const e = result.output;
  return {
    oidc: { issuer: e.OIDC_ISSUER, clientId: e.OIDC_CLIENT_ID, clientSecret: e.OIDC_CLIENT_SECRET, audience: e.OIDC_AUDIENCE },
    apiBaseUrl: { SE: e.API_BASE_URL_SE, FI: e.API_BASE_URL_FI, DK: e.API_BASE_URL_DK },
    flags: { url: e.FLAGS_URL, cacheMs: e.FLAG_CACHE_MS, lastKnownMs: e.FLAG_LAST_KNOWN_MS },
    sharedCacheMs: e.SHARED_CACHE_MS,
    analytics: { key: e.ANALYTICS_KEY, host: e.ANALYTICS_HOST, sessionIdleSeconds: e.ANALYTICS_SESSION_IDLE_SECONDS },
    chat: { appId: e.CHAT_APP_ID, widgetUrl: e.CHAT_WIDGET_URL, hosts: e.CHAT_HOSTS.split(/\s+/).filter(Boolean) },
    session: { idleMs: e.SESSION_IDLE_SECONDS * 1000, absoluteMs: e.SESSION_ABSOLUTE_SECONDS * 1000 },
    externalMarketplaceUrl: { SE: e.EXTERNAL_MARKETPLACE_URL_SE, FI: e.EXTERNAL_MARKETPLACE_URL_FI, DK: e.EXTERNAL_MARKETPLACE_URL_DK },
  };
}
