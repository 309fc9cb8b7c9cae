import type { MiddlewareHandler } from 'hono';
import { rolesOf } from '../db/users.ts';
import type { AppEnv } from './env.ts';
import { noAccess } from './errors.ts';

/** 403 NO_ACCESS unless the token's user has one of the roles; runs before anything else of the route. */
export function requireAnyRole(...roles: string[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const granted = rolesOf(c.var.user);
    if (!roles.some((role) => granted.includes(role))) throw noAccess();
    await next();
  };
}
