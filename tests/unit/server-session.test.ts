// Session, sign-out, access checks and feature flags, with an in-memory session and stubbed
// identity provider and API: what a signed-in dealer (or a script) would notice.
import type { APIContext, AstroCookies } from 'astro';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../src/lib/api/schemas';
import { BLANCO_LIST } from '../../src/lib/blanco/list';
import type { LeadListFilters } from '../../src/lib/leads/lead-query';
import { listState } from '../../src/lib/lists/list-state.server';
import { jsonError, withAccess } from '../../src/lib/server/endpoint.server';
import { AccessError, requireRole, requireUser } from '../../src/lib/server/require.server';
import { endSession, readSignedIn, startSignedInSession, type SignedIn } from '../../src/lib/server/session.server';
import { tokensFromResponse, type SessionTokens } from '../../src/lib/server/tokens';

const oidc = vi.hoisted(() => ({
  revokeRefreshToken: vi.fn(),
  refreshTokens: vi.fn(),
  refreshEndsSession: vi.fn((error: unknown) => String(error).includes('invalid_grant')),
}));
vi.mock('../../src/lib/server/oidc.server', () => oidc);
/** What the Worker was asked to finish after the response. */
const worker = vi.hoisted(() => ({ afterResponse: [] as Promise<unknown>[], endedStreams: [] as string[] }));
vi.mock('cloudflare:workers', () => ({
  waitUntil: (task: Promise<unknown>) => worker.afterResponse.push(task),
  // The organisation's object, as far as a sign-out reaches it: the session's streams end.
  env: {
    DEALER_STATE: {
      idFromName: (name: string) => name,
      get: (name: string) => ({ endStreams: async (tag: string) => void worker.endedStreams.push(`${name} ${tag}`) }),
    },
  },
}));

const { forcedLogout, signOut } = await import('../../src/lib/server/sign-out.server');
const { refreshForRequest, refreshOnce, replacementFor, settleWithin, REFRESH_WAIT_EXPIRED_MS, REFRESH_WAIT_MS, USABLE_FOR_MS } =
  await import('../../src/lib/server/refresh.server');

import type { PortalSession } from '../../src/lib/server/session-store.server';

/** An in-memory Astro session that records writes. */
function fakeSession(initial: Record<string, unknown> = {}) {
  const data = new Map(Object.entries(initial));
  const log: string[] = [];
  const session = {
    get: vi.fn(async (key: string) => data.get(key)),
    set: vi.fn((key: string, value: unknown) => {
      log.push(`set ${key}`);
      data.set(key, value);
    }),
    delete: vi.fn((key: string) => {
      log.push(`delete ${key}`);
      data.delete(key);
    }),
    regenerate: vi.fn(async () => {
      log.push('regenerate');
    }),
    destroy: vi.fn(() => {
      log.push('destroy');
      data.clear();
    }),
    tag: vi.fn(async () => 'session-tag'),
  };
  return { session: session as unknown as PortalSession & typeof session, data, log };
}

const fakeCookies = () => ({ delete: vi.fn() }) as unknown as AstroCookies & { delete: ReturnType<typeof vi.fn> };

const TOKENS: SessionTokens = { accessToken: 'access-1', refreshToken: 'refresh-1', idToken: 'id-1', expiresAt: 1_000 };
const USER = { id: 'u1', grantedRoles: ['BLANCO'], dealer: { countryCode: 'SE', organizationNumber: '556000-0000' } } as unknown as User;

