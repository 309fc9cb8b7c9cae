// Endpoints check access themselves (the guard only covers the route table's pages).
import type { APIContext } from 'astro';
import * as v from 'valibot';
import type { Role } from '../api/schemas';
import { AccessError, requireRole } from './require.server';

export function jsonError(status: number, code: string): Response {
  return Response.json({ error: { code } }, { status });
}

/** An endpoint's answer for a form's script: JSON, never cached (it may name a customer). */
export const jsonAnswer = (body: unknown, status = 200): Response => Response.json(body, { status, headers: { 'cache-control': 'no-store' } });

/** A form script's small JSON body in the shape of `schema`; undefined when larger than maxBytes, not JSON or not that shape. */
export async function jsonBody<S extends v.GenericSchema>(request: Request, maxBytes: number, schema: S): Promise<v.InferOutput<S> | undefined> {
  const text = await request.text();
  if (text.length > maxBytes) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return undefined;
  }
  const result = v.safeParse(schema, body);
  return result.success ? result.output : undefined;
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
