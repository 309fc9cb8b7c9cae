// Enforcing helpers for pages, actions and endpoints: the guard has already run for
// pages, but every action and endpoint checks again (ARCHITECTURE.md security rules).
import type { ApiClient } from '../api/client';
import type { Role, User } from '../api/schemas';
import { hasAnyRole } from '../permissions';

export class AccessError extends Error {
  readonly status: 401 | 403;
  constructor(status: 401 | 403, message: string) {
    super(message);
    this.name = 'AccessError';
    this.status = status;
  }
}

export function requireUser(locals: App.Locals): { user: User; api: ApiClient } {
  if (!locals.user || !locals.api) throw new AccessError(401, 'Sign-in required');
  return { user: locals.user, api: locals.api };
}

export function requireRole(locals: App.Locals, roles: readonly Role[]): { user: User; api: ApiClient } {
  const signedIn = requireUser(locals);
  if (!hasAnyRole(signedIn.user.grantedRoles, roles)) {
    throw new AccessError(403, `Missing role: one of ${roles.join(', ')}`);
  }
  return signedIn;
}
