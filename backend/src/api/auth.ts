import type { Context, MiddlewareHandler } from 'hono';
import { importJWK, jwtVerify, type JWK, type JWTPayload } from 'jose';
import type { DatabaseSync } from 'node:sqlite';
import { API_AUDIENCE } from '../config.ts';
import { findUserById } from '../db/users.ts';
import type { AppEnv } from './env.ts';

export type AccessTokenVerifier = (token: string) => Promise<JWTPayload>;

/** Verifies the provider's JWT access tokens (RFC 9068) the way the real Partner API would. */
export async function createAccessTokenVerifier(publicJwk: JWK, issuer: string): Promise<AccessTokenVerifier> {
  const key = await importJWK(publicJwk, 'RS256');
  return async (token) => {
    const { payload } = await jwtVerify(token, key, {
      issuer,
      audience: API_AUDIENCE,
      algorithms: ['RS256'],
      typ: 'at+jwt',
      requiredClaims: ['sub', 'iat', 'exp'],
    });
    return payload;
  };
}

function unauthorized(c: Context) {
  c.header('WWW-Authenticate', 'Bearer error="invalid_token"');
  return c.json({ error: { code: 'UNAUTHORIZED' } }, 401);
}

export function bearerAuth(db: DatabaseSync, verify: AccessTokenVerifier): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = /^Bearer +(\S+)$/i.exec(c.req.header('Authorization') ?? '')?.[1];
    if (!token) return unauthorized(c);
    let payload: JWTPayload;
    try {
      payload = await verify(token);
    } catch {
      return unauthorized(c);
    }
    const user = findUserById(db, payload.sub!);
    if (!user || user.active !== 1) return unauthorized(c);
    if (user.tokens_not_before !== null && payload.iat! < user.tokens_not_before) return unauthorized(c);
    c.set('user', user);
    await next();
  };
}
