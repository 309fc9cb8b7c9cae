import { describe, expect, it } from 'vitest';
import { limitedKindOf, limitKey, rateLimitedJson, wantsJson } from '../../src/lib/server/rate-limit';

describe('what the portal throttles (ADR 0014)', () => {
  it('counts sign-in starts whatever the method, and every write, but no page view', () => {
    expect(limitedKindOf('GET', '/login')).toBe('signIn');
    expect(limitedKindOf('GET', '/callback')).toBe('signIn');
    for (const [method, path] of [
      ['POST', '/_actions/applyBlanco'],
      ['POST', '/api/blanco/leads'],
      ['POST', '/blanco'],
      ['PUT', '/api/x'],
      ['POST', '/api/blanco/leads/1/documents'],
    ]) {
      expect(limitedKindOf(method!, path!), `${method} ${path}`).toBe('post');
    }
    for (const path of ['/', '/blanco', '/blanco/apply', '/api/point-balance']) expect(limitedKindOf('GET', path)).toBeNull();
    expect(limitedKindOf('HEAD', '/')).toBeNull();
  });

  it('an attacker cannot pick a fresh budget with X-Forwarded-For: only CF-Connecting-IP counts', () => {
    const headers = new Headers({ 'cf-connecting-ip': '203.0.113.7', 'x-forwarded-for': '198.51.100.1' });
    expect(limitKey('signIn', headers, null)).toBe('signIn:ip:203.0.113.7');
    const spoofed = new Headers({ 'x-forwarded-for': '198.51.100.2' });
    expect(limitKey('signIn', spoofed, null)).toBe('signIn:ip:unknown');
  });

  it('a signed-in dealer’s writes count per user, so colleagues behind one office address do not share a budget', () => {
    const office = new Headers({ 'cf-connecting-ip': '203.0.113.7' });
    expect(limitKey('post', office, 'user-1')).not.toBe(limitKey('post', office, 'user-2'));
    expect(limitKey('post', office, null)).toBe('post:ip:203.0.113.7');
    // Sign-in starts stay per address even for a signed-in browser.
    expect(limitKey('signIn', office, 'user-1')).toBe('signIn:ip:203.0.113.7');
  });

  it('scripts and actions get JSON, a browser navigating gets the page', () => {
    expect(wantsJson('/api/blanco/leads', 'text/html')).toBe(true);
    expect(wantsJson('/_actions/applyBlanco', '*/*')).toBe(true);
    expect(wantsJson('/login', 'application/json')).toBe(true);
    expect(wantsJson('/login', 'text/html,application/xhtml+xml')).toBe(false);
  });

  it('answers 429 with Retry-After, in the action caller’s own error shape for actions', async () => {
    const api = rateLimitedJson('/api/blanco/leads');
    expect(api.status).toBe(429);
    expect(api.headers.get('retry-after')).toBe('60');
    expect(await api.json()).toEqual({ error: { code: 'rateLimited', retryAfterSeconds: 60 } });
    const action = rateLimitedJson('/_actions/applyBlanco');
    expect(await action.json()).toMatchObject({ type: 'AstroActionError', code: 'TOO_MANY_REQUESTS', status: 429 });
  });
});