describe('the signed-in session', () => {
  it('is signed in only with both tokens and a user', async () => {
    expect(await readSignedIn(fakeSession({ tokens: TOKENS, user: USER, pointBalance: 5 }).session)).toEqual({ tokens: TOKENS, user: USER, pointBalance: 5 });
    expect(await readSignedIn(fakeSession({ tokens: TOKENS, user: USER }).session)).toEqual({ tokens: TOKENS, user: USER, pointBalance: null });
    expect(await readSignedIn(fakeSession({ tokens: TOKENS }).session)).toBeNull();
    expect(await readSignedIn(fakeSession({ user: USER }).session)).toBeNull();
  });

  it('gets a new id at sign-in before anything is written, and drops the facilities kept before', async () => {
    const { session, data, log } = fakeSession({ facilities: { at: 1, list: [{ id: 'f9', name: 'Another dealer’s' }] } });
    const signedIn: SignedIn = { tokens: TOKENS, user: USER, pointBalance: 7 };
    await startSignedInSession(session, signedIn);
    expect(log).toEqual(['regenerate', 'delete facilities', 'set tokens', 'set user', 'set pointBalance', 'set userReadAt']);
    expect(Object.fromEntries(data)).toEqual({ tokens: TOKENS, user: USER, pointBalance: 7, userReadAt: expect.any(Number) });
  });

  it('ends by destroying the session', () => {
    const { session, log } = fakeSession({ tokens: TOKENS });
    endSession(session);
    expect(log).toEqual(['destroy']);
  });
});

describe('tokens from the identity provider', () => {
  it('keeps the refresh and ID token of the previous tokens when a refresh answer leaves them out', () => {
    expect(tokensFromResponse({ access_token: 'a2', expires_in: 60 }, TOKENS, 10_000)).toEqual({
      accessToken: 'a2',
      refreshToken: 'refresh-1',
      idToken: 'id-1',
      expiresAt: 70_000,
    });
  });

  it('takes rotated tokens and assumes five minutes without an expiry', () => {
    expect(tokensFromResponse({ access_token: 'a2', refresh_token: 'r2', id_token: 'i2' }, TOKENS, 0)).toEqual({
      accessToken: 'a2',
      refreshToken: 'r2',
      idToken: 'i2',
      expiresAt: 300_000,
    });
    expect(tokensFromResponse({ access_token: 'a', refresh_token: 'r' }, null, 0).idToken).toBeNull();
  });

  it('refuses a sign-in without a refresh token, saying what to allow', () => {
    expect(() => tokensFromResponse({ access_token: 'a' }, null, 0)).toThrow(/offline_access/);
  });
});

describe('one token refresh per session at a time', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    oidc.refreshTokens.mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it('shares one refresh between parallel requests and tells late readers the new tokens', async () => {
    const fresh = { ...TOKENS, accessToken: 'access-2', refreshToken: 'refresh-2' };
    oidc.refreshTokens.mockResolvedValue(fresh);
    const tokens = { ...TOKENS, refreshToken: 'shared' };
    const [a, b] = await Promise.all([refreshOnce({} as never, tokens), refreshOnce({} as never, tokens)]);
    expect(a).toBe(fresh);
    expect(b).toBe(fresh);
    expect(oidc.refreshTokens).toHaveBeenCalledTimes(1);
    expect(replacementFor(tokens)).toBe(fresh);
    expect(await refreshOnce({} as never, tokens)).toBe(fresh);
    expect(oidc.refreshTokens).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(29_999);
    expect(replacementFor(tokens)).toBe(fresh);
    vi.advanceTimersByTime(1);
    expect(replacementFor(tokens)).toBeNull();
    oidc.refreshTokens.mockResolvedValue({ ...fresh, accessToken: 'access-3' });
    expect((await refreshOnce({} as never, tokens)).accessToken).toBe('access-3');
  });

  it('asks the provider once per refresh, with no second try inside the request', async () => {
    oidc.refreshTokens.mockRejectedValueOnce(new Error('fetch failed'));
    await expect(refreshOnce({} as never, { ...TOKENS, refreshToken: 'blip' })).rejects.toThrow('fetch failed');
    expect(oidc.refreshTokens).toHaveBeenCalledTimes(1);
  });

  it('lets the next request try again after a failed refresh', async () => {
    const tokens = { ...TOKENS, refreshToken: 'failing' };
    oidc.refreshTokens.mockRejectedValueOnce(new Error('invalid_grant'));
    await expect(refreshOnce({} as never, tokens)).rejects.toThrow('invalid_grant');
    expect(replacementFor(tokens)).toBeNull();
    oidc.refreshTokens.mockResolvedValueOnce({ ...tokens, accessToken: 'again' });
    expect((await refreshOnce({} as never, tokens)).accessToken).toBe('again');
  });

  it('has no replacement for tokens nobody refreshed', () => {
    expect(replacementFor({ ...TOKENS, refreshToken: 'never' })).toBeNull();
  });
});

