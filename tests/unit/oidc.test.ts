// Sign-in with the identity provider over a stubbed fetch playing the provider: discovery,
// the authorization URL (PKCE S256, state, nonce, prompt=login), the code exchange with an
// ID token signed by the provider's key, refresh and revocation.
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

const ISSUER = 'https://idp.test';
const OIDC = { issuer: ISSUER, clientId: 'portal', clientSecret: 'secret', audience: 'partner-api' };
const REDIRECT = 'https://partner.example.se/auth/callback';

let keys: Awaited<ReturnType<typeof generateKeyPair>>;
let jwk: Record<string, unknown>;
let requests: { url: string; method: string; body: URLSearchParams; authorization: string | null }[];
let tokenAnswer: (body: URLSearchParams) => Promise<Response> | Response;
let oidc: typeof import('../../src/lib/server/oidc.server');

const METADATA = {
  issuer: ISSUER,
  authorization_endpoint: `${ISSUER}/auth`,
  token_endpoint: `${ISSUER}/token`,
  revocation_endpoint: `${ISSUER}/token/revocation`,
  jwks_uri: `${ISSUER}/jwks`,
  response_types_supported: ['code'],
  id_token_signing_alg_values_supported: ['RS256'],
  code_challenge_methods_supported: ['S256'],
};

