import { defineMiddleware } from 'astro:middleware';
import { createApiClient } from '../lib/api/client';
import { isApiError } from '../lib/api/errors';
import { readSignedIn } from '../lib/server/session.server';
import { refreshOnce, replacementFor } from '../lib/server/refresh.server';
import { forcedLogout } from '../lib/server/sign-out.server';
import { needsRefresh } from '../lib/server/tokens';

/**
 * Loads the signed-in user from the session, refreshes the access token before it
 * expires, and ends the session when refresh fails or the API answers 401.
 */
export const auth = defineMiddleware(async (context, next) => {
  const { locals, session } = context;
  if (locals.screen === 'maintenance' || !session) return next();
  const signedIn = await readSignedIn(session);
  if (!signedIn) return next();

  let tokens = signedIn.tokens;
  if (needsRefresh(tokens, Date.now())) {
    try {
      tokens = await refreshOnce(locals.config.oidc, tokens);
      session.set('tokens', tokens);
    } catch (error) {
      return forcedLogout(context, `token refresh failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  locals.user = signedIn.user;
  locals.pointBalance = signedIn.pointBalance;
  locals.api = createApiClient({
    baseUrl: locals.config.apiBaseUrl[locals.country],
    accessToken: tokens.accessToken,
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
  // Astro writes back the whole session it loaded: never tokens a parallel request rotated.
  const newer = replacementFor(tokens);
  if (newer) session.set('tokens', newer);
  if (!locals.unauthorized) return response;
  await response.body?.cancel();
  return forcedLogout(context, 'the Partner API answered 401');
});
