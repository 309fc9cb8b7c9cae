import { Hono } from 'hono';
import type { DatabaseSync } from 'node:sqlite';
import { revokeAllGrantsOf } from '../../oidc/store-queries.ts';
import type { AppEnv } from '../env.ts';

export function tokenRoutes(db: DatabaseSync) {
  // Log out: every refresh token of the user stops working, on every device.
  return new Hono<AppEnv>().post('/revoke-token', (c) => {
    revokeAllGrantsOf(db, c.var.user.id);
    return c.body(null, 204);
  });
}
