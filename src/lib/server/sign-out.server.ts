// Ending a session: at the provider (refresh token revoked) as well as here, since KV
// alone is eventually consistent.
import type { APIContext } from 'astro';
import { createApiClient } from '../api/client';
import { revokeApiToken } from '../account/account.server';
import { pathTo } from '../routes';
import { logger } from './logger';
import { revokeRefreshToken } from './oidc.server';
import { endSession, readSignedIn } from './session.server';

export async function signOut(context: APIContext): Promise<void> {
  const session = context.locals.session;
  const signedIn = await readSignedIn(session);
  if (signedIn) {
    const { config, country } = context.locals;
    const api = createApiClient({ baseUrl: config.apiBaseUrl[country], accessToken: signedIn.tokens.accessToken });
    const results = await Promise.allSettled([
      revokeRefreshToken(config.oidc, signedIn.tokens.refreshToken),
      revokeApiToken(api),
    ]);
    for (const result of results) {
      if (result.status === 'rejected') logger.warn('token revocation failed during sign-out', { error: String(result.reason) });
    }
  }
  endSession(session);
}

/** Forced logout (refresh failure, invalid_grant, API 401): end the session, then sign in again. */
export async function forcedLogout(context: APIContext, reason: string): Promise<Response> {
  logger.warn('forced logout', { reason, path: context.url.pathname });
  await signOut(context);
  // Scripts (island fetches, action calls) cannot follow a redirect to the provider: tell them.
  const path = context.url.pathname;
  if (path.startsWith('/_actions/')) {
    return Response.json({ type: 'AstroActionError', code: 'UNAUTHORIZED', status: 401, message: 'Signed out' }, { status: 401 });
  }
  if (path.startsWith('/api/')) return Response.json({ error: { code: 'signInRequired' } }, { status: 401 });
  const returnTo = context.request.method === 'GET' ? context.url.pathname : pathTo('Home');
  return context.redirect(`${pathTo('Login')}?returnTo=${encodeURIComponent(returnTo)}`, 303);
}
