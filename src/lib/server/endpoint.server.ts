// Endpoints check access themselves (the guard only covers the route table's pages).
import type { APIContext } from 'astro';
import type { Role } from '../api/schemas';
import { AccessError, requireRole } from './require.server';

export function jsonError(status: number, code: string): Response {
  return Response.json({ error: { code } }, { status });
}

export async function withAccess(
  context: APIContext,
  roles: readonly Role[],
  handle: (signedIn: ReturnType<typeof requireRole>) => Promise<Response>,
  /** For endpoints a plain HTML form posts to: a page to go to instead of a JSON error. */
  deniedPage?: (status: 401 | 403) => Response,
): Promise<Response> {
  try {
    return await handle(requireRole(context.locals, roles));
  } catch (error) {
    if (!(error instanceof AccessError)) throw error;
    return deniedPage?.(error.status) ?? jsonError(error.status, error.status === 401 ? 'signInRequired' : 'noAccess');
  }
}