beforeAll(async () => {
  keys = await generateKeyPair('RS256');
  jwk = { ...(await exportJWK(keys.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
});

beforeEach(async () => {
  vi.resetModules();
  oidc = await import('../../src/lib/server/oidc.server');
  requests = [];
  tokenAnswer = () => Response.json({ error: 'invalid_grant' }, { status: 400 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const request = new Request(input, init);
      const body = new URLSearchParams(request.method === 'POST' ? await request.text() : '');
      requests.push({ url: request.url, method: request.method, body, authorization: request.headers.get('authorization') });
      const path = new URL(request.url).pathname;
      if (path === '/.well-known/openid-configuration') return Response.json(METADATA);
      if (path === '/jwks') return Response.json({ keys: [jwk] });
      if (path === '/token') return tokenAnswer(body);
      if (path === '/token/revocation') return new Response(null, { status: 200 });
      return new Response('not found', { status: 404 });
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

const idToken = (claims: Record<string, unknown>) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setIssuer(ISSUER)
    .setAudience('portal')
    .setSubject('u1')
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(keys.privateKey);

describe('starting a sign-in', () => {
  it('sends the browser to the provider with PKCE S256, state, nonce, scope and a forced login', async () => {
    const { url, pending } = await oidc.startSignIn(OIDC, REDIRECT, 'fi-FI');
    expect(`${url.origin}${url.pathname}`).toBe(`${ISSUER}/auth`);
    const query = Object.fromEntries(url.searchParams);
    expect(query).toMatchObject({
      client_id: 'portal',
      response_type: 'code',
      redirect_uri: REDIRECT,
      scope: 'openid profile email offline_access',
      code_challenge_method: 'S256',
      state: pending.state,
      nonce: pending.nonce,
      audience: 'partner-api',
      ui_locales: 'fi-FI',
      prompt: 'login',
    });
    expect(query.code_challenge).toMatch(/^[\w-]{43}$/);
    expect(query.code_challenge).not.toBe(pending.codeVerifier);
    expect(pending.codeVerifier.length).toBeGreaterThanOrEqual(43);
    expect(Math.abs(pending.startedAt - Date.now())).toBeLessThan(5_000);
  });

  it('discovers the provider once for many sign-ins', async () => {
    await oidc.startSignIn(OIDC, REDIRECT, 'sv-SE');
    const second = await oidc.startSignIn(OIDC, REDIRECT, 'sv-SE');
    const first = requests.filter((request) => request.url.endsWith('/.well-known/openid-configuration'));
    expect(first).toHaveLength(1);
    expect(second.pending.state).not.toBe('');
  });

  it('discovers each provider and client on its own', async () => {
    await oidc.startSignIn(OIDC, REDIRECT, 'sv-SE');
    await oidc.startSignIn({ ...OIDC, clientId: 'other-client' }, REDIRECT, 'sv-SE');
    expect(requests.filter((request) => request.url.endsWith('/.well-known/openid-configuration'))).toHaveLength(2);
  });

  it('discovers again after a failed discovery', async () => {
    const realFetch = globalThis.fetch;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('down', { status: 503 })),
    );
    await expect(oidc.startSignIn(OIDC, REDIRECT, 'sv-SE')).rejects.toThrow();
    vi.stubGlobal('fetch', realFetch);
    await expect(oidc.startSignIn(OIDC, REDIRECT, 'sv-SE')).resolves.toHaveProperty('url');
  });

  it('refuses a discovery document that names another issuer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ ...METADATA, issuer: 'https://other.test' })),
    );
    await expect(oidc.startSignIn(OIDC, REDIRECT, 'sv-SE')).rejects.toThrow();
  });
});

describe('finishing a sign-in', () => {
  it('exchanges the code with the verifier and returns the tokens', async () => {
    const { pending } = await oidc.startSignIn(OIDC, REDIRECT, 'sv-SE');
    tokenAnswer = async (body) => {
      expect(body.get('grant_type')).toBe('authorization_code');
      expect(body.get('code')).toBe('code-1');
      expect(body.get('code_verifier')).toBe(pending.codeVerifier);
      return Response.json({
        access_token: 'access-1',
        refresh_token: 'refresh-1',
        token_type: 'Bearer',
        expires_in: 600,
        id_token: await idToken({ nonce: pending.nonce }),
      });
    };
    const before = Date.now();
    const tokens = await oidc.finishSignIn(OIDC, new URL(`${REDIRECT}?code=code-1&state=${pending.state}&iss=${encodeURIComponent(ISSUER)}`), pending);
    expect(tokens).toMatchObject({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    expect(tokens.idToken).toMatch(/^ey/);
    expect(tokens.expiresAt).toBeGreaterThanOrEqual(before + 600_000);
    expect(tokens.expiresAt).toBeLessThan(before + 610_000);
    expect(requests.find((request) => request.url.endsWith('/token'))?.authorization).toBe(`Basic ${btoa('portal:secret')}`);
  });

  it('refuses a callback whose state is not the one it sent', async () => {
    const { pending } = await oidc.startSignIn(OIDC, REDIRECT, 'sv-SE');
    await expect(oidc.finishSignIn(OIDC, new URL(`${REDIRECT}?code=c&state=forged`), pending)).rejects.toThrow();
    expect(requests.some((request) => request.url.endsWith('/token'))).toBe(false);
  });

  it('refuses an ID token with another nonce', async () => {
    const { pending } = await oidc.startSignIn(OIDC, REDIRECT, 'sv-SE');
    tokenAnswer = async () =>
      Response.json({ access_token: 'a', refresh_token: 'r', token_type: 'Bearer', expires_in: 600, id_token: await idToken({ nonce: 'other' }) });
    await expect(oidc.finishSignIn(OIDC, new URL(`${REDIRECT}?code=c&state=${pending.state}`), pending)).rejects.toThrow();
  });

  it('refuses an answer without an ID token', async () => {
    const { pending } = await oidc.startSignIn(OIDC, REDIRECT, 'sv-SE');
    tokenAnswer = () => Response.json({ access_token: 'a', refresh_token: 'r', token_type: 'Bearer', expires_in: 600 });
    await expect(oidc.finishSignIn(OIDC, new URL(`${REDIRECT}?code=c&state=${pending.state}`), pending)).rejects.toThrow();
  });
});

describe('the ID token’s issue time and key', () => {
  const signed = (claims: Record<string, unknown>, header: Record<string, unknown> = { alg: 'RS256', kid: 'k1' }) =>
    new SignJWT(claims)
      .setProtectedHeader(header as never)
      .setIssuer(ISSUER)
      .setAudience('portal')
      .setSubject('u1')
      .setExpirationTime('2h')
      .sign(keys.privateKey);
  const now = () => Math.floor(Date.now() / 1000);

  async function signInWith(token: (nonce: string) => Promise<string>) {
    const { pending } = await oidc.startSignIn(OIDC, REDIRECT, 'sv-SE');
    tokenAnswer = async () =>
      Response.json({ access_token: 'a', refresh_token: 'r', token_type: 'Bearer', expires_in: 600, id_token: await token(pending.nonce) });
    return oidc.finishSignIn(OIDC, new URL(`${REDIRECT}?code=c&state=${pending.state}`), pending);
  }

  it('refuses a token issued an hour ahead of our clock, and one 32 s ahead', async () => {
    await expect(signInWith((nonce) => signed({ nonce, iat: now() + 3600 }))).rejects.toThrow('ID token is issued in the future');
    await expect(signInWith((nonce) => signed({ nonce, iat: now() + 32 }))).rejects.toThrow('ID token is issued in the future');
  });

  it('accepts a provider clock up to 30 s ahead, or behind', async () => {
    await expect(signInWith((nonce) => signed({ nonce, iat: now() + 29 }))).resolves.toMatchObject({ accessToken: 'a' });
    await expect(signInWith((nonce) => signed({ nonce, iat: now() - 120 }))).resolves.toMatchObject({ accessToken: 'a' });
  });

  it('refuses a token without a key id, or with an empty one', async () => {
    await expect(signInWith((nonce) => signed({ nonce, iat: now() }, { alg: 'RS256' }))).rejects.toThrow('ID token has no kid');
    await expect(signInWith((nonce) => signed({ nonce, iat: now() }, { alg: 'RS256', kid: '' }))).rejects.toThrow();
  });

  it('refuses a refreshed ID token issued ahead as well', async () => {
    tokenAnswer = async () => Response.json({ access_token: 'a2', token_type: 'Bearer', expires_in: 300, id_token: await signed({ iat: now() + 600 }) });
    await expect(oidc.refreshTokens(OIDC, { accessToken: 'a1', refreshToken: 'r1', idToken: null, expiresAt: 0 })).rejects.toThrow(
      'ID token is issued in the future',
    );
  });
});

describe('what a failed refresh means', () => {
  it('ends the session only when the provider says invalid_grant', async () => {
    const refused = await oidc.refreshTokens(OIDC, { accessToken: 'a1', refreshToken: 'r1', idToken: null, expiresAt: 0 }).catch((error: unknown) => error);
    expect(oidc.refreshEndsSession(refused)).toBe(true);
    tokenAnswer = () => Response.json({ error: 'temporarily_unavailable' }, { status: 400 });
    const other = await oidc.refreshTokens(OIDC, { accessToken: 'a1', refreshToken: 'r1', idToken: null, expiresAt: 0 }).catch((error: unknown) => error);
    expect(oidc.refreshEndsSession(other)).toBe(false);
    expect(oidc.refreshEndsSession(new Error('invalid_grant'))).toBe(false);
  });

  it('keeps its own provider configuration, so a refresh may wait longer than a sign-in', async () => {
    tokenAnswer = () => Response.json({ access_token: 'a2', token_type: 'Bearer', expires_in: 300 });
    await oidc.startSignIn(OIDC, REDIRECT, 'sv-SE');
    await oidc.refreshTokens(OIDC, { accessToken: 'a1', refreshToken: 'r1', idToken: null, expiresAt: 0 });
    await oidc.refreshTokens(OIDC, { accessToken: 'a2', refreshToken: 'r1', idToken: null, expiresAt: 0 });
    expect(requests.filter((request) => request.url.endsWith('/.well-known/openid-configuration'))).toHaveLength(2);
  });
});

describe('whether the provider answers (the sign-in page’s probe)', () => {
  it('is yes for a discovery document, no for an error status or no answer', async () => {
    expect(await oidc.providerReachable(OIDC)).toBe(true);
    expect(requests.at(-1)?.url).toBe(`${ISSUER}/.well-known/openid-configuration`);
    expect(await oidc.providerReachable({ ...OIDC, issuer: `${ISSUER}/` })).toBe(true);
    expect(requests.at(-1)?.url).toBe(`${ISSUER}/.well-known/openid-configuration`);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('down', { status: 503 })),
    );
    expect(await oidc.providerReachable(OIDC)).toBe(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('fetch failed');
      }),
    );
    expect(await oidc.providerReachable(OIDC)).toBe(false);
  });

  it('waits as long as it is given, 3 s unless told, for a provider that hangs', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) => new Promise((_, fail) => init.signal!.addEventListener('abort', () => fail(init.signal!.reason))),
    );
    const settledAfter = async (ms: number, timeoutMs?: number) => {
      let answer: boolean | null = null;
      const probing = oidc.providerReachable(OIDC, timeoutMs).then((reachable) => (answer = reachable));
      await vi.advanceTimersByTimeAsync(ms - 1);
      const before = answer;
      await vi.advanceTimersByTimeAsync(1);
      await probing;
      return [before, answer];
    };
    expect(await settledAfter(3_000)).toEqual([null, false]);
    expect(await settledAfter(1_200, 1_200)).toEqual([null, false]);
    vi.useRealTimers();
  });
});

