import type { UserRow } from '../db/users.ts';

/** Hono typing shared by the API routes: the authenticated user is set by auth.ts. */
export interface AppEnv {
  Variables: { user: UserRow };
}
