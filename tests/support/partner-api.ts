// Small conveniences for calling backend/'s Partner API the way the portal does.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { importJWK, SignJWT, type JWK, type JWTPayload } from 'jose';
import type { RunningBackend } from './backend.ts';

export const DEMO_PASSWORD = 'Portal-demo-2026';

export function callApi(
  backend: RunningBackend,
  country: string,
  path: string,
  token: string | undefined,
  init: { method?: string; body?: unknown } = {},
): Promise<Response> {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  return fetch(`${backend.url}/api/${country}/${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

export function postJson(backend: RunningBackend, path: string, body: unknown): Promise<Response> {
  return fetch(`${backend.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** The provider's own private signing key, as saved in the data directory. */
export async function savedSigningKey(backend: RunningBackend): Promise<JWK> {
  const { keys } = JSON.parse(await readFile(join(backend.dataDir, 'jwks.json'), 'utf8')) as { keys: JWK[] };
  return keys[0]!;
}

/** An access token shaped like the provider's, with any claim overridden. */
export async function forgeAccessToken(key: JWK | CryptoKey, claims: JWTPayload, kid?: string): Promise<string> {
  const signingKey = 'kty' in key ? await importJWK(key, 'RS256') : key;
  return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: kid ?? ('kid' in key ? (key.kid as string) : undefined) }).sign(signingKey);
}
