import { Hono } from 'hono';
import { rolesOf } from '../../db/users.ts';
import type { AppEnv } from '../env.ts';
import { noAccess } from '../errors.ts';

export function shopRoutes() {
  return new Hono<AppEnv>().get('/account', (c) => {
    const user = c.var.user;
    if (!rolesOf(user).includes('POINT_SHOP')) throw noAccess();
    return c.json({ balance: user.point_balance });
  });
}
