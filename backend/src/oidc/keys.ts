import { createHmac } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';

export interface SigningKeys {
  privateJwk: JWK;
  publicJwk: JWK;
  /** Keys for the provider's signed cookies: derived from the signing key so they survive restarts too. */
  cookieKeys: string[];
}

async function createKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
  const jwk = await exportJWK(privateKey);
  // A thumbprint kid stays the same across restarts, so cached JWKS stay valid.
  return { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: 'RS256', use: 'sig' };
}

async function readKey(file: string): Promise<JWK | undefined> {
  try {
    const { keys } = JSON.parse(await readFile(file, 'utf8')) as { keys: JWK[] };
    return keys[0];
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Reads `${dataDir}/jwks.json`, creating it with a new RS256 key the first time. */
export async function loadSigningKeys(dataDir: string): Promise<SigningKeys> {
  const file = join(dataDir, 'jwks.json');
  let privateJwk = await readKey(file);
  if (!privateJwk) {
    privateJwk = await createKey();
    await writeFile(file, `${JSON.stringify({ keys: [privateJwk] }, null, 2)}\n`, { mode: 0o600 });
  }
  const { kty, n, e, kid, alg, use } = privateJwk;
  const cookieKey = createHmac('sha256', privateJwk.d ?? '')
    .update('partner-portal op cookies')
    .digest('base64url');
  return { privateJwk, publicJwk: { kty, n, e, kid, alg, use }, cookieKeys: [cookieKey] };
}
