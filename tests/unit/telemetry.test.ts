import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/lib/config';
import {
  analyticsSessionIdle,
  ANALYTICS_SETTINGS,
  NAVIGATED_EVENT,
  templatedEvent,
  templatedValue,
  telemetryFor,
  telemetrySources,
  UNKNOWN_PAGE,
  withPage,
} from '../../src/lib/telemetry';
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
    expect(telemetryFor(config, user, 'sv', '/blanco')).toEqual({ analytics: null, chat: null, chatShutdown: null, page: '/blanco' });
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
    const telemetry = telemetryFor(config, user, 'fi', '/blanco');
    expect(telemetry.chat).toMatchObject({ appId: 'app', userId: 'u-1', userHash: 'hmac', language: 'fi', sessionDuration: 3_600_000 });
    expect(telemetryFor(config, null, 'fi', '/blanco').chat).toBeNull();
    // Signed out, only what shuts the chat down again after a log out: no user's identity.
    expect(telemetryFor(config, null, 'fi', '/blanco').chatShutdown).toEqual({ appId: 'app', widgetUrl: 'https://widget.intercom.io/widget/' });
    expect(telemetry.chatShutdown).toBeNull();
  });

  it('take the deployment’s session idle limit within 60–36 000 s, 1800 s when none is set', () => {
    const withIdle = (seconds?: string) =>
      telemetryFor(
        parseConfig({ ...base, ANALYTICS_KEY: 'k', ANALYTICS_HOST: 'https://a.example', ANALYTICS_SESSION_IDLE_SECONDS: seconds }),
        null,
        'sv',
        '/blanco',
      ).analytics?.sessionIdleSeconds;
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

  it('name a page by its route, or as unknown', () => {
    expect(telemetryFor(parseConfig(base), null, 'sv', '/blanco/:id').page).toBe('/blanco/:id');
    expect(telemetryFor(parseConfig(base), null, 'sv', null).page).toBe(UNKNOWN_PAGE);
  });

  it('a missing setting names the variable', () => {
    expect(() => parseConfig({ ...base, OIDC_ISSUER: undefined })).toThrow(/OIDC_ISSUER/);
  });
});

describe('an analytics event', () => {
  const ORIGIN = 'https://portal.example.se';
  const TOKEN = 'k3Jd93hfQ0xq7Vb1sYtNw2PmZc8LrA4e';
  const pages = new Map([
    ['/activate-account', '/activate-account'],
    ['/blanco/L-4711', '/blanco/:id'],
    ['/blanco', '/blanco'],
  ]);

  it('names the portal’s addresses by their page’s template, without query or fragment', () => {
    expect(templatedValue(`${ORIGIN}/blanco/L-4711?search=198503129820#top`, ORIGIN, pages)).toBe(`${ORIGIN}/blanco/:id`);
    expect(templatedValue('/blanco/L-4711?x=1', ORIGIN, pages)).toBe('/blanco/:id');
    expect(templatedValue('/blanco', ORIGIN, pages)).toBe('/blanco');
    // The page view names its page by its template already.
    expect(templatedValue(`${ORIGIN}/blanco/:id`, ORIGIN, pages)).toBe(`${ORIGIN}/blanco/:id`);
  });

  it('says “unknown” for an address the tab did not show, and keeps only the site of another', () => {
    expect(templatedValue(`${ORIGIN}/activate-account/${TOKEN}`, ORIGIN, pages)).toBe(`${ORIGIN}${UNKNOWN_PAGE}`);
    expect(templatedValue(`/activate-account/${TOKEN}`, ORIGIN, pages)).toBe(UNKNOWN_PAGE);
    expect(templatedValue(`https://mail.example.com/inbox/read?token=${TOKEN}`, ORIGIN, pages)).toBe('https://mail.example.com');
    expect(templatedValue('http://[bad', ORIGIN, pages)).toBe(UNKNOWN_PAGE);
  });

  it('keeps what is no address', () => {
    for (const value of ['web', 'Chrome', '$pageview', '', 'Fel: /blanco/L-4711']) expect(templatedValue(value, ORIGIN, pages)).toBe(value);
  });

  it('has every address templated: its properties, and what it sets on the person once or again', () => {
    const event = {
      event: '$pageview',
      properties: {
        $current_url: `${ORIGIN}/blanco/L-4711`,
        $pathname: '/blanco/L-4711',
        $session_entry_url: `${ORIGIN}/activate-account/${TOKEN}`,
        $referrer: '$direct',
        count: 3,
        nested: { kept: true },
      },
      $set: { $current_url: `${ORIGIN}/blanco/L-4711` },
      $set_once: {
        $initial_current_url: `${ORIGIN}/activate-account/${TOKEN}`,
        $initial_pathname: `/activate-account/${TOKEN}`,
        $initial_referrer: `https://mail.example.com/m/${TOKEN}`,
      },
    };
    const sent = templatedEvent(event, ORIGIN, pages);
    expect(JSON.stringify(sent)).not.toContain(TOKEN);
    expect(JSON.stringify(sent)).not.toContain('L-4711');
    expect(sent).toEqual({
      event: '$pageview',
      properties: {
        $current_url: `${ORIGIN}/blanco/:id`,
        $pathname: '/blanco/:id',
        $session_entry_url: `${ORIGIN}${UNKNOWN_PAGE}`,
        $referrer: '$direct',
        count: 3,
        nested: { kept: true },
      },
      $set: { $current_url: `${ORIGIN}/blanco/:id` },
      $set_once: { $initial_current_url: `${ORIGIN}${UNKNOWN_PAGE}`, $initial_pathname: UNKNOWN_PAGE, $initial_referrer: 'https://mail.example.com' },
    });
    expect(templatedEvent({ properties: {} }, ORIGIN, pages)).toEqual({ properties: {} });
  });

  it('knows the tab’s pages, newest last, at most 200, and starts again from what it did not write', () => {
    expect([...withPage(null, '/blanco/L-1', '/blanco/:id')]).toEqual([['/blanco/L-1', '/blanco/:id']]);
    const kept = JSON.stringify([
      ['/', '/'],
      ['/blanco', '/blanco'],
    ]);
    expect([...withPage(kept, '/', '/')]).toEqual([
      ['/blanco', '/blanco'],
      ['/', '/'],
    ]);
    expect([...withPage('{broken', '/', '/')]).toEqual([['/', '/']]);
    expect([...withPage(JSON.stringify({ a: 1 }), '/', '/')]).toEqual([['/', '/']]);
    expect([...withPage(JSON.stringify([['/x', 3], 'y', ['/z', '/z']]), '/', '/')]).toEqual([
      ['/z', '/z'],
      ['/', '/'],
    ]);
    const full = JSON.stringify(Array.from({ length: 200 }, (_, index) => [`/p${index}`, '/p']));
    const pagesNow = withPage(full, '/new', '/new');
    expect(pagesNow.size).toBe(200);
    expect(pagesNow.has('/p0')).toBe(false);
    expect(pagesNow.has('/p1')).toBe(true);
  });
});
