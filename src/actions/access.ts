// Actions check access first, and answer as an API would: 401 or 403, never a 500.
import { ActionError } from 'astro:actions';
import type { Role } from '../lib/api/schemas';
import { AccessError, requireRole, requireUser } from '../lib/server/require.server';

export function actionAccess(locals: App.Locals, roles?: readonly Role[]): ReturnType<typeof requireUser> {
  try {
    return roles ? requireRole(locals, roles) : requireUser(locals);
  } catch (error) {
    if (error instanceof AccessError) throw new ActionError({ code: error.status === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN', message: error.message });
    throw error;
  }
}
