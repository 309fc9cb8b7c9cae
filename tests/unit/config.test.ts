import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/lib/config';

const ENV = {
  OIDC_ISSUER: 'https://login.example.se',
  OIDC_CLIENT_ID: 'portal',
  OIDC_CLIENT_SECRET: 'secret',
  OIDC_AUDIENCE: 'partner-api',
  API_BASE_URL_SE: 'https://api.example/se',
  API_BASE_URL_FI: 'https://api.example/fi',
  API_BASE_URL_DK: 'https://api.example/dk',
  FLAGS_URL: 'https://flags.example',
};

describe('the worker’s configuration', () => {
  it('reads every variable, with defaults for the optional ones', () => {
    expect(parseConfig(ENV)).toEqual({
      oidc: { issuer: 'https://login.example.se', clientId: 'portal', clientSecret: 'secret', audience: 'partner-api' },
      apiBaseUrl: { SE: 'https://api.example/se', FI: 'https://api.example/fi', DK: 'https://api.example/dk' },
      flags: { url: 'https://flags.example', cacheMs: 5000, lastKnownMs: 600_000 },
      sharedCacheMs: 30_000,
      analytics: { key: '', host: '', sessionIdleSeconds: 1800 },
      chat: { appId: '', widgetUrl: 'https://widget.intercom.io/widget/', hosts: [] },
      session: { idleMs: 3_600_000, absoluteMs: 43_200_000 },
      externalMarketplaceUrl: { SE: '', FI: '', DK: '' },
    });
  });

  it('takes each country’s external marketplace address, and refuses one that is no URL', () => {
    const config = parseConfig({ ...ENV, EXTERNAL_MARKETPLACE_URL_SE: 'https://cars.example.se/', EXTERNAL_MARKETPLACE_URL_DK: '' });
    expect(config.externalMarketplaceUrl).toEqual({ SE: 'https://cars.example.se/', FI: '', DK: '' });
    expect(() => parseConfig({ ...ENV, EXTERNAL_MARKETPLACE_URL_FI: 'cars.example.fi' })).toThrow(/EXTERNAL_MARKETPLACE_URL_FI/);
  });

  it('takes the session limits in seconds', () => {
    expect(parseConfig({ ...ENV, SESSION_IDLE_SECONDS: '900', SESSION_ABSOLUTE_SECONDS: '28800' }).session).toEqual({
      idleMs: 900_000,
      absoluteMs: 28_800_000,
    });
  });

  it('takes the flag cache time as a number and the chat hosts as a list', () => {
    const config = parseConfig({ ...ENV, FLAG_CACHE_MS: '0', CHAT_HOSTS: ' https://a.example  https://b.example ', CHAT_WIDGET_URL: 'https://w.example/' });
    expect(config.flags.cacheMs).toBe(0);
    expect(config.flags.lastKnownMs).toBe(600_000);
    expect(parseConfig({ ...ENV, FLAG_LAST_KNOWN_MS: '4000' }).flags.lastKnownMs).toBe(4_000);
    expect(config.chat).toEqual({ appId: '', widgetUrl: 'https://w.example/', hosts: ['https://a.example', 'https://b.example'] });
  });

  it.each([
    ['OIDC_CLIENT_ID', ''],
    ['OIDC_CLIENT_SECRET', ''],
    ['OIDC_AUDIENCE', ''],
    ['API_BASE_URL_FI', 'not a url'],
    ['FLAGS_URL', undefined],
    ['FLAG_CACHE_MS', '-1'],
    ['FLAG_CACHE_MS', 'soon'],
    ['FLAG_LAST_KNOWN_MS', '-1'],
    ['CHAT_WIDGET_URL', 'widget'],
  ])('refuses %s = %j, naming it and where to set it', (name, value) => {
    expect(() => parseConfig({ ...ENV, [name]: value })).toThrow(
      new RegExp(`^Portal configuration is incomplete \\(${name}: .+\\)\\. Set these in wrangler\\.toml \\[vars\\] or with wrangler secret put\\.$`),
    );
  });

  it('says so when there is no environment at all', () => {
    expect(() => parseConfig(undefined as unknown as Record<string, unknown>)).toThrow(/^Portal configuration is incomplete \(\?: /);
  });

  it('names every problem at once', () => {
    expect(() => parseConfig({ ...ENV, OIDC_ISSUER: 'x', FLAGS_URL: 'y' })).toThrow(/OIDC_ISSUER: .+; FLAGS_URL: /);
  });
});