describe('refresh and revocation', () => {
  const TOKENS = { accessToken: 'a1', refreshToken: 'r1', idToken: 'i1', expiresAt: 0 };

  it('refreshes with the refresh token, keeping what the answer leaves out', async () => {
    tokenAnswer = (body) => {
      expect(Object.fromEntries(body)).toEqual({ grant_type: 'refresh_token', refresh_token: 'r1' });
      return Response.json({ access_token: 'a2', token_type: 'Bearer', expires_in: 300 });
    };
    const tokens = await oidc.refreshTokens(OIDC, TOKENS);
    expect(tokens).toMatchObject({ accessToken: 'a2', refreshToken: 'r1', idToken: 'i1' });
  });

  it('passes a refused refresh on', async () => {
    await expect(oidc.refreshTokens(OIDC, TOKENS)).rejects.toThrow();
  });

  it('revokes the refresh token at the provider', async () => {
    await oidc.revokeRefreshToken(OIDC, 'r1');
    const revocation = requests.find((request) => request.url === `${ISSUER}/token/revocation`);
    expect(Object.fromEntries(revocation?.body ?? [])).toEqual({ token: 'r1', token_type_hint: 'refresh_token' });
  });
});

describe('a local provider on plain http', () => {
  it('is allowed, for the local backend only', async () => {
    const local = { ...OIDC, issuer: 'http://localhost:9999' };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ ...METADATA, issuer: local.issuer, authorization_endpoint: `${local.issuer}/auth` })),
    );
    const { url } = await oidc.startSignIn(local, REDIRECT, 'sv-SE');
    expect(url.origin).toBe('http://localhost:9999');
  });
});
