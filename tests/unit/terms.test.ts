// The user terms gate (SPEC §1, docs/decisions/0018): what a signed-in user who has not accepted may reach.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { TermsVersionSchema } from '../../src/lib/api/schemas';
import { ROUTES, pathTo } from '../../src/lib/routes';
import { afterTerms, hasAcceptedTerms, TERMS_VERSION, termsGate, termsPageFor, termsRefusalBody } from '../../src/lib/terms';

const CURRENT = { version: TERMS_VERSION, acceptedAt: '2026-11-23T09:00:00.000Z' };
const OLDER = { version: '2025-01-01', acceptedAt: '2025-01-02T09:00:00.000Z' };

describe('TERMS_VERSION', () => {
  it('is a date the Partner API accepts as a version', () => {
    expect(v.safeParse(TermsVersionSchema, TERMS_VERSION).success).toBe(true);
    expect(Number.isNaN(Date.parse(TERMS_VERSION))).toBe(false);
  });
});

describe('hasAcceptedTerms', () => {
  it('only the version in force counts: never accepted or an older version asks again', () => {
    expect(hasAcceptedTerms(CURRENT)).toBe(true);
    expect(hasAcceptedTerms(null)).toBe(false);
    expect(hasAcceptedTerms(OLDER)).toBe(false);
    expect(hasAcceptedTerms(CURRENT, '2027-03-01')).toBe(false);
    expect(hasAcceptedTerms(OLDER, '2025-01-01')).toBe(true);
  });
});

describe('termsGate', () => {
  const pages = ROUTES.filter((route) => !('internal' in route) && route.access.kind !== 'public' && route.name !== 'Terms');

  it.each(pages.map((route) => [route.name, pathTo(route.name, { id: '1', token: 't' })]))(
    'before accepting, page %s (%s) asks for the terms; after, it passes',
    (_name, path) => {
      expect(termsGate(path, null)).toBe('ask');
      expect(termsGate(path, OLDER)).toBe('ask');
      expect(termsGate(path, CURRENT)).toBe('pass');
    },
  );

  it.each(['/terms', '/terms/', '/logout', '/login', '/callback', '/activate-account/abc', '/no-access', '/maintenance', '/rate-limited'])(
    '%s stays reachable before accepting (the terms, log out, sign-in, internal screens)',
    (path) => expect(termsGate(path, null)).toBe('pass'),
  );

  it.each(['/_actions/saveProfile', '/_actions/applyBlanco', '/api/blanco/leads', '/api/point-balance', '/api/blanco/monthly-cost', '/api/sessions'])(
    'action or endpoint %s is refused before accepting and passes after',
    (path) => {
      expect(termsGate(path, null)).toBe('refuse');
      expect(termsGate(path, CURRENT)).toBe('pass');
    },
  );

  it.each(['/api/session', '/api/session/', '/_astro/index.abc123.css', '/favicon.svg'])('%s (keep-alive, assets) is no concern of the terms', (path) => {
    expect(termsGate(path, null)).toBe('pass');
  });

  it('a newer version in force asks even a user who accepted the last one', () => {
    expect(termsGate('/blanco', CURRENT, '2099-01-01')).toBe('ask');
    expect(termsGate('/_actions/saveProfile', CURRENT, '2099-01-01')).toBe('refuse');
  });
});

describe('termsPageFor', () => {
  it('remembers the page first asked for, with its query', () => {
    expect(termsPageFor('GET', '/blanco', '?status=APPROVED&page=2')).toBe(`/terms?returnTo=${encodeURIComponent('/blanco?status=APPROVED&page=2')}`);
    expect(termsPageFor('GET', '/user/my-profile', '')).toBe(`/terms?returnTo=${encodeURIComponent('/user/my-profile')}`);
  });

  it('Home needs no returnTo', () => {
    expect(termsPageFor('GET', '/', '')).toBe('/terms');
  });

  it('a form post comes back to its page without the action it carried', () => {
    expect(termsPageFor('POST', '/blanco/apply', '?_action=applyBlanco')).toBe(`/terms?returnTo=${encodeURIComponent('/blanco/apply')}`);
    expect(termsPageFor('GET', '/blanco/apply', '?_action=applyBlanco&x=1')).toBe(`/terms?returnTo=${encodeURIComponent('/blanco/apply?x=1')}`);
  });
});

describe('afterTerms', () => {
  it.each([
    ['/blanco?page=2', '/blanco?page=2'],
    ['/user', '/user'],
    [null, '/'],
    ['', '/'],
    ['https://evil.example/', '/'],
    ['//evil.example/', '/'],
    ['/\\evil.example', '/'],
    ['/blanco\r\nSet-Cookie: x=1', '/'],
    ['/terms', '/'],
    ['/terms?returnTo=/blanco', '/'],
    ['/login', '/'],
    ['/no-access', '/'],
    ['/nowhere', '/'],
  ])('returnTo %j leads to %s', (returnTo, expected) => {
    expect(afterTerms(returnTo)).toBe(expected);
  });
});

describe('termsRefusalBody', () => {
  it('an action gets the shape astro:actions reads (FORBIDDEN with the message)', () => {
    expect(termsRefusalBody('/_actions/saveProfile', 'Godkänn villkoren')).toEqual({
      type: 'AstroActionError',
      code: 'FORBIDDEN',
      status: 403,
      message: 'Godkänn villkoren',
    });
  });

  it('an endpoint gets the portal error shape with the message and where the terms are', () => {
    expect(termsRefusalBody('/api/blanco/leads', 'Godkänn villkoren')).toEqual({
      error: { code: 'termsNotAccepted', message: 'Godkänn villkoren', termsUrl: '/terms' },
    });
  });
});
