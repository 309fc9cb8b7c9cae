import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/lib/config';
import { analyticsSessionIdle, ANALYTICS_SETTINGS, NAVIGATED_EVENT, pageViewUrl, telemetryFor, telemetrySources } from '../../src/lib/telemetry';
import type { User } from '../../src/lib/api/schemas';

const base = {
  OIDC_ISSUER: 'https://login.example.se',
  OIDC_CLIENT_ID: 'id',
  OIDC_CLIENT_SECRET: 'secret',
  OIDC_AUDIENCE: 'aud',
  API_BASE_URL_SE: 'https://api.example/se',
  API_BASE_URL_FI: 'https://api.example/fi',
  API_BASE_URL_DK: 'https://api.example/dk',
  FLAGS_URL: 'https://flags.example',
};
const user = { intercomUserId: 'u-1', intercomUserAuthCode: 'hmac' } as User;

describe('analytics and chat', () => {
  it('are off, with no extra CSP source, when no keys are configured', () => {
    const config = parseConfig(base);
    expect(telemetryFor(config, user, 'sv')).toEqual({ analytics: null, chat: null, chatShutdown: null });
    expect(telemetrySources(config)).toEqual({ script: [], connect: [], img: [], frame: [], font: [] });
  });

  it('allow exactly the configured hosts when on', () => {
    const config = parseConfig({
      ...base,
      ANALYTICS_KEY: 'phc_1',
      ANALYTICS_HOST: 'https://eu.i.posthog.com/',
      CHAT_APP_ID: 'app',
      CHAT_HOSTS: 'https://widget.intercom.io  wss://nexus.intercom.io',
    });
    expect(telemetrySources(config)).toEqual({
      script: ['https://widget.intercom.io', 'wss://nexus.intercom.io'],
      connect: ['https://eu.i.posthog.com', 'https://widget.intercom.io', 'wss://nexus.intercom.io'],
      img: ['https://widget.intercom.io', 'wss://nexus.intercom.io'],
      frame: ['https://widget.intercom.io', 'wss://nexus.intercom.io'],
      font: ['https://widget.intercom.io', 'wss://nexus.intercom.io'],
    });
    const telemetry = telemetryFor(config, user, 'fi');
    expect(telemetry.chat).toMatchObject({ appId: 'app', userId: 'u-1', userHash: 'hmac', language: 'fi', sessionDuration: 3_600_000 });
    expect(telemetryFor(config, null, 'fi').chat).toBeNull();
    // Signed out, only what shuts the chat down again after a log out: no user's identity.
    expect(telemetryFor(config, null, 'fi').chatShutdown).toEqual({ appId: 'app', widgetUrl: 'https://widget.intercom.io/widget/' });
    expect(telemetry.chatShutdown).toBeNull();
  });

  it('take the deployment’s session idle limit within 60–36 000 s, 1800 s when none is set', () => {
    const withIdle = (seconds?: string) => telemetryFor(parseConfig({ ...base, ANALYTICS_KEY: 'k', ANALYTICS_HOST: 'https://a.example', ANALYTICS_SESSION_IDLE_SECONDS: seconds }), null, 'sv').analytics?.sessionIdleSeconds;
    expect(withIdle()).toBe(1800);
    expect(withIdle('60')).toBe(60);
    expect(withIdle('59')).toBe(60);
    expect(withIdle('36000')).toBe(36_000);
    expect(withIdle('36001')).toBe(36_000);
    expect(analyticsSessionIdle(600)).toBe(600);
  });

  it('use the settings of SPEC §9', () => {
    expect(ANALYTICS_SETTINGS.session_idle_timeout_seconds).toBe(1800);
    expect(ANALYTICS_SETTINGS.rate_limiting).toEqual({ events_per_second: 10, events_burst_limit: 100 });
    expect(ANALYTICS_SETTINGS.request_queue_config.flush_interval_ms).toBe(3000);
    expect(ANALYTICS_SETTINGS.autocapture).toBe(false);
    expect(ANALYTICS_SETTINGS.persistence).toBe('sessionStorage');
  });

  it('hear the lists’ in-place navigation by the event name the list script sends (written out there to stay inline)', () => {
    expect(readFileSync('src/scripts/list-enhance.ts', 'utf8')).toContain(`document.dispatchEvent(new Event('${NAVIGATED_EVENT}'))`);
  });

  it('send page views without the query string', () => {
    expect(pageViewUrl({ origin: 'https://p.example.se', pathname: '/blanco' })).toBe('https://p.example.se/blanco');
  });

  it('a missing setting names the variable', () => {
    expect(() => parseConfig({ ...base, OIDC_ISSUER: undefined })).toThrow(/OIDC_ISSUER/);
  });
});
