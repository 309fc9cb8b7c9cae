import { describe, expect, it } from 'vitest';
import { completeCsp, isActionCall, isCrossOriginWrite, isMalformedActionJson, malformedJsonResponse } from '../../src/lib/server/security';
import { needsRefresh, REFRESH_MARGIN_MS } from '../../src/lib/server/tokens';
import { ActivationSchema } from '../../src/lib/account/activation';
import { parseForm } from '../../src/lib/forms/validate';

const site = 'https://partner.example.se';

describe('the same-origin rule for writes', () => {
  const headers = (init: Record<string, string>) => new Headers(init);
  it.each([
    ['GET', {}, false],
    ['POST', { origin: site }, false],
    ['POST', { origin: 'https://evil.example' }, true],
    ['PUT', { origin: 'https://partner.example.fi' }, true],
    ['POST', { 'sec-fetch-site': 'same-origin' }, false],
    ['POST', { 'sec-fetch-site': 'cross-site' }, true],
    ['POST', { 'sec-fetch-site': 'same-site' }, true],
    ['DELETE', {}, true],
  ] as const)('%s with %j is refused: %s', (method, init, refused) => {
    expect(isCrossOriginWrite(method, headers(init), site)).toBe(refused);
  });
});

describe('the CSP header', () => {
  const options = { formTargets: ['https://login.example.se'], thirdPartyOrigins: [], https: true };
  it('adds frame-ancestors and form-action to Astro’s page policy', () => {
    const csp = completeCsp("script-src 'self' 'sha256-abc'; style-src 'self'", options);
    expect(csp).toBe("script-src 'self' 'sha256-abc'; style-src 'self'; frame-ancestors 'none'; form-action 'self' https://login.example.se");
  });
  it('locks down responses without one', () => {
    expect(completeCsp(null, options)).toContain("default-src 'none'");
  });
});

describe('token refresh timing', () => {
  it('refreshes within the margin before expiry, not before', () => {
    const now = 1_000_000;
    expect(needsRefresh({ expiresAt: now + REFRESH_MARGIN_MS + 1 }, now)).toBe(false);
    expect(needsRefresh({ expiresAt: now + REFRESH_MARGIN_MS }, now)).toBe(true);
    expect(needsRefresh({ expiresAt: now - 1 }, now)).toBe(true);
  });
});

describe('activation password rules (SPEC §5)', () => {
  function errors(password: string, confirmPassword = password) {
    const form = new FormData();
    form.set('token', 't');
    form.set('password', password);
    form.set('confirmPassword', confirmPassword);
    const result = parseForm(ActivationSchema, form);
    return result.success ? {} : result.fieldErrors;
  }
  it.each([
    ['Ab1', 'activation.errors.tooShort'],
    ['ABCDEFG1', 'activation.errors.missingLowercase'],
    ['abcdefg1', 'activation.errors.missingUppercase'],
    ['Abcdefgh', 'activation.errors.missingNumber'],
  ])('%s gets %s', (password, key) => {
    expect(errors(password).password).toEqual([key]);
  });
  it('accepts Nordic letters as letters', () => {
    expect(errors('Åäöåäö12')).toEqual({});
  });
  it('asks for matching passwords', () => {
    expect(errors('Valid-pass-1', 'Valid-pass-2').confirmPassword).toEqual(['activation.errors.mismatch']);
  });
});

describe('a body posted to an action', () => {
  const call = (path: string, body: string, contentType = 'application/json') => {
    const url = new URL(path, site);
    return isMalformedActionJson(new Request(url, { method: 'POST', headers: { 'content-type': contentType }, body }), url);
  };

  it('that says JSON but is not gets 400 Bad Request, by RPC or by form post', async () => {
    expect(await call('/_actions/applyBlanco', '{"amount": ')).toBe(true);
    expect(await call('/_actions/saveProfile', 'not json', 'application/json; charset=utf-8')).toBe(true);
    expect(await call('/blanco/apply?_action=applyBlanco', '{')).toBe(true);
    const response = malformedJsonResponse();
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ type: 'AstroActionError', code: 'BAD_REQUEST', status: 400 });
  });

  it('that is JSON, a form, empty or not for an action is left to Astro and the action', async () => {
    expect(await call('/_actions/applyBlanco', '{"amount": 1}')).toBe(false);
    expect(await call('/_actions/applyBlanco', '')).toBe(false);
    expect(await call('/_actions/applyBlanco', 'a=1&b=2', 'application/x-www-form-urlencoded')).toBe(false);
    expect(await call('/api/blanco/monthly-cost', '{')).toBe(false);
    expect(isActionCall('GET', new URL('/_actions/applyBlanco', site))).toBe(false);
  });

  it('leaves the body readable for the action', async () => {
    const url = new URL('/_actions/applyBlanco', site);
    const request = new Request(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":1}' });
    expect(await isMalformedActionJson(request, url)).toBe(false);
    expect(await request.json()).toEqual({ a: 1 });
  });
});

describe('the page policy’s image origins', () => {
  const page = "default-src 'self'; img-src 'self' data:; base-uri 'none'";
  const options = { formTargets: [], thirdPartyOrigins: [], https: true };

  it('leaves Astro’s policy as it is when no image origin is configured', () => {
    expect(completeCsp(page, options)).toBe(`${page}; frame-ancestors 'none'; form-action 'self'`);
    expect(completeCsp(page, { ...options, imageOrigins: [] })).toBe(`${page}; frame-ancestors 'none'; form-action 'self'`);
  });

  it('adds every configured image origin to img-src only, keeping the rest of the policy to the character', () => {
    expect(completeCsp(page, { ...options, imageOrigins: ['https://api.example.se', 'https://cdn.example.se'] })).toBe(
      "default-src 'self'; img-src 'self' data: https://api.example.se https://cdn.example.se; base-uri 'none'; frame-ancestors 'none'; form-action 'self'",
    );
  });

  it('adds an image origin after img-src’s last source, however many spaces follow it', () => {
    expect(completeCsp("img-src 'self'   ; base-uri 'none'", { ...options, imageOrigins: ['https://api.example.se'] })).toBe(
      "img-src 'self' https://api.example.se; base-uri 'none'; frame-ancestors 'none'; form-action 'self'",
    );
  });
});

describe('an action body that is not what it says', () => {
  const url = new URL('/_actions/applyBlanco', site);

  it('is refused as malformed JSON however the content type is capitalised or spaced', async () => {
    for (const contentType of ['Application/JSON', 'application/json ; charset=utf-8']) {
      const request = new Request(url, { method: 'POST', headers: { 'content-type': contentType }, body: '{"amount": ' });
      expect(await isMalformedActionJson(request, url)).toBe(true);
    }
  });

  it('is refused as malformed JSON when its bytes are not UTF-8', async () => {
    const body = new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d]);
    const request = new Request(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(await isMalformedActionJson(request, url)).toBe(true);
  });

  it('gets Astro’s own error as JSON, saying the body is not valid JSON', async () => {
    const response = malformedJsonResponse();
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toEqual({ type: 'AstroActionError', code: 'BAD_REQUEST', status: 400, message: 'The request body is not valid JSON' });
  });
});
