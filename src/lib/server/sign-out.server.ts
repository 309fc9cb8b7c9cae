// Ending a session. The dealer's own "Log out" (SPEC §4) revokes at the provider and the
// Partner API as well as here, since KV alone is eventually consistent. A forced sign-out (the
// provider refused the refresh, the API answered 401) ends this session only: the API's
// revoke-token ends the user's grants on every device, which only the dealer may ask for.
import type { APIContext } from 'astro';
import { createApiClient } from '../api/client';
import { revokeApiToken } from '../account/account.server';
import { pathTo } from '../routes';
import { keepRunning } from './background.server';
import { logger } from './logger';
import { revokeRefreshToken } from './oidc.server';
import { endSession, readSignedIn, type SignedIn } from './session.server';
import { endSessionStreams } from '../dealer-state/access.server';
import type { PortalSession } from './session-store.server';

/** The session's open pages stop hearing live events at once, after the response. */
async function endStreamsOf(session: PortalSession, signedIn: SignedIn): Promise<void> {
  const tag = await session.tag();
  if (tag) keepRunning('ending a signed-out session’s live streams', endSessionStreams(signedIn.user, tag));
}

export async function signOut(context: APIContext): Promise<void> {
  const session = context.locals.session;
  const signedIn = await readSignedIn(session);
  if (signedIn) {
    const { config, country } = context.locals;
    const api = createApiClient({ baseUrl: config.apiBaseUrl[country], accessToken: signedIn.tokens.accessToken });
    const results = await Promise.allSettled([revokeRefreshToken(config.oidc, signedIn.tokens.refreshToken), revokeApiToken(api)]);
    for (const result of results) {
      if (result.status === 'rejected') logger.warn('token revocation failed during sign-out', { error: String(result.reason) });
    }
    await endStreamsOf(session, signedIn);
  }
  endSession(session);
}

/** This session's refresh token is revoked after the response (the provider may be the reason we are here, and slow). */
async function endThisSessionOnly(context: APIContext): Promise<void> {
  const session = context.locals.session;
  const signedIn = await readSignedIn(session);
  if (signedIn) {
    keepRunning('refresh token revocation after a forced sign-out', revokeRefreshToken(context.locals.config.oidc, signedIn.tokens.refreshToken));
    await endStreamsOf(session, signedIn);
  }
  endSession(session);
}

/** Forced logout (invalid_grant, API 401): end this session, then sign in again. */
export async function forcedLogout(context: APIContext, reason: string): Promise<Response> {
  logger.warn('forced logout', { reason, path: context.url.pathname });
  await endThisSessionOnly(context);
  // Scripts (island fetches, action calls) cannot follow a redirect to the provider: tell them.
  const path = context.url.pathname;
  if (path.startsWith('/_actions/')) {
    return Response.json({ type: 'AstroActionError', code: 'UNAUTHORIZED', status: 401, message: 'Signed out' }, { status: 401 });
  }
  if (path.startsWith('/api/')) return Response.json({ error: { code: 'signInRequired' } }, { status: 401 });
  const returnTo = context.request.method === 'GET' ? context.url.pathname : pathTo('Home');
  return context.redirect(`${pathTo('Login')}?returnTo=${encodeURIComponent(returnTo)}`, 303);
}
