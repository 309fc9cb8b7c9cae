import { defineMiddleware } from 'astro:middleware';
import { fetchMe } from '../lib/account/account.server';
import { createApiClient } from '../lib/api/client';
import { mustReadUserAgain } from '../lib/dealer-state/access.server';
import { isApiError } from '../lib/api/errors';
import { keepRunning } from '../lib/server/background.server';
import { readSignedIn } from '../lib/server/session.server';
import { logger } from '../lib/server/logger';
import { refreshForRequest, replacementFor } from '../lib/server/refresh.server';
import { forcedLogout } from '../lib/server/sign-out.server';
import { needsRefresh, type SessionTokens } from '../lib/server/tokens';

/**
 * Loads the signed-in user from the session, refreshes the access token before it expires
 * (waiting briefly: a slow provider never holds the page, docs/decisions/0043), and ends the
 * session when the provider refuses the refresh (invalid_grant) or the API answers 401. Any
 * other refresh failure is transient (docs/decisions/0010).
 */
export const auth = defineMiddleware(async (context, next) => {
  const { locals } = context;
  const { session } = locals;
  if (locals.screen === 'maintenance') return next();
  const signedIn = await readSignedIn(session);
  if (!signedIn) return next();

  let tokens: SessionTokens = signedIn.tokens;
  if (needsRefresh(tokens, Date.now())) {
    const refresh = await refreshForRequest(locals.config.oidc, tokens);
    if (refresh.outcome === 'refused') return forcedLogout(context, `token refresh refused: ${refresh.reason}`);
    if (refresh.outcome === 'refreshed') {
      tokens = refresh.tokens;
      session.set('tokens', tokens);
    } else {
      logger.warn('token refresh not done, session kept', { reason: refresh.reason, path: context.url.pathname });
      const spent = tokens;
      if (refresh.stillRunning) {
        keepRunning(
          'late token refresh',
          refresh.stillRunning.then((fresh) => session.saveLater('tokens', fresh, (current) => current?.refreshToken === spent.refreshToken)),
        );
      }
      // No access token left to use: this request is served as signed out; the session stays for when the provider answers.
      if (!refresh.tokens) return next();
    }
  }
  let user = signedIn.user;
  // An admin deactivated this user or changed their roles since this session read them (issue 39 §3):
  // read again before anything is served, and end the session when the Partner API no longer knows them.
  const userReadAt = (await session.get('userReadAt')) ?? 0;
  if (await mustReadUserAgain(user, userReadAt)) {
    const readAt = Date.now();
    try {
      user = await fetchMe(createApiClient({ baseUrl: locals.config.apiBaseUrl[locals.country], accessToken: tokens.accessToken, answerBy: locals.answerBy }));
      session.set('user', user);
      session.set('userReadAt', readAt);
    } catch (error) {
      if (isApiError(error, 'unauthorized') || isApiError(error, 'noAccess')) return forcedLogout(context, 'access ended by an admin');
      logger.warn('user could not be read again after an access change', { error: error instanceof Error ? error.message : String(error) });
    }
  }
  locals.user = user;
  locals.pointBalance = signedIn.pointBalance;
  locals.api = createApiClient({
    baseUrl: locals.config.apiBaseUrl[locals.country],
    accessToken: tokens.accessToken,
    answerBy: locals.answerBy,
    onUnauthorized: () => {
      locals.unauthorized = true;
    },
  });

  let response: Response;
  try {
    response = await next();
  } catch (error) {
    // A page that let the 401 through: the session ends all the same.
    if (locals.unauthorized || isApiError(error, 'unauthorized')) return forcedLogout(context, 'the Partner API answered 401');
    throw error;
  }
  // The session writes only what a request changed: a request that refreshed writes its tokens,
  // never ones a parallel request has rotated since.
  const newer = session.changedKeys().includes('tokens') ? replacementFor(tokens) : null;
  if (newer) session.set('tokens', newer);
  if (!locals.unauthorized) return response;
  await response.body?.cancel();
  return forcedLogout(context, 'the Partner API answered 401');
});
