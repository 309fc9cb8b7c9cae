// Starting, restarting and signing out: what survives and what a second server on the port does.
import { decodeProtectedHeader } from 'jose';
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBackendScript, startBackend, type RunningBackend } from '../support/backend.ts';
import { CLIENT_ID, openLoginForm, refresh, signIn, submitCredentials, type Tokens } from '../support/oidc-sign-in.ts';
import { callApi, DEMO_PASSWORD } from '../support/partner-api.ts';

describe('a restart on the same data directory', () => {
  let first: RunningBackend;
  let second: RunningBackend | undefined;
  beforeAll(async () => {
    first = await startBackend({ keepData: true });
  }, 30_000);
  afterAll(async () => {
    await first?.stop();
    await second?.stop();
    if (first) await rm(first.dataDir, { recursive: true, force: true });
  });

  it('keeps the data, the signing key and the tokens', async () => {
    const email = 'mikko.myyja@autotalo.example';
    const tokens = await signIn(first.url, email, DEMO_PASSWORD);
    await callApi(first, 'fi', 'account/me/language', tokens.access_token, { method: 'PUT', body: { languageCode: 'sv' } });
    const jwks = await (await fetch(`${first.url}/.well-known/jwks.json`)).json();
    await first.stop();

    second = await startBackend({ dataDir: first.dataDir, port: first.port });
    expect(await (await fetch(`${second.url}/.well-known/jwks.json`)).json()).toEqual(jwks);
    const me = await (await callApi(second, 'fi', 'account/me', tokens.access_token)).json();
    expect(me.language.selectedLanguageCode).toBe('sv');

    const refreshed = await refresh(second.url, tokens.refresh_token);
    expect(refreshed.status).toBe(200);
    const { access_token } = (await refreshed.json()) as Tokens;
    expect(decodeProtectedHeader(access_token).kid).toBe(jwks.keys[0].kid);
    expect((await callApi(second, 'fi', 'account/me', access_token)).status).toBe(200);
  }, 40_000);
});

describe('one backend running', () => {
  let backend: RunningBackend;
  beforeAll(async () => {
    backend = await startBackend();
  }, 30_000);
  afterAll(() => backend?.stop());

  it('a second one on the same port exits 1 and says which variable to set', async () => {
    const result = await runBackendScript('main.ts', [], { BACKEND_PORT: String(backend.port), BACKEND_DATA_DIR: backend.dataDir });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`port ${backend.port} is in use: set BACKEND_PORT`);
  }, 20_000);

  it('publishes Auth0-like endpoints in its discovery document', async () => {
    const discovery = await (await fetch(`${backend.url}/.well-known/openid-configuration`)).json();
    expect(discovery).toMatchObject({
      issuer: backend.url,
      code_challenge_methods_supported: ['S256'],
      scopes_supported: expect.arrayContaining(['openid', 'profile', 'email', 'offline_access']),
    });
    const endpoints = {
      authorization_endpoint: '/authorize',
      token_endpoint: '/oauth/token',
      revocation_endpoint: '/oauth/revoke',
      jwks_uri: '/.well-known/jwks.json',
      userinfo_endpoint: '/userinfo',
      end_session_endpoint: '/v2/logout',
    };
    for (const [key, path] of Object.entries(endpoints)) {
      expect(new URL(discovery[key]).pathname).toBe(path);
    }
  });

  it('prompt=login consent still needs no consent screen and issues a refresh token', async () => {
    const tokens = await signIn(backend.url, 'mette.salg@bilcenter.example', DEMO_PASSWORD, {
      extraParams: { prompt: 'login consent' },
    });
    expect(tokens.refresh_token).toEqual(expect.any(String));
    expect((await callApi(backend, 'dk', 'account/me', tokens.access_token)).status).toBe(200);
  }, 20_000);

  it('an authorization request without PKCE is refused', async () => {
    const url = new URL('/authorize', backend.url);
    url.search = new URLSearchParams({
      client_id: CLIENT_ID,
      response_type: 'code',
      scope: 'openid',
      redirect_uri: 'http://localhost:4321/callback',
      state: 'x',
    }).toString();
    const response = await fetch(url, { redirect: 'manual' });
    const location = new URL(response.headers.get('location') ?? '', backend.url);
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('error_description')).toMatch(/PKCE/);
  });

  it('keeps the provider session for a second authorization, and /v2/logout ends it', async () => {
    const form = await openLoginForm(backend.url);
    const callback = await submitCredentials(form, 'erik.sales@bilhuset.example', DEMO_PASSWORD);
    expect(callback).toBeInstanceOf(URL);

    // Same browser, new authorization: no form, straight back to the portal.
    await expect(openLoginForm(backend.url, { jar: form.jar })).rejects.toThrow(/signed in without a form/);

    const logoutPage = await form.jar.fetch(new URL('/v2/logout?client_id=partner-portal&post_logout_redirect_uri=http://localhost:4321', backend.url));
    const html = await logoutPage.text();
    expect(html).toContain('<button type="submit" form="op.logoutForm">Logga ut</button>');
    const action = /<form[^>]*action="([^"]+)"/.exec(html)![1]!;
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)![1]!;
    const loggedOut = await form.jar.fetch(new URL(action, backend.url), {
      method: 'POST',
      body: new URLSearchParams({ xsrf, logout: 'yes' }),
    });
    expect(new URL(loggedOut.headers.get('location')!).href).toBe('http://localhost:4321/');

    const afterLogout = await openLoginForm(backend.url, { jar: form.jar });
    expect(afterLogout.status).toBe(200);
  }, 20_000);
});