describe('how long a page waits for a refresh', () => {
  const NOW = 1_000_000;
  const clock = () => NOW;
  const fresh = { ...TOKENS, accessToken: 'access-2', refreshToken: 'refresh-2' };
  let n = 0;
  const due = (expiresInMs: number): SessionTokens => ({ ...TOKENS, refreshToken: `due-${++n}`, expiresAt: NOW + expiresInMs });
  beforeEach(() => {
    vi.useFakeTimers();
    oidc.refreshTokens.mockReset();
  });
  afterEach(() => vi.useRealTimers());

  /** A provider that answers after `ms`. */
  const answersAfter = (ms: number, answer: () => unknown) =>
    oidc.refreshTokens.mockImplementation(
      () =>
        new Promise((resolve, reject) =>
          setTimeout(() => {
            try {
              resolve(answer());
            } catch (error) {
              reject(error);
            }
          }, ms),
        ),
    );

  it('takes new tokens that come within the wait', async () => {
    answersAfter(REFRESH_WAIT_MS - 1, () => fresh);
    const result = refreshForRequest({} as never, due(30_000), clock);
    await vi.advanceTimersByTimeAsync(REFRESH_WAIT_MS);
    expect(await result).toEqual({ outcome: 'refreshed', tokens: fresh });
  });

  it('stops waiting at REFRESH_WAIT_MS while the access token still serves, and hands over the refresh still running', async () => {
    answersAfter(REFRESH_WAIT_MS + 1, () => fresh);
    const tokens = due(30_000);
    const result = refreshForRequest({} as never, tokens, clock);
    await vi.advanceTimersByTimeAsync(REFRESH_WAIT_MS);
    const step = await result;
    expect(step).toMatchObject({ outcome: 'kept', tokens, reason: `no answer within ${REFRESH_WAIT_MS} ms` });
    if (step.outcome !== 'kept' || !step.stillRunning) throw new Error('no refresh handed over');
    await vi.advanceTimersByTimeAsync(1);
    expect(await step.stillRunning).toBe(fresh);
  });

  it('waits REFRESH_WAIT_EXPIRED_MS for an access token with less than USABLE_FOR_MS left, then serves the request signed out', async () => {
    answersAfter(REFRESH_WAIT_EXPIRED_MS - 1, () => fresh);
    const inTime = refreshForRequest({} as never, due(USABLE_FOR_MS - 1), clock);
    await vi.advanceTimersByTimeAsync(REFRESH_WAIT_EXPIRED_MS);
    expect(await inTime).toEqual({ outcome: 'refreshed', tokens: fresh });

    answersAfter(REFRESH_WAIT_EXPIRED_MS + 1, () => fresh);
    const late = refreshForRequest({} as never, due(USABLE_FOR_MS - 1), clock);
    await vi.advanceTimersByTimeAsync(REFRESH_WAIT_EXPIRED_MS);
    expect(await late).toMatchObject({ outcome: 'kept', tokens: null });
    await vi.advanceTimersByTimeAsync(1);
  });

  it('uses an access token with exactly USABLE_FOR_MS left', async () => {
    answersAfter(REFRESH_WAIT_MS + 1, () => fresh);
    const tokens = due(USABLE_FOR_MS);
    const result = refreshForRequest({} as never, tokens, clock);
    await vi.advanceTimersByTimeAsync(REFRESH_WAIT_MS);
    expect(await result).toMatchObject({ outcome: 'kept', tokens });
    await vi.advanceTimersByTimeAsync(1);
  });

  it('ends the session only when the provider refuses the grant; an outage keeps it on the access token', async () => {
    answersAfter(10, () => {
      throw new Error('invalid_grant: grant request is invalid');
    });
    const refused = refreshForRequest({} as never, due(30_000), clock);
    await vi.advanceTimersByTimeAsync(10);
    expect(await refused).toEqual({ outcome: 'refused', reason: 'invalid_grant: grant request is invalid' });

    answersAfter(10, () => {
      throw new Error('HTTP 503');
    });
    const tokens = due(30_000);
    const outage = refreshForRequest({} as never, tokens, clock);
    await vi.advanceTimersByTimeAsync(10);
    expect(await outage).toEqual({ outcome: 'kept', tokens, stillRunning: null, reason: 'HTTP 503' });
    oidc.refreshTokens.mockRejectedValueOnce('not an Error');
    const odd = refreshForRequest({} as never, due(30_000), clock);
    expect(await odd).toMatchObject({ outcome: 'kept', reason: 'not an Error' });
  });

  it('settleWithin tells a settled promise from one still running, and leaves no timer behind', async () => {
    expect(await settleWithin(Promise.resolve(1), 10)).toEqual({ state: 'fulfilled', value: 1 });
    expect(await settleWithin(Promise.reject(new Error('no')), 10)).toEqual({ state: 'rejected', reason: new Error('no') });
    const pending = settleWithin(new Promise(() => {}), 10);
    await vi.advanceTimersByTimeAsync(10);
    expect(await pending).toEqual({ state: 'pending' });
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('access checks of actions and endpoints', () => {
  const api = {} as never;
  const locals = (value: Partial<App.Locals>) => value as App.Locals;
  it('wants a signed-in user with an API client', () => {
    expect(() => requireUser(locals({ user: null, api: null }))).toThrow(AccessError);
    expect(() => requireUser(locals({ user: USER, api: null }))).toThrow(AccessError);
    expect(() => requireUser(locals({ user: null, api }))).toThrow(AccessError);
    expect(requireUser(locals({ user: USER, api }))).toEqual({ user: USER, api });
  });

  it('answers 401 to the signed-out and 403 to a user without any of the roles', () => {
    const status = (run: () => unknown) => {
      try {
        run();
        return 'allowed';
      } catch (error) {
        return error instanceof AccessError ? [error.status, error.name, error.message] : error;
      }
    };
    expect(status(() => requireRole(locals({ user: null, api: null }), ['BLANCO']))).toEqual([401, 'AccessError', 'Sign-in required']);
    expect(status(() => requireRole(locals({ user: USER, api }), ['LEASING', 'POINT_SHOP']))).toEqual([
      403,
      'AccessError',
      'Missing role: one of LEASING, POINT_SHOP',
    ]);
    expect(status(() => requireRole(locals({ user: USER, api }), ['LEASING', 'BLANCO']))).toBe('allowed');
  });

  const context = (locals: Partial<App.Locals>) => ({ locals }) as APIContext;

  it('runs the endpoint for an allowed user', async () => {
    const response = await withAccess(context({ user: USER, api }), ['BLANCO'], async ({ user }) => Response.json({ id: user.id }));
    expect(await response.json()).toEqual({ id: 'u1' });
  });

  it('answers a script with a JSON error naming why', async () => {
    const signedOut = await withAccess(context({ user: null, api: null }), ['BLANCO'], async () => new Response('no'));
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toEqual({ error: { code: 'signInRequired' } });
    const forbidden = await withAccess(context({ user: USER, api }), ['LEASING'], async () => new Response('no'));
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toEqual({ error: { code: 'noAccess' } });
    expect(await jsonError(409, 'x').json()).toEqual({ error: { code: 'x' } });
  });

  it('sends a plain form post to a page instead', async () => {
    const page = (status: 401 | 403) => new Response(`page ${status}`, { status: 303 });
    const response = await withAccess(context({ user: USER, api }), ['LEASING'], async () => new Response('no'), page);
    expect(response.status).toBe(303);
    expect(await response.text()).toBe('page 403');
  });

  it('lets other errors through', async () => {
    await expect(withAccess(context({ user: USER, api }), ['BLANCO'], async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
  });
});

describe('the loan list’s saved state', () => {
  type Session = Parameters<typeof listState>[0];
  const EMPTY_FILTERS = BLANCO_LIST.empty;
  const savedSearch = (session: Session) => listState(session, 'blanco').search();
  const saveSearch = (session: Session, search: string) => listState(session, 'blanco').saveSearch(search);
  const savedListQuery = (session: Session) => listState(session, 'blanco').savedQuery();
  const saveListState = (session: Session, filters: LeadListFilters) => listState(session, 'blanco').saveQuery(BLANCO_LIST.toSearchParams(filters).toString());

  it('keeps the search trimmed and at most 100 characters, in the session only', async () => {
    const { session, data } = fakeSession();
    expect(await savedSearch(session)).toBe('');
    await saveSearch(session, '  19850709-9805  ');
    expect(data.get('blancoSearch')).toBe('19850709-9805');
    expect(await savedSearch(session)).toBe('19850709-9805');
    await saveSearch(session, 'x'.repeat(150));
    expect(data.get('blancoSearch')).toBe('x'.repeat(100));
  });

  it('forgets an emptied search and writes nothing when it did not change', async () => {
    const { session, data, log } = fakeSession({ blancoSearch: 'Anna' });
    await saveSearch(session, ' Anna ');
    expect(log).toEqual([]);
    await saveSearch(session, '   ');
    expect(data.has('blancoSearch')).toBe(false);
    expect(log).toEqual(['delete blancoSearch']);
  });

  it('saves the filters as a query string only when they change', async () => {
    const { session, data, log } = fakeSession();
    expect(await savedListQuery(session)).toBe('');
    await saveListState(session, EMPTY_FILTERS);
    expect(log).toEqual([]);
    await saveListState(session, { ...EMPTY_FILTERS, mine: true, page: 2 });
    expect(data.get('blancoListState')).toBe('mine=1&page=2');
    expect(await savedListQuery(session)).toBe('mine=1&page=2');
    await saveListState(session, { ...EMPTY_FILTERS, mine: true, page: 2 });
    expect(log).toEqual(['set blancoListState']);
    await saveListState(session, EMPTY_FILTERS);
    expect(data.has('blancoListState')).toBe(false);
  });

  it('forgets the saved filters on reset', async () => {
    const { session, data } = fakeSession({ blancoListState: 'mine=1' });
    listState(session, 'blanco').forgetQuery();
    expect(data.has('blancoListState')).toBe(false);
  });

  it('works without a session (nothing saved, nothing read)', async () => {
    await saveSearch(undefined, 'x');
    await saveListState(undefined, { ...EMPTY_FILTERS, mine: true });
    expect(await savedSearch(undefined)).toBe('');
    expect(await savedListQuery(undefined)).toBe('');
  });
});

describe('signing out', () => {
  beforeEach(() => oidc.revokeRefreshToken.mockResolvedValue(undefined));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    oidc.revokeRefreshToken.mockReset();
  });

  function signOutContext(path: string, method = 'GET', session = fakeSession({ tokens: TOKENS, user: USER })) {
    const cookies = fakeCookies();
    const apiCalls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
        apiCalls.push(`${init.method} ${String(input)} ${new Headers(init.headers).get('authorization')}`);
        return new Response(null, { status: 204 });
      }),
    );
    const context = {
      cookies,
      url: new URL(`https://partner.example.se${path}`),
      request: new Request(`https://partner.example.se${path}`, { method }),
      locals: { session: session.session, country: 'SE', config: { oidc: { issuer: 'https://idp' }, apiBaseUrl: { SE: 'https://api/se/', FI: 'x', DK: 'x' } } },
      redirect: (location: string, status: number) => new Response(null, { status, headers: { location } }),
    } as unknown as APIContext;
    return { context, session, cookies, apiCalls };
  }

  it('revokes the refresh token and the API token, then ends the session', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { context, session, apiCalls } = signOutContext('/');
    await signOut(context);
    expect(warn).not.toHaveBeenCalled();
    expect(oidc.revokeRefreshToken).toHaveBeenCalledWith({ issuer: 'https://idp' }, 'refresh-1');
    expect(apiCalls).toEqual(['POST https://api/se/token/revoke-token Bearer access-1']);
    expect(session.log).toContain('destroy');
    await Promise.all(worker.afterResponse);
    expect(worker.endedStreams).toContain('SE:556000-0000 session-tag');
  });

  it('still ends the session when revoking fails, and logs it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    oidc.revokeRefreshToken.mockRejectedValueOnce(new Error('provider down'));
    const { context, session } = signOutContext('/');
    await signOut(context);
    expect(session.log).toContain('destroy');
    expect(String(warn.mock.calls[0]?.[0])).toContain('token revocation failed during sign-out');
    expect(String(warn.mock.calls[0]?.[0])).toContain('provider down');
  });

  it('revokes nothing for a session that is not signed in, but still ends it', async () => {
    const { context, session, apiCalls } = signOutContext('/', 'GET', fakeSession({}));
    await signOut(context);
    expect(oidc.revokeRefreshToken).not.toHaveBeenCalled();
    expect(apiCalls).toEqual([]);
    expect(session.log).toEqual(['destroy']);
  });

  it('ends only this session when forced out: the API’s revoke-token (every device) is never called, the refresh token is revoked after the response', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    worker.afterResponse.length = 0;
    worker.endedStreams.length = 0;
    let revoked = false;
    oidc.revokeRefreshToken.mockImplementation(
      () =>
        new Promise((done) =>
          setTimeout(() => {
            revoked = true;
            done(undefined);
          }, 50),
        ),
    );
    const { context, session, apiCalls } = signOutContext('/blanco');
    const response = await forcedLogout(context, 'token refresh refused: invalid_grant');
    expect(response.status).toBe(303);
    expect(session.log).toContain('destroy');
    expect(apiCalls).toEqual([]);
    expect(revoked).toBe(false);
    // After the response: the refresh token's revocation, and the end of the session's live streams.
    expect(worker.afterResponse).toHaveLength(2);
    await Promise.all(worker.afterResponse);
    expect(revoked).toBe(true);
    expect(worker.endedStreams).toContain('SE:556000-0000 session-tag');
    expect(oidc.revokeRefreshToken).toHaveBeenCalledWith({ issuer: 'https://idp' }, 'refresh-1');
  });

  it('logs a revocation that fails after a forced sign-out instead of losing it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    worker.afterResponse.length = 0;
    oidc.revokeRefreshToken.mockRejectedValueOnce(new Error('provider down'));
    await forcedLogout(signOutContext('/').context, 'api 401');
    await Promise.all(worker.afterResponse);
    const lines = warn.mock.calls.map((call) => JSON.parse(String(call[0])) as { message: string; error?: string });
    expect(lines).toContainEqual(
      expect.objectContaining({ message: 'refresh token revocation after a forced sign-out failed after the response', error: 'provider down' }),
    );
  });

  it('sends a forced-out page request to sign in again and back to the same page', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { context, session } = signOutContext('/blanco/L1');
    const response = await forcedLogout(context, 'refresh failed');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/login?returnTo=%2Fblanco%2FL1');
    expect(session.log).toContain('destroy');
  });

  it('sends a forced-out form post to Home after sign-in, not back to the post', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { context } = signOutContext('/profile', 'POST');
    const response = await forcedLogout(context, 'api 401');
    expect(response.headers.get('location')).toBe('/login?returnTo=%2F');
  });

  it('tells scripts with a 401 instead of a redirect they cannot follow', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const action = await forcedLogout(signOutContext('/_actions/applyBlanco', 'POST').context, 'api 401');
    expect(action.status).toBe(401);
    expect(await action.json()).toEqual({ type: 'AstroActionError', code: 'UNAUTHORIZED', status: 401, message: 'Signed out' });
    const endpoint = await forcedLogout(signOutContext('/api/point-balance').context, 'api 401');
    expect(endpoint.status).toBe(401);
    expect(await endpoint.json()).toEqual({ error: { code: 'signInRequired' } });
    expect(JSON.parse(String(warn.mock.calls[0]?.[0]))).toMatchObject({ message: 'forced logout', reason: 'api 401', path: '/_actions/applyBlanco' });
  });
});
